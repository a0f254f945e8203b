import type { ScheduleOption } from './pricing';
import { allocate, spreadOverPayments } from './allocate';
import { priceCart, type AppliedCode, type PricingLine, type PricingRules } from './price-cart';

const NOW = new Date('2027-01-10T10:00:00Z');

const instalments = (numberOfPayments: number, initialPayment = 0): ScheduleOption => ({
  type: 'instalment',
  numberOfPayments,
  occurrence: 1,
  frequency: 'Monthly',
  initialPayment,
  startsOn: null,
  endsOn: null,
});

let nextId = 1;
const line = (overrides: Partial<PricingLine>): PricingLine => ({
  itemId: nextId++,
  productId: 1,
  type: 'Plan',
  shopItemTypeId: null,
  unitPrice: 10000,
  quantity: 1,
  option: null,
  ...overrides,
});

const rules = (overrides: Partial<PricingRules> = {}): PricingRules => ({
  planDiscounts: [],
  shopItemDiscounts: [],
  code: null,
  now: NOW,
  ...overrides,
});

const code = (overrides: Partial<AppliedCode['rule']> = {}): AppliedCode => ({
  code: 'WELCOME10',
  name: 'Welcome',
  memberUses: 0,
  rule: {
    type: 'percentage',
    amount: 10,
    productTypes: [],
    minSubtotal: 0,
    validFrom: null,
    validTo: null,
    maxUses: null,
    maxUsesPerMember: null,
    uses: 0,
    active: true,
    ...overrides,
  },
});

describe('allocate and spreadOverPayments', () => {
  it('shares an amount in proportion, whole cents adding up', () => {
    expect(allocate(1000, [15000, 8000])).toEqual([652, 348]);
    expect(allocate(100, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(allocate(10, [5, 5, 5])).toEqual([4, 3, 3]);
    expect(allocate(10, [3, 3, 3])).toEqual([3, 3, 3]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
  });

  it('spreads over payments with the remainder on the first, never below zero', () => {
    expect(spreadOverPayments(1000, [3334, 3333, 3333])).toEqual([334, 333, 333]);
    expect(spreadOverPayments(3000, [500, 5000, 5000])).toEqual([500, 1500, 1000]);
    expect(spreadOverPayments(900, [100, 100, 100])).toEqual([100, 100, 100]);
  });
});

describe('priceCart', () => {
  it('adds up full-price items and quantities', () => {
    const priced = priceCart(
      [line({ unitPrice: 6000 }), line({ type: 'ShopItem', unitPrice: 1500, quantity: 3 })],
      rules(),
    );
    expect(priced.payToday).toEqual({ subtotal: 10500, discount: 0, total: 10500 });
    expect(priced.totals).toEqual({ subtotal: 10500, discount: 0, total: 10500 });
    expect(priced.lines.map((l) => l.price)).toEqual([6000, 4500]);
  });

  it('charges the first instalment today and lists every payment', () => {
    const priced = priceCart([line({ unitPrice: 15000, option: instalments(3, 5000) })], rules());
    expect(priced.lines[0]!.payments.map((p) => [p.dueOn, p.total])).toEqual([
      ['2027-01-10', 5000],
      ['2027-02-10', 5000],
      ['2027-03-10', 5000],
    ]);
    expect(priced.payToday.total).toBe(5000);
    expect(priced.totals.total).toBe(15000);
  });

  it('splits a code discount per instalment with the remainder on the first', () => {
    const priced = priceCart(
      [line({ unitPrice: 10000, option: instalments(3) })],
      rules({ code: code({ type: 'amount', amount: 1000 }) }),
    );
    const payments = priced.lines[0]!.payments;
    expect(payments.map((p) => p.price)).toEqual([3334, 3333, 3333]);
    expect(payments.map((p) => p.discount)).toEqual([334, 333, 333]);
    expect(priced.payToday).toEqual({ subtotal: 3334, discount: 334, total: 3000 });
    expect(priced.discounts).toEqual([
      { kind: 'code', name: 'Welcome', key: 'WELCOME10', today: 334, overall: 1000, reason: null },
    ]);
    expect(priced.codeStatus).toBe('valid');
  });

  it('gives the plan (multiproduct) discount by the offering for the number of plans', () => {
    const planDiscounts = [
      {
        discount_id: 7,
        name: 'Multi-member discount',
        type: 'percentage' as const,
        plans: [1, 2],
        offerings: [
          { number_of_products: 2, discount_amount: 10 },
          { number_of_products: 3, discount_amount: 15 },
        ],
      },
    ];
    const one = priceCart([line({ productId: 1, unitPrice: 15000 })], rules({ planDiscounts }));
    expect(one.payToday.discount).toBe(0);
    const two = priceCart(
      [line({ productId: 1, unitPrice: 15000 }), line({ productId: 2, unitPrice: 8000 })],
      rules({ planDiscounts }),
    );
    expect(two.payToday).toEqual({ subtotal: 23000, discount: 2300, total: 20700 });
    expect(two.lines.map((l) => l.discount)).toEqual([1500, 800]);
    const four = priceCart(
      [1, 2, 1, 2].map((productId) => line({ productId, unitPrice: 10000 })),
      rules({ planDiscounts }),
    );
    // No offering for 4: the largest one reached (3 plans, 15%) applies.
    expect(four.payToday.discount).toBe(6000);
    const other = priceCart(
      [line({ productId: 1 }), line({ productId: 9 })],
      rules({ planDiscounts }),
    );
    expect(other.payToday.discount).toBe(0);
  });

  it('applies a code only to its product types, after the other discounts', () => {
    const priced = priceCart(
      [line({ type: 'Plan', unitPrice: 10000 }), line({ type: 'Lotto', unitPrice: 500 })],
      rules({ code: code({ productTypes: ['Lotto'], type: 'percentage', amount: 20 }) }),
    );
    expect(priced.lines.map((l) => l.discount)).toEqual([0, 100]);
    const none = priceCart(
      [line({ type: 'Plan' })],
      rules({ code: code({ productTypes: ['ShopItem'] }) }),
    );
    expect(none.codeStatus).toBe('no_matching_items');
    expect(none.payToday.discount).toBe(0);
  });

  it('refuses a code on a membership cart with a subscription that never ends', () => {
    const endless: ScheduleOption = {
      type: 'subscription',
      numberOfPayments: 1,
      occurrence: 1,
      frequency: 'Monthly',
      initialPayment: 0,
      startsOn: null,
      endsOn: null,
    };
    const priced = priceCart([line({ unitPrice: 1000, option: endless })], rules({ code: code() }));
    expect(priced.codeStatus).toBe('endless_subscription');
    expect(priced.lines[0]!.recursUntilCancelled).toBe(true);
    expect(priced.payToday).toEqual({ subtotal: 1000, discount: 0, total: 1000 });
    expect(priced.totals.total).toBe(1000);
  });

  it('takes shop item discounts from the minimum quantity on', () => {
    const shopItemDiscounts = [
      {
        id: 3,
        name: 'Kit deal',
        type: 'amount' as const,
        amount: 500,
        shopItemTypeId: 4,
        minQuantity: 3,
      },
    ];
    const two = priceCart(
      [line({ type: 'ShopItem', shopItemTypeId: 4, unitPrice: 1000, quantity: 2 })],
      rules({ shopItemDiscounts }),
    );
    expect(two.payToday.discount).toBe(0);
    const three = priceCart(
      [line({ type: 'ShopItem', shopItemTypeId: 4, unitPrice: 1000, quantity: 3 })],
      rules({ shopItemDiscounts }),
    );
    expect(three.payToday).toEqual({ subtotal: 3000, discount: 500, total: 2500 });
    expect(three.discounts[0]).toMatchObject({ kind: 'shop_item_discount', name: 'Kit deal' });
  });

  it('never charges below zero: a large code empties the cart to free', () => {
    const priced = priceCart(
      [line({ unitPrice: 2000 })],
      rules({ code: code({ type: 'amount', amount: 5000 }) }),
    );
    expect(priced.payToday).toEqual({ subtotal: 2000, discount: 2000, total: 0 });
  });
});
