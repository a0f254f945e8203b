import fc from 'fast-check';
import { bundlePrice, offeringFor, planDiscountAmount, splitOverPayments } from './pricing';

describe('bundlePrice', () => {
  it('sums the in-bundle prices, capped by price_cap', () => {
    const lines = [
      { priceInBundle: 8000, count: 2 },
      { priceInBundle: 3000, count: 3 },
    ];
    expect(bundlePrice(lines, { isDynamicPricing: true, priceCap: null, flatPrice: 0 })).toBe(
      25000,
    );
    expect(bundlePrice(lines, { isDynamicPricing: true, priceCap: 20000, flatPrice: 0 })).toBe(
      20000,
    );
  });

  it('charges the flat price when the bundle is not dynamically priced', () => {
    expect(
      bundlePrice([{ priceInBundle: 8000, count: 4 }], {
        isDynamicPricing: false,
        priceCap: 1000,
        flatPrice: 15000,
      }),
    ).toBe(15000);
  });

  it('never exceeds the cap nor the plain sum', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ priceInBundle: fc.nat(100_000), count: fc.integer({ min: 0, max: 10 }) }),
        ),
        fc.option(fc.nat(1_000_000), { nil: null }),
        (lines, cap) => {
          const price = bundlePrice(lines, { isDynamicPricing: true, priceCap: cap, flatPrice: 0 });
          const sum = lines.reduce((t, l) => t + l.priceInBundle * l.count, 0);
          return price <= sum && (cap === null || price <= cap) && price >= 0;
        },
      ),
    );
  });
});

describe('plan discounts', () => {
  const offerings = [
    { number_of_products: 2, discount_amount: 10 },
    { number_of_products: 4, discount_amount: 20 },
  ];

  it('matches exactly the count, else the largest reached, none below the smallest', () => {
    expect(offeringFor(offerings, 2)?.discount_amount).toBe(10);
    expect(offeringFor(offerings, 3)?.discount_amount).toBe(10);
    expect(offeringFor(offerings, 7)?.discount_amount).toBe(20);
    expect(offeringFor(offerings, 1)).toBeUndefined();
  });

  it('takes a percentage of the subtotal or a fixed amount, never more than the subtotal', () => {
    expect(planDiscountAmount('percentage', offerings, 4, 30000)).toBe(6000);
    expect(planDiscountAmount('percentage', offerings, 3, 12345)).toBe(1234);
    expect(
      planDiscountAmount('fixed', [{ number_of_products: 2, discount_amount: 5000 }], 2, 3000),
    ).toBe(3000);
    expect(planDiscountAmount('fixed', offerings, 1, 3000)).toBe(0);
  });
});

describe('splitOverPayments', () => {
  it('puts the remainder on the first payment', () => {
    expect(splitOverPayments(1000, 3)).toEqual([334, 333, 333]);
    expect(splitOverPayments(900, 3)).toEqual([300, 300, 300]);
    expect(splitOverPayments(5, 1)).toEqual([5]);
  });

  it('always adds up, in whole cents, with the first payment the largest', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 1, max: 60 }), (amount, payments) => {
        const parts = splitOverPayments(amount, payments);
        return (
          parts.length === payments &&
          parts.reduce((a, b) => a + b, 0) === amount &&
          parts.every((part) => Number.isInteger(part) && part >= 0 && part <= parts[0]!)
        );
      }),
    );
  });
});
