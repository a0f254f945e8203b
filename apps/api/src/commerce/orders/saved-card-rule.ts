import type { Auth } from '../../identity/authenticate';
import type { LoadedCart } from '../cart/cart-pricing-repository';
import { requiresSavedCard } from '../cart/cart-view';
import { fail } from '../../errors/domain-error';

/**
 * Whether a paid order keeps the buyer's card. A cart with auto-renewing tickets, instalments
 * or a subscription needs the card for its later payments: a member's is kept whatever the
 * browser sent, and a guest, who keeps no cards, is refused.
 */
export function savePaymentMethodFor(auth: Auth, loaded: LoadedCart, chosen: boolean): boolean {
  const required = requiresSavedCard(loaded);
  if (required && auth.kind === 'guest') throw fail('guest_saved_card_required');
  return auth.kind === 'user' && (chosen || required);
}
