import type { PaymentMethod } from '@touchline/contracts';
import { useServerRead } from '@touchline/store/server-data';
import { savedCardsRead } from './payment-reads';

export interface SavedCards {
  /** The member's cards are being read: the payment choice waits for them. */
  loading: boolean;
  /** The default card first. */
  cards: PaymentMethod[];
}

const NONE: SavedCards = { loading: false, cards: [] };

/**
 * The signed-in member's saved cards (`userId` null: a guest, who keeps none). A list that
 * cannot be read leaves the new card entry, as if there were no cards.
 */
export function useSavedCards(userId: number | null): SavedCards {
  const { read } = useServerRead(savedCardsRead, userId === null ? null : { userId });
  if (userId === null) return NONE;
  if (read.state === 'loading') return { loading: true, cards: [] };
  return read.state === 'loaded' ? { loading: false, cards: read.value } : NONE;
}
