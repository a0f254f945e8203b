import { aCartItem, aLottoTicket, anOption, aThirdChildPlan } from '../testing/cart-fixtures';
import {
  discountReasonTexts,
  frequencyText,
  lottoDetails,
  paymentPlanText,
  priceText,
  quantityText,
  subscriptionTexts,
} from './cart-item-texts';

describe('cart item texts', () => {
  it("says why a plan's family discount counted earlier memberships, with the amount in euro", () => {
    expect(discountReasonTexts(aThirdChildPlan(), 'EUR')).toEqual([
      'Third child in your family this season: -€20.00',
    ]);
    expect(discountReasonTexts(aCartItem(), 'EUR')).toEqual([]);
  });

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
    const ticket = aLottoTicket();
    const letterDraw = {
      ...ticket,
      product: { ...ticket.product, metadata: { draw: { number_type: 'Letter' } } },
      metadata: { ...ticket.metadata, pick: [[1, 2, 26]] },
    };
    expect(lottoDetails(letterDraw).picks).toEqual(['A, B, Z']);
  });

  describe('the payments of an item paid over time, said before paying', () => {
    const at = (sequence: number, total: number, due_on: string) => ({
      sequence,
      price: total,
      discount: 0,
      total,
      due_on,
    });
    const itemWith = (instalments: ReturnType<typeof at>[], recurs = false) =>
      aCartItem({ instalments, recurs_until_cancelled: recurs });

    it('names today, each later date and the total for a few equal payments', () => {
      const item = itemWith([
        at(1, 5000, '2026-11-28'),
        at(2, 5000, '2026-12-28'),
        at(3, 5000, '2027-01-28'),
      ]);
      expect(paymentPlanText(item, 'EUR')).toBe(
        '€50.00 today, then €50.00 on 28/12/2026 and 28/01/2027, total €150.00',
      );
      expect(
        paymentPlanText(itemWith([at(1, 5000, '2026-11-28'), at(2, 5000, '2026-12-28')]), 'EUR'),
      ).toBe('€50.00 today, then €50.00 on 28/12/2026, total €100.00');
    });

    it('counts many equal payments, and lists reducing ones by amount', () => {
      const monthly = Array.from({ length: 10 }, (_, index) =>
        at(index + 1, 1200, `2027-${String(index + 1).padStart(2, '0')}-05`),
      );
      expect(paymentPlanText(itemWith(monthly), 'EUR')).toBe(
        '€12.00 today, then 9 payments of €12.00 from 05/02/2027 to 05/10/2027, total €120.00',
      );
      const reducing = [
        at(1, 6000, '2026-11-28'),
        at(2, 4000, '2026-12-28'),
        at(3, 2000, '2027-01-28'),
      ];
      expect(paymentPlanText(itemWith(reducing), 'EUR')).toBe(
        '€60.00 today, then €40.00 on 28/12/2026 and €20.00 on 28/01/2027, total €120.00',
      );
    });

    it('gives no total for a subscription that recurs until the club stops it, and nothing for one payment', () => {
      const item = itemWith([at(1, 1000, '2026-11-28'), at(2, 1000, '2026-12-28')], true);
      expect(paymentPlanText(item, 'EUR')).toBe('€10.00 today, then €10.00 on 28/12/2026');
      expect(paymentPlanText(itemWith([at(1, 1000, '2026-11-28')]), 'EUR')).toBeNull();
    });
  });
});
