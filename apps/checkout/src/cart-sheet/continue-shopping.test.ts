import type { MenuItem } from '@touchline/contracts';
import { emptyCartShoppingPath } from './continue-shopping';

const item = (overrides: Partial<MenuItem>): MenuItem => ({
  title: 'Item',
  url: '',
  type: 'Product',
  position: 1,
  ...overrides,
});

describe('emptyCartShoppingPath', () => {
  it('goes to the membership page when the club has one', () => {
    const menu = [
      item({ product_type: 'LotteryPage', url: 'club-lotto' }),
      item({ product_type: 'MembershipPage' }),
    ];
    expect(emptyCartShoppingPath(menu)).toBe('/products/membership');
  });

  it("otherwise goes to the first lotto menu item's page", () => {
    const menu = [
      item({ type: 'Page', url: 'about-us' }),
      item({ product_type: 'LotteryPage', url: '/club-lotto/' }),
    ];
    expect(emptyCartShoppingPath(menu)).toBe('/products/lotto/club-lotto');
  });

  it('stays put when there is neither', () => {
    expect(emptyCartShoppingPath([item({ type: 'Page', url: 'about-us' })])).toBeNull();
  });
});
