import { createMemberPaymentCalls } from '@touchline/api-client';
import type { PaymentMethod } from '@touchline/contracts';
import { useApiHttp } from '@touchline/store';
import { useEffect, useMemo, useState } from 'react';

export interface SavedCards {
  /** The member's cards are being read: the payment choice waits for them. */
  loading: boolean;
  /** The default card first. */
  cards: PaymentMethod[];
}

/** One page holds every card a member keeps. */
const ALL_CARDS = { per_page: 100, page: 1 };

const NONE: SavedCards = { loading: false, cards: [] };

const defaultFirst = (cards: PaymentMethod[]) =>
  [...cards].sort((a, b) => Number(b.is_default) - Number(a.is_default));

/**
 * The signed-in member's saved cards (`userId` null: a guest, who keeps none). A list that
 * cannot be read leaves the new card entry, as if there were no cards.
 */
export function useSavedCards(userId: number | null): SavedCards {
  const http = useApiHttp();
  const calls = useMemo(() => createMemberPaymentCalls(http), [http]);
  const [read, setRead] = useState<{ userId: number; cards: PaymentMethod[] } | null>(null);

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    calls
      .getPaymentMethods(ALL_CARDS, { signal: controller.signal })
      .then((list) => setRead({ userId, cards: defaultFirst(list.items) }))
      .catch(() => {
        if (!controller.signal.aborted) setRead({ userId, cards: [] });
      });
    return () => controller.abort();
  }, [calls, userId]);

  if (userId === null) return NONE;
  // Another member's cards, read before a change of account, are never offered.
  if (read?.userId !== userId) return { loading: true, cards: [] };
  return { loading: false, cards: read.cards };
}
