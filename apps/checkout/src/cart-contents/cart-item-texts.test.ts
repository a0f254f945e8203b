import { aCartItem, aLottoTicket, anOption } from '../testing/cart-fixtures';
import {
  frequencyText,
  lottoDetails,
  pickText,
  priceText,
  quantityText,
  subscriptionTexts,
} from './cart-item-texts';

describe('cart item texts', () => {
  it('says how many a line holds, with the unit price above one', () => {
    expect(quantityText({ quantity: 1, price: 1200 }, 'EUR')).toBe('Quantity: 1');
    expect(quantityText({ quantity: 2, price: 2400 }, 'EUR')).toBe('Quantity: 2 × €12.00');
  });

  it('writes FREE for a zero price and euro amounts otherwise', () => {
    expect(priceText(0, 'EUR')).toBe('FREE');
    expect(priceText(1250, 'EUR')).toBe('€12.50');
    expect(priceText(1250, 'USD')).toBe('USD $12.50');
  });

  it('writes the frequency in months or weeks, plural above 1', () => {
    expect(frequencyText({ occurrence: 1, frequency: 'Monthly' })).toBe('every 1 month');
    expect(frequencyText({ occurrence: 2, frequency: 'Weekly' })).toBe('every 2 weeks');
  });

  it('shows a subscription recurring till its end date (dd/MM/yyyy)', () => {
    const item = aCartItem({
      payment_options: [
        anOption({
          type: 'subscription',
          ends_on: '2027-06-30',
          occurrence: 2,
          frequency: 'Weekly',
        }),
      ],
    });
    expect(subscriptionTexts(item)).toEqual(['Recurs till 30/06/2027', 'every 2 weeks']);
  });

  it('shows a subscription recurring until cancelled by the club', () => {
    const item = aCartItem({
      recurs_until_cancelled: true,
      payment_options: [anOption({ type: 'subscription' })],
    });
    expect(subscriptionTexts(item)).toEqual(['Recurs until cancelled by club', 'every 1 month']);
  });

  it('shows no subscription text for a plan paid in full', () => {
    expect(subscriptionTexts(aCartItem({ payment_options: [anOption()] }))).toEqual([]);
  });

  it('reads lines, picks, draws and auto renewal of a lotto ticket', () => {
    expect(lottoDetails(aLottoTicket())).toEqual({
      lines: 2,
      draws: 4,
      picks: ['1, 5, 9, 22', '3, 4, 17, 28'],
      autoRenew: true,
    });
  });

  it('writes the picks of letter draws as letters', () => {
    expect(pickText([1, 2, 26], true)).toBe('A, B, Z');
    expect(pickText([1, 2, 26], false)).toBe('1, 2, 26');
  });
});
