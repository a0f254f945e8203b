import fc from 'fast-check';
import {
  bundlePrice,
  bundleSelectionProblems,
  defaultBundleSelection,
  type BundleRules,
} from './bundle-pricing';

const dynamic = (priceCap: number | null) => ({ isDynamicPricing: true, priceCap, flatPrice: 0 });

describe('bundlePrice', () => {
  const lines = [
    { priceInBundle: 12000, count: 2 },
    { priceInBundle: 6000, count: 3 },
  ];

  it('sums the in-bundle prices of the chosen plans', () => {
    expect(bundlePrice(lines, dynamic(null))).toBe(42000);
  });

  it('caps the sum at price_cap', () => {
    expect(bundlePrice(lines, dynamic(35000))).toBe(35000);
    expect(bundlePrice([{ priceInBundle: 5000, count: 1 }], dynamic(35000))).toBe(5000);
  });

  it('charges the flat price when the bundle is not dynamically priced', () => {
    expect(bundlePrice(lines, { isDynamicPricing: false, priceCap: 1000, flatPrice: 10000 })).toBe(
      10000,
    );
  });

  const linesArbitrary = fc.array(
    fc.record({ priceInBundle: fc.nat(100_000), count: fc.nat(10) }),
    { maxLength: 8 },
  );

  it('is never above the cap nor the plain sum, never negative, always whole cents', () => {
    fc.assert(
      fc.property(linesArbitrary, fc.option(fc.nat(1_000_000), { nil: null }), (chosen, cap) => {
        const price = bundlePrice(chosen, dynamic(cap));
        const sum = chosen.reduce((total, line) => total + line.priceInBundle * line.count, 0);
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(price).toBeLessThanOrEqual(sum);
        if (cap !== null) expect(price).toBeLessThanOrEqual(cap);
        expect(price).toBe(cap === null ? sum : Math.min(sum, cap));
      }),
    );
  });

  it('does not fall when a plan is added', () => {
    fc.assert(
      fc.property(
        linesArbitrary,
        fc.record({ priceInBundle: fc.nat(100_000), count: fc.nat(10) }),
        fc.option(fc.nat(1_000_000), { nil: null }),
        (chosen, extra, cap) => {
          expect(bundlePrice([...chosen, extra], dynamic(cap))).toBeGreaterThanOrEqual(
            bundlePrice(chosen, dynamic(cap)),
          );
        },
      ),
    );
  });
});

describe('bundleSelectionProblems', () => {
  const family: BundleRules = {
    conditions: {
      adult: { min_allowed: 1, max_allowed: 2 },
      juvenile: { min_allowed: 1, max_allowed: 4 },
    },
    items: [
      {
        productId: 1,
        name: 'Adult Playing Membership',
        isJuvenile: false,
        minAllowed: 0,
        maxAllowed: 2,
        availableCount: null,
      },
      {
        productId: 2,
        name: 'Juvenile Membership',
        isJuvenile: true,
        minAllowed: 0,
        maxAllowed: 4,
        availableCount: null,
      },
      {
        productId: 3,
        name: 'Student Membership',
        isJuvenile: false,
        minAllowed: 0,
        maxAllowed: 2,
        availableCount: 1,
      },
    ],
  };
  const select = (entries: [number, number][]) => new Map(entries);

  it('accepts a selection within every limit', () => {
    expect(
      bundleSelectionProblems(
        family,
        select([
          [1, 2],
          [2, 3],
        ]),
      ),
    ).toEqual([]);
  });

  it('asks for plans when none is chosen', () => {
    expect(bundleSelectionProblems(family, select([]))).toEqual(['Select plans in a bundle']);
    expect(bundleSelectionProblems(family, defaultBundleSelection(family))).toEqual([
      'Select plans in a bundle',
    ]);
  });

  it('names the missing adult or juvenile plans with the spec’s texts', () => {
    expect(bundleSelectionProblems(family, select([[2, 1]]))).toEqual([
      'Add at least 1 adult plan(s)',
    ]);
    expect(bundleSelectionProblems(family, select([[1, 1]]))).toEqual([
      'Add at least 1 juvenile plan(s)',
    ]);
  });

  it('refuses more than a plan or a member type allows, or than is left', () => {
    expect(
      bundleSelectionProblems(
        family,
        select([
          [1, 3],
          [2, 1],
        ]),
      ),
    ).toEqual([
      'Choose between 0 and 2 of Adult Playing Membership',
      'Add at most 2 adult plan(s)',
    ]);
    expect(
      bundleSelectionProblems(
        family,
        select([
          [3, 2],
          [2, 1],
        ]),
      ),
    ).toEqual(['Maximum number of subscriptions has been reached for this plan.']);
    expect(
      bundleSelectionProblems(
        family,
        select([
          [9, 1],
          [1, 1],
          [2, 1],
        ]),
      ),
    ).toEqual(['This plan is not part of the bundle']);
  });

  it('starts a couple bundle at its minimum, which is complete', () => {
    const couple: BundleRules = {
      conditions: { adult: { min_allowed: 2, max_allowed: 2 } },
      items: [
        {
          productId: 5,
          name: 'Adult Social Membership',
          isJuvenile: false,
          minAllowed: 2,
          maxAllowed: 2,
          availableCount: null,
        },
      ],
    };
    expect(defaultBundleSelection(couple)).toEqual(new Map([[5, 2]]));
    expect(bundleSelectionProblems(couple, defaultBundleSelection(couple))).toEqual([]);
  });

  it('accepts exactly the selections within every limit', () => {
    fc.assert(
      fc.property(fc.nat(4), fc.nat(6), fc.nat(3), (adults, juveniles, students) => {
        const problems = bundleSelectionProblems(
          family,
          select([
            [1, adults],
            [2, juveniles],
            [3, students],
          ]),
        );
        const adultTotal = adults + students;
        const valid =
          adults <= 2 &&
          juveniles <= 4 &&
          students <= 1 &&
          adultTotal >= 1 &&
          adultTotal <= 2 &&
          juveniles >= 1;
        expect(problems.length === 0).toBe(valid);
      }),
    );
  });
});
