import { aDrawTicket, aLottoTicket, aPlan, aShopItem } from '../testing/cart-fixtures';
import { groupCartItems } from './cart-groups';

describe('groupCartItems', () => {
  it('orders plans, lotto, draw and shop items, counting the tickets', () => {
    const groups = groupCartItems([
      aShopItem('Jersey', 5500, 'Shop'),
      aDrawTicket(2),
      aLottoTicket(),
      aDrawTicket(3),
      aPlan('Adult Membership', 12000),
    ]);
    expect(groups.map((group) => [group.heading, group.items.length])).toEqual([
      ['Membership plans', 1],
      ['Lotto tickets × 1', 1],
      ['Draw tickets × 5', 2],
      ['Shop items', 1],
    ]);
  });

  it('leaves out kinds the cart does not hold', () => {
    expect(groupCartItems([aLottoTicket()]).map((group) => group.heading)).toEqual([
      'Lotto tickets × 1',
    ]);
    expect(groupCartItems([])).toEqual([]);
  });
});
