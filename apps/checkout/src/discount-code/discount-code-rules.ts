import type { ShoppingCart } from '@touchline/contracts';

/**
 * No discount code for a cart holding a membership with a subscription that runs
 * until the club cancels it.
 */
export function discountCodeAllowed(cart: ShoppingCart): boolean {
  const endless = cart.items.some((item) => item.recurs_until_cancelled);
  return !(cart.has_membership_items && endless);
}
