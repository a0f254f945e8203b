import type { ProductType } from '@touchline/contracts';
import { percentOf } from '@touchline/validators';

// The plan discount rules live in the validators package, shared with the site.
export {
  multiproductDiscounts,
  offeringFor,
  percentOf,
  planDiscountAmount,
  type AppliedDiscount,
  type PricedPlan,
} from '@touchline/validators';

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
 * (a code discount on a subscription is divided over its payments).
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
