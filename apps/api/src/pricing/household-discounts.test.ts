import type { PlanDiscount } from '@touchline/contracts';
import {
  householdCountText,
  householdMultiproductDiscounts,
  householdReason,
  ordinal,
  sameSeason,
  type HouseholdMembership,
  type SeasonedPlan,
} from './household-discounts';
import { priceCart, type PricingLine, type PricingRules } from './price-cart';

const SEASON_2027 = { validFrom: '2027-01-01', validTo: '2027-12-31' };
const SEASON_2028 = { validFrom: '2028-01-01', validTo: '2028-12-31' };

// The demo club's rules: 10% off two plans, 15% off three (the subtotal of all of them).
const multiMember: PlanDiscount = {
  discount_id: 1,
  name: 'Multi-member discount',
  type: 'percentage',
  plans: [1, 2],
  offerings: [
    { number_of_products: 2, discount_amount: 10 },
    { number_of_products: 3, discount_amount: 15 },
  ],
};
const siblings: PlanDiscount = {
  discount_id: 2,
  name: 'Siblings discount',
  type: 'fixed',
  plans: [2],
  offerings: [
    { number_of_products: 2, discount_amount: 1000 },
    { number_of_products: 3, discount_amount: 2500 },
  ],
};

const child = (price = 10000, period = SEASON_2027): SeasonedPlan => ({
  productId: 2,
  price,
  period,
  isJuvenile: true,
});
const held = (price = 10000, period = SEASON_2027, productId = 2): HouseholdMembership => ({
  productId,
  price,
  period,
  isJuvenile: productId === 2,
});

describe('household pricing: the season', () => {
  it('is the same when two membership periods share a day; open ends reach every day', () => {
    expect(sameSeason(SEASON_2027, SEASON_2027)).toBe(true);
    expect(sameSeason(SEASON_2027, { validFrom: '2027-09-01', validTo: '2028-06-30' })).toBe(true);
    expect(sameSeason(SEASON_2027, SEASON_2028)).toBe(false);
    expect(sameSeason(SEASON_2027, { validFrom: null, validTo: null })).toBe(true);
    expect(sameSeason(SEASON_2028, { validFrom: null, validTo: '2027-12-31' })).toBe(false);
  });
});

describe('household pricing: the discounts', () => {
  it('is the plain rule when the household holds nothing yet', () => {
    expect(householdMultiproductDiscounts([multiMember], [child(), child()], [])).toEqual([
      { discountId: 1, name: 'Multi-member discount', amount: 2000, earlier: [] },
    ]);
    expect(householdMultiproductDiscounts([multiMember], [child()], [])).toEqual([]);
  });

  it('prices the third child joining later as bought with the other two', () => {
    // Bought together, three children at €100 take 15% of €300 off: €45. The first two paid
    // with 10% of €200 off (€20), so the third takes the other €25.
    const earlier = [held(), held()];
    expect(householdMultiproductDiscounts([multiMember], [child()], earlier)).toEqual([
      { discountId: 1, name: 'Multi-member discount', amount: 2500, earlier },
    ]);
    // A fixed discount: €25 for three less the €10 the first two had.
    expect(householdMultiproductDiscounts([siblings], [child()], earlier)).toEqual([
      { discountId: 2, name: 'Siblings discount', amount: 1500, earlier },
    ]);
  });

  it('gives the second child the two-plan price when the first was bought alone', () => {
    expect(householdMultiproductDiscounts([multiMember], [child()], [held()])[0]?.amount).toBe(
      2000,
    );
  });

  it('does not count memberships of another season, nor of plans the discount does not list', () => {
    expect(
      householdMultiproductDiscounts([multiMember], [child()], [held(10000, SEASON_2028)]),
    ).toEqual([]);
    expect(
      householdMultiproductDiscounts([multiMember], [child()], [held(10000, SEASON_2027, 9)]),
    ).toEqual([]);
  });

  it("never takes more than the cart's plans of the discount", () => {
    const generous: PlanDiscount = {
      ...multiMember,
      offerings: [{ number_of_products: 2, discount_amount: 50 }],
    };
    // Half of €500 and €100 is €300: the child's plan costs €100 only.
    expect(
      householdMultiproductDiscounts([generous], [child()], [held(50000, SEASON_2027, 1)])[0]
        ?.amount,
    ).toBe(10000);
  });
});

describe('household pricing: the reasons', () => {
  it('names the place of the plan in the family this season', () => {
    expect(householdReason(3, true)).toBe('Third child in your family this season');
    expect(householdReason(2, false)).toBe('Second membership in your family this season');
    expect(ordinal(11)).toBe('11th');
    expect(ordinal(22)).toBe('22nd');
    expect(householdCountText(1)).toBe('Counts 1 membership your family has this season');
    expect(householdCountText(2)).toBe('Counts 2 memberships your family has this season');
  });

  it('puts the reason on the cart line and the count on the cart discount', () => {
    const line: PricingLine = {
      itemId: 7,
      productId: 2,
      type: 'Plan',
      shopItemTypeId: null,
      unitPrice: 10000,
      quantity: 1,
      option: null,
      period: SEASON_2027,
      isJuvenile: true,
    };
    const rules: PricingRules = {
      planDiscounts: [multiMember],
      shopItemDiscounts: [],
      code: null,
      now: new Date('2027-03-10T10:00:00Z'),
      household: [held(), held()],
    };
    const priced = priceCart([line], rules);
    expect(priced.lines[0]?.discounts).toEqual([
      expect.objectContaining({
        name: 'Multi-member discount',
        amount: 2500,
        reason: 'Third child in your family this season',
      }),
    ]);
    expect(priced.payToday).toEqual({ subtotal: 10000, discount: 2500, total: 7500 });
    expect(priced.discounts).toEqual([
      expect.objectContaining({
        kind: 'multiproduct',
        today: 2500,
        reason: 'Counts 2 memberships your family has this season',
      }),
    ]);
    // Without the household: nothing off one plan.
    expect(priceCart([line], { ...rules, household: [] }).payToday.discount).toBe(0);
  });
});
