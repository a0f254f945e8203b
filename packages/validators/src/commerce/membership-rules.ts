// The membership purchase rules the site and the Club API share (bundle selections and prices,
// multi-member plan discounts): one module, so the summary the site shows is the one the cart
// charges. Types are structural copies of the API contract's (this package imports no other).

/** Lowest and highest number of plans of one kind (adult or juvenile) in a bundle. */
export interface PlanTypeLimits {
  readonly min_allowed: number;
  readonly max_allowed: number;
}

/** A plan discount's offering: from `number_of_products` plans, percent or cents off. */
export interface DiscountOffering {
  readonly number_of_products: number;
  readonly discount_amount: number;
}

/** A multi-member discount over some plans. */
export interface PlanDiscount {
  readonly discount_id: number;
  readonly name: string;
  readonly type: 'percentage' | 'fixed';
  readonly plans: readonly number[];
  readonly offerings: readonly DiscountOffering[];
}

/** One plan chosen in a bundle: its in-bundle price (cents) and how many are chosen. */
export interface BundleLine {
  readonly priceInBundle: number;
  readonly count: number;
}

export interface BundlePricing {
  readonly isDynamicPricing: boolean;
  /** Cap on the sum of the lines (cents); null for none. */
  readonly priceCap: number | null;
  /** The price when the bundle is not dynamically priced (cents). */
  readonly flatPrice: number;
}

/**
 * A bundle's price: the sum of the in-bundle prices of the chosen plans,
 * capped by `price_cap`, or the flat price when the bundle is not dynamically priced.
 */
export function bundlePrice(lines: readonly BundleLine[], pricing: BundlePricing): number {
  if (!pricing.isDynamicPricing) return pricing.flatPrice;
  const sum = lines.reduce((total, line) => total + line.priceInBundle * line.count, 0);
  return pricing.priceCap === null ? sum : Math.min(sum, pricing.priceCap);
}

/** A plan a bundle offers, with its own limits. */
export interface BundleRuleItem {
  readonly productId: number;
  readonly name: string;
  readonly isJuvenile: boolean;
  readonly minAllowed: number;
  readonly maxAllowed: number;
  /** Places left for the plan; null for no limit. */
  readonly availableCount: number | null;
}

export interface BundleRules {
  readonly conditions: { readonly adult?: PlanTypeLimits; readonly juvenile?: PlanTypeLimits };
  readonly items: readonly BundleRuleItem[];
}

export const SELECT_PLANS_IN_BUNDLE = 'Select plans in a bundle';
export const OVERSOLD = 'Maximum number of subscriptions has been reached for this plan.';
export const NOT_IN_BUNDLE = 'This plan is not part of the bundle';
export const addAtLeast = (count: number, kind: 'adult' | 'juvenile') =>
  `Add at least ${count} ${kind} plan(s)`;
export const addAtMost = (count: number, kind: 'adult' | 'juvenile') =>
  `Add at most ${count} ${kind} plan(s)`;
export const chooseBetween = (name: string, min: number, max: number) =>
  `Choose between ${min} and ${max} of ${name}`;

/**
 * What stops a bundle selection, as the texts the site shows; empty when
 * the selection is complete. `counts` maps plan ids to how many of each were chosen.
 */
export function bundleSelectionProblems(
  rules: BundleRules,
  counts: ReadonlyMap<number, number>,
): string[] {
  const problems: string[] = [];
  const byId = new Map(rules.items.map((item) => [item.productId, item]));
  let total = 0;
  const perKind = { adult: 0, juvenile: 0 };
  for (const [productId, count] of counts) {
    if (count === 0) continue;
    const item = byId.get(productId);
    if (!item) {
      problems.push(NOT_IN_BUNDLE);
      continue;
    }
    total += count;
    perKind[item.isJuvenile ? 'juvenile' : 'adult'] += count;
  }
  if (total === 0) return [SELECT_PLANS_IN_BUNDLE];
  for (const item of rules.items) {
    const count = counts.get(item.productId) ?? 0;
    if (count < item.minAllowed || count > item.maxAllowed) {
      problems.push(chooseBetween(item.name, item.minAllowed, item.maxAllowed));
    }
    if (item.availableCount !== null && count > item.availableCount) problems.push(OVERSOLD);
  }
  for (const kind of ['adult', 'juvenile'] as const) {
    const limits = rules.conditions[kind];
    if (!limits) continue;
    if (perKind[kind] < limits.min_allowed) problems.push(addAtLeast(limits.min_allowed, kind));
    if (perKind[kind] > limits.max_allowed) problems.push(addAtMost(limits.max_allowed, kind));
  }
  return problems;
}

/** The selection a bundle starts with: the minimum allowed of each plan. */
export function defaultBundleSelection(rules: BundleRules): Map<number, number> {
  return new Map(rules.items.map((item) => [item.productId, item.minAllowed]));
}

/** Percent of an amount in whole cents, rounded down (a discount never rounds up). */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100);
}

/**
 * The offering that applies to a number of plans: the one for exactly that
 * number, else the largest one the number reaches; none below the smallest.
 */
export function offeringFor(
  offerings: readonly DiscountOffering[],
  count: number,
): DiscountOffering | undefined {
  const exact = offerings.find((offering) => offering.number_of_products === count);
  if (exact) return exact;
  let best: DiscountOffering | undefined;
  for (const offering of offerings) {
    if (offering.number_of_products > count) continue;
    if (!best || offering.number_of_products > best.number_of_products) best = offering;
  }
  return best;
}

/**
 * A plan discount in cents: percentage = subtotal x amount / 100 (rounded down), fixed = the
 * offering's amount; never more than the subtotal, never negative.
 */
export function planDiscountAmount(
  type: PlanDiscount['type'],
  offerings: readonly DiscountOffering[],
  count: number,
  subtotal: number,
): number {
  const offering = offeringFor(offerings, count);
  if (!offering) return 0;
  const amount =
    type === 'percentage'
      ? percentOf(subtotal, offering.discount_amount)
      : offering.discount_amount;
  return Math.max(0, Math.min(amount, subtotal));
}

/** A plan in a cart: its product id and price (cents). */
export interface PricedPlan {
  readonly productId: number;
  readonly price: number;
}

export interface AppliedDiscount {
  readonly discountId: number;
  readonly name: string;
  readonly amount: number;
}

/**
 * The multiproduct discounts a set of plans earns: for each plan discount, the plans it lists
 * are counted and their subtotal discounted by the matching offering. Discounts worth nothing
 * are left out; together they never exceed the plans' total.
 */
export function multiproductDiscounts(
  discounts: readonly PlanDiscount[],
  plans: readonly PricedPlan[],
): AppliedDiscount[] {
  const applied: AppliedDiscount[] = [];
  let left = plans.reduce((sum, plan) => sum + plan.price, 0);
  for (const discount of discounts) {
    const listed = new Set(discount.plans);
    const counted = plans.filter((plan) => listed.has(plan.productId));
    const subtotal = counted.reduce((sum, plan) => sum + plan.price, 0);
    const amount = Math.min(
      left,
      planDiscountAmount(discount.type, discount.offerings, counted.length, subtotal),
    );
    if (amount <= 0) continue;
    left -= amount;
    applied.push({ discountId: discount.discount_id, name: discount.name, amount });
  }
  return applied;
}
