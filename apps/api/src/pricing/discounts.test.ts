import type { PlanDiscount } from '@touchline/contracts';
import fc from 'fast-check';
import {
  discountCodeAmount,
  discountCodeStatus,
  multiproductDiscounts,
  offeringFor,
  planDiscountAmount,
  shopItemDiscountAmount,
  splitOverPayments,
  type DiscountCodeRule,
} from './discounts';

const offerings = [
  { number_of_products: 2, discount_amount: 10 },
  { number_of_products: 4, discount_amount: 20 },
];

describe('offeringFor', () => {
  it('matches exactly the count, else the largest reached, none below the smallest', () => {
    expect(offeringFor(offerings, 2)?.discount_amount).toBe(10);
    expect(offeringFor(offerings, 3)?.discount_amount).toBe(10);
    expect(offeringFor(offerings, 4)?.discount_amount).toBe(20);
    expect(offeringFor(offerings, 9)?.discount_amount).toBe(20);
    expect(offeringFor(offerings, 1)).toBeUndefined();
    expect(offeringFor([], 5)).toBeUndefined();
  });

  it('never picks an offering the count has not reached', () => {
    const arbitrary = fc.array(
      fc.record({
        number_of_products: fc.integer({ min: 1, max: 10 }),
        discount_amount: fc.nat(100),
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(arbitrary, fc.nat(12), (list, count) => {
        const chosen = offeringFor(list, count);
        const reachable = list.filter((offering) => offering.number_of_products <= count);
        if (reachable.length === 0) expect(chosen).toBeUndefined();
        else {
          expect(chosen!.number_of_products).toBe(
            Math.max(...reachable.map((offering) => offering.number_of_products)),
          );
        }
      }),
    );
  });
});

describe('planDiscountAmount', () => {
  it('takes a percentage of the subtotal, rounded down to the cent', () => {
    expect(planDiscountAmount('percentage', offerings, 4, 30000)).toBe(6000);
    expect(planDiscountAmount('percentage', offerings, 3, 12345)).toBe(1234);
  });

  it('takes a fixed amount, never more than the subtotal', () => {
    const fixed = [{ number_of_products: 2, discount_amount: 5000 }];
    expect(planDiscountAmount('fixed', fixed, 2, 8000)).toBe(5000);
    expect(planDiscountAmount('fixed', fixed, 2, 3000)).toBe(3000);
    expect(planDiscountAmount('fixed', fixed, 1, 3000)).toBe(0);
  });

  it('is a whole number of cents between 0 and the subtotal', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'percentage' | 'fixed'>('percentage', 'fixed'),
        fc.array(
          fc.record({
            number_of_products: fc.integer({ min: 1, max: 6 }),
            discount_amount: fc.nat(200_000),
          }),
          { maxLength: 4 },
        ),
        fc.nat(8),
        fc.nat(1_000_000),
        (type, list, count, subtotal) => {
          const amount = planDiscountAmount(type, list, count, subtotal);
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(subtotal);
        },
      ),
    );
  });
});

describe('multiproductDiscounts', () => {
  const multiMember: PlanDiscount = {
    discount_id: 1,
    name: 'Multi-member discount',
    type: 'percentage',
    plans: [1, 7, 8],
    offerings: [
      { number_of_products: 2, discount_amount: 10 },
      { number_of_products: 3, discount_amount: 15 },
    ],
  };
  const siblings: PlanDiscount = {
    discount_id: 2,
    name: 'Siblings discount',
    type: 'fixed',
    plans: [7, 8],
    offerings: [{ number_of_products: 2, discount_amount: 1000 }],
  };

  it('counts only the plans each discount lists', () => {
    const plans = [
      { productId: 1, price: 15000 },
      { productId: 7, price: 8000 },
      { productId: 8, price: 4000 },
      { productId: 2, price: 6000 },
    ];
    expect(multiproductDiscounts([multiMember, siblings], plans)).toEqual([
      { discountId: 1, name: 'Multi-member discount', amount: 4050 },
      { discountId: 2, name: 'Siblings discount', amount: 1000 },
    ]);
  });

  it('leaves out discounts not earned', () => {
    expect(
      multiproductDiscounts([multiMember, siblings], [{ productId: 1, price: 15000 }]),
    ).toEqual([]);
  });

  it('never takes off more than the plans cost', () => {
    const anyDiscount = fc.record({
      discount_id: fc.nat(),
      name: fc.string(),
      type: fc.constantFrom<'percentage' | 'fixed'>('percentage', 'fixed'),
      plans: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 5 }),
      offerings: fc.array(
        fc.record({
          number_of_products: fc.integer({ min: 1, max: 4 }),
          discount_amount: fc.nat(100),
        }),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(
        fc.array(anyDiscount, { maxLength: 4 }),
        fc.array(fc.record({ productId: fc.integer({ min: 1, max: 5 }), price: fc.nat(50_000) }), {
          maxLength: 6,
        }),
        (discounts, plans) => {
          const applied = multiproductDiscounts(discounts, plans);
          const total = plans.reduce((sum, plan) => sum + plan.price, 0);
          const taken = applied.reduce((sum, discount) => sum + discount.amount, 0);
          expect(taken).toBeLessThanOrEqual(total);
          expect(applied.every((discount) => discount.amount > 0)).toBe(true);
        },
      ),
    );
  });
});

describe('shopItemDiscountAmount', () => {
  const kitDeal = { type: 'percentage' as const, amount: 10, shopItemTypeId: 1, minQuantity: 3 };

  it('applies from the minimum quantity of items of its type', () => {
    const lines = [
      { shopItemTypeId: 1, price: 5500, quantity: 2 },
      { shopItemTypeId: 2, price: 1500, quantity: 4 },
    ];
    expect(shopItemDiscountAmount(kitDeal, lines)).toBe(0);
    expect(
      shopItemDiscountAmount(kitDeal, [...lines, { shopItemTypeId: 1, price: 4000, quantity: 1 }]),
    ).toBe(1500);
  });

  it('counts every type when it names none, and never exceeds the items’ price', () => {
    const any = { type: 'amount' as const, amount: 5000, shopItemTypeId: null, minQuantity: 2 };
    expect(
      shopItemDiscountAmount(any, [
        { shopItemTypeId: 1, price: 1200, quantity: 1 },
        { shopItemTypeId: 2, price: 1500, quantity: 1 },
      ]),
    ).toBe(2700);
  });
});

describe('discount codes', () => {
  const welcome: DiscountCodeRule = {
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
  };
  const now = new Date('2027-03-01T12:00:00Z');
  const context = { now, subtotal: 10000, memberUses: 0 };

  it('is valid within its dates and limits', () => {
    expect(discountCodeStatus(welcome, context)).toBe('valid');
  });

  it('tells why a code cannot be used', () => {
    expect(discountCodeStatus({ ...welcome, active: false }, context)).toBe('inactive');
    expect(discountCodeStatus({ ...welcome, validFrom: new Date('2027-04-01') }, context)).toBe(
      'not_started',
    );
    expect(
      discountCodeStatus({ ...welcome, validTo: new Date('2027-03-01T12:00:00Z') }, context),
    ).toBe('expired');
    expect(discountCodeStatus({ ...welcome, maxUses: 5, uses: 5 }, context)).toBe('used_up');
    expect(
      discountCodeStatus({ ...welcome, maxUsesPerMember: 1 }, { ...context, memberUses: 1 }),
    ).toBe('used_by_member');
    expect(discountCodeStatus({ ...welcome, minSubtotal: 10001 }, context)).toBe(
      'below_min_subtotal',
    );
    expect(discountCodeStatus(welcome, { ...context, subtotal: 0 })).toBe('no_matching_items');
  });

  it('takes a percentage or an amount, at most the subtotal', () => {
    expect(discountCodeAmount(welcome, 12345)).toBe(1234);
    expect(discountCodeAmount({ type: 'amount', amount: 500 }, 5000)).toBe(500);
    expect(discountCodeAmount({ type: 'amount', amount: 500 }, 300)).toBe(300);
    fc.assert(
      fc.property(
        fc.constantFrom<'percentage' | 'amount'>('percentage', 'amount'),
        fc.integer({ min: 1, max: 100_000 }),
        fc.nat(1_000_000),
        (type, amount, subtotal) => {
          const off = discountCodeAmount(
            { type, amount: type === 'percentage' ? (amount % 100) + 1 : amount },
            subtotal,
          );
          expect(Number.isInteger(off)).toBe(true);
          expect(off).toBeGreaterThanOrEqual(0);
          expect(off).toBeLessThanOrEqual(subtotal);
        },
      ),
    );
  });
});

describe('splitOverPayments', () => {
  it('puts the remainder on the first payment', () => {
    expect(splitOverPayments(1000, 3)).toEqual([334, 333, 333]);
    expect(splitOverPayments(900, 3)).toEqual([300, 300, 300]);
    expect(splitOverPayments(5, 1)).toEqual([5]);
  });

  it('refuses fewer than one payment', () => {
    expect(() => splitOverPayments(100, 0)).toThrow(RangeError);
    expect(() => splitOverPayments(100, 1.5)).toThrow(RangeError);
  });

  it('always adds up, in whole cents, the first the largest and the rest equal', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 1, max: 120 }), (amount, payments) => {
        const parts = splitOverPayments(amount, payments);
        expect(parts).toHaveLength(payments);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
        expect(parts.every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
        expect(new Set(parts.slice(1)).size).toBeLessThanOrEqual(1);
        expect(parts[0]! - (parts[1] ?? parts[0]!)).toBeLessThan(payments);
        expect(parts[0]!).toBeGreaterThanOrEqual(parts[1] ?? 0);
      }),
    );
  });
});
