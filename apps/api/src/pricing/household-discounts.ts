// Household pricing: the club's plan (multiproduct) discounts count the memberships the buyer's
// household already has in the same season, not only the plans in this cart, so a child joining
// later pays what they would have paid bought together with the others.
import type { PlanDiscount } from '@touchline/contracts';
import { planDiscountAmount, type AppliedDiscount, type PricedPlan } from './discounts';

/** A membership period, `YYYY-MM-DD` days (null: open on that side). */
export interface SeasonPeriod {
  readonly validFrom: string | null;
  readonly validTo: string | null;
}

/** A plan membership the household holds already (a standalone plan line of an earlier order). */
export interface HouseholdMembership {
  readonly productId: number;
  /** What the line cost before discounts, over all its payments (cents). */
  readonly price: number;
  readonly period: SeasonPeriod;
  readonly isJuvenile: boolean;
}

/** A plan of this cart as household pricing sees it. */
export interface SeasonedPlan extends PricedPlan {
  readonly period: SeasonPeriod;
  readonly isJuvenile: boolean;
}

/** Whether two membership periods share a day: the same season. Open ends reach every day. */
export function sameSeason(a: SeasonPeriod, b: SeasonPeriod): boolean {
  const startsBeforeEnd = (from: string | null, to: string | null) =>
    from === null || to === null || from <= to;
  return startsBeforeEnd(a.validFrom, b.validTo) && startsBeforeEnd(b.validFrom, a.validTo);
}

export interface HouseholdDiscount extends AppliedDiscount {
  /** The household's memberships of this season this discount counted besides the cart's. */
  readonly earlier: readonly HouseholdMembership[];
}

/**
 * The multiproduct discounts a cart's plans earn when the household's memberships of the same
 * season count too: for each discount, its plans in the cart and the household's earlier
 * memberships of its plans whose season is that of one of them. The cart takes what the whole
 * household earns bought together less what the earlier memberships alone earn (so the earlier
 * orders and this one together get what one order would have), never below zero, never more than
 * the cart's plans of the discount nor, together, more than all its plans. Without earlier
 * memberships it is the plain rule (`multiproductDiscounts`).
 */
export function householdMultiproductDiscounts(
  discounts: readonly PlanDiscount[],
  plans: readonly SeasonedPlan[],
  household: readonly HouseholdMembership[],
): HouseholdDiscount[] {
  const applied: HouseholdDiscount[] = [];
  let left = plans.reduce((sum, plan) => sum + plan.price, 0);
  for (const discount of discounts) {
    const listed = new Set(discount.plans);
    const counted = plans.filter((plan) => listed.has(plan.productId));
    if (counted.length === 0) continue;
    const earlier = household.filter(
      (membership) =>
        listed.has(membership.productId) &&
        counted.some((plan) => sameSeason(plan.period, membership.period)),
    );
    const subtotal = counted.reduce((sum, plan) => sum + plan.price, 0);
    const earlierSubtotal = earlier.reduce((sum, membership) => sum + membership.price, 0);
    const whole = planDiscountAmount(
      discount.type,
      discount.offerings,
      earlier.length + counted.length,
      earlierSubtotal + subtotal,
    );
    const already = planDiscountAmount(
      discount.type,
      discount.offerings,
      earlier.length,
      earlierSubtotal,
    );
    const amount = Math.min(left, subtotal, Math.max(0, whole - already));
    if (amount <= 0) continue;
    left -= amount;
    applied.push({ discountId: discount.discount_id, name: discount.name, amount, earlier });
  }
  return applied;
}

const ORDINALS = [
  'First',
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
  'Ninth',
  'Tenth',
];

/** "Third", "Eleventh" is written "11th". */
export function ordinal(position: number): string {
  const word = ORDINALS[position - 1];
  if (word) return word;
  const tens = position % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][position % 10] ?? 'th');
  return `${position}${suffix}`;
}

/**
 * Why a cart's plan is discounted as the household's `position`-th membership of the season:
 * "Third child in your family this season" when every membership counted is a juvenile's, else
 * "Third membership in your family this season".
 */
export function householdReason(position: number, childrenOnly: boolean): string {
  return `${ordinal(position)} ${childrenOnly ? 'child' : 'membership'} in your family this season`;
}

/**
 * What a discount counted besides the cart, for the cart's totals: "Counts 2 memberships your
 * family has this season".
 */
export function householdCountText(earlier: number): string {
  return `Counts ${earlier} ${earlier === 1 ? 'membership' : 'memberships'} your family has this season`;
}
