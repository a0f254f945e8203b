import type { DiscountOffering } from '@touchline/contracts';

/** One plan inside a bundle: its in-bundle price (cents) and how many are chosen. */
export interface BundleLine {
  priceInBundle: number;
  count: number;
}

export interface BundlePricing {
  isDynamicPricing: boolean;
  /** Cap on the sum of the lines (cents); null for none. */
  priceCap: number | null;
  /** Price when the bundle is not dynamically priced (cents). */
  flatPrice: number;
}

/** Spec 002 section 5: the sum of in-bundle prices capped by price_cap, or the flat price. */
export function bundlePrice(lines: readonly BundleLine[], pricing: BundlePricing): number {
  if (!pricing.isDynamicPricing) return pricing.flatPrice;
  const sum = lines.reduce((total, line) => total + line.priceInBundle * line.count, 0);
  return pricing.priceCap === null ? sum : Math.min(sum, pricing.priceCap);
}

/**
 * The offering that applies to a count of plans: the one for exactly that count, else the
 * largest one the count reaches; none below the smallest.
 */
export function offeringFor(
  offerings: readonly DiscountOffering[],
  count: number,
): DiscountOffering | undefined {
  const exact = offerings.find((offering) => offering.number_of_products === count);
  if (exact) return exact;
  return [...offerings]
    .filter((offering) => offering.number_of_products <= count)
    .sort((a, b) => b.number_of_products - a.number_of_products)[0];
}

/**
 * A plan discount in cents (spec 002 section 5): percentage = subtotal x amount / 100, rounded
 * down to the cent; fixed = the offering's amount; never more than the subtotal.
 */
export function planDiscountAmount(
  type: 'percentage' | 'fixed',
  offerings: readonly DiscountOffering[],
  count: number,
  subtotal: number,
): number {
  const offering = offeringFor(offerings, count);
  if (!offering) return 0;
  const amount =
    type === 'percentage'
      ? Math.floor((subtotal * offering.discount_amount) / 100)
      : offering.discount_amount;
  return Math.max(0, Math.min(amount, subtotal));
}

/**
 * Splits an amount over a number of payments in whole cents, the remainder on the first
 * (spec 002: discount codes on instalments and subscriptions).
 */
export function splitOverPayments(amount: number, payments: number): number[] {
  if (payments < 1) throw new RangeError('At least one payment');
  const share = Math.floor(amount / payments);
  const parts = Array.from({ length: payments }, () => share);
  parts[0] = amount - share * (payments - 1);
  return parts;
}
