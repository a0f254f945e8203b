import type { DiscountOffering, PlanDiscount, ProductType } from '@touchline/contracts';

/** Percent of an amount in whole cents, rounded down (a discount never rounds up). */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100);
}

/**
 * The offering that applies to a number of plans (spec 002 section 5): the one for exactly that
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

/** A shop item discount: from `minQuantity` items (of one type, or of any when null) on. */
export interface ShopItemDiscountRule {
  readonly type: 'percentage' | 'amount';
  readonly amount: number;
  readonly shopItemTypeId: number | null;
  readonly minQuantity: number;
}

export interface ShopItemLine {
  readonly shopItemTypeId: number | null;
  /** Cents for one item. */
  readonly price: number;
  readonly quantity: number;
}

/** What a shop item discount takes off the items it counts (cents, at most their subtotal). */
export function shopItemDiscountAmount(
  rule: ShopItemDiscountRule,
  lines: readonly ShopItemLine[],
): number {
  const counted = lines.filter(
    (line) => rule.shopItemTypeId === null || line.shopItemTypeId === rule.shopItemTypeId,
  );
  const quantity = counted.reduce((sum, line) => sum + line.quantity, 0);
  if (quantity < rule.minQuantity) return 0;
  const subtotal = counted.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const amount = rule.type === 'percentage' ? percentOf(subtotal, rule.amount) : rule.amount;
  return Math.min(amount, subtotal);
}

/** A discount code as the pricing rules need it. */
export interface DiscountCodeRule {
  readonly type: 'percentage' | 'amount';
  /** Percent (1-100) or cents. */
  readonly amount: number;
  /** The product types it applies to; empty for all. */
  readonly productTypes: readonly ProductType[];
  readonly minSubtotal: number;
  readonly validFrom: Date | null;
  readonly validTo: Date | null;
  readonly maxUses: number | null;
  readonly maxUsesPerMember: number | null;
  readonly uses: number;
  readonly active: boolean;
}

export type DiscountCodeStatus =
  | 'valid'
  | 'inactive'
  | 'not_started'
  | 'expired'
  | 'used_up'
  | 'used_by_member'
  | 'below_min_subtotal'
  | 'no_matching_items';

/**
 * Whether a code can be applied now to a cart whose matching items come to `subtotal` (the
 * items of the code's product types), by a member who used it `memberUses` times.
 */
export function discountCodeStatus(
  code: DiscountCodeRule,
  context: { readonly now: Date; readonly subtotal: number; readonly memberUses: number },
): DiscountCodeStatus {
  if (!code.active) return 'inactive';
  if (code.validFrom && context.now < code.validFrom) return 'not_started';
  if (code.validTo && context.now >= code.validTo) return 'expired';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'used_up';
  if (code.maxUsesPerMember !== null && context.memberUses >= code.maxUsesPerMember) {
    return 'used_by_member';
  }
  if (context.subtotal <= 0) return 'no_matching_items';
  if (context.subtotal < code.minSubtotal) return 'below_min_subtotal';
  return 'valid';
}

/** What a code takes off the subtotal of the items it applies to (cents, at most the subtotal). */
export function discountCodeAmount(
  code: Pick<DiscountCodeRule, 'type' | 'amount'>,
  subtotal: number,
): number {
  const amount = code.type === 'percentage' ? percentOf(subtotal, code.amount) : code.amount;
  return Math.max(0, Math.min(amount, subtotal));
}

/**
 * Splits an amount over a number of payments in whole cents with the remainder on the first
 * (spec 002: a code discount on a subscription is divided over its payments).
 */
export function splitOverPayments(amount: number, payments: number): number[] {
  if (!Number.isInteger(payments) || payments < 1) {
    throw new RangeError('At least one payment is needed');
  }
  const share = Math.floor(amount / payments);
  const parts = Array.from({ length: payments }, () => share);
  parts[0] = amount - share * (payments - 1);
  return parts;
}
