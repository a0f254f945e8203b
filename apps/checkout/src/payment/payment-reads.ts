import { createMemberPaymentCalls } from '@touchline/api-client';
import type { PaymentMethod } from '@touchline/contracts';
import { defineServerRead } from '@touchline/store/server-data';

/** One page holds every card a member keeps. */
const ALL_CARDS = { per_page: 100, page: 1 };

const defaultFirst = (cards: PaymentMethod[]) =>
  [...cards].sort((a, b) => Number(b.is_default) - Number(a.is_default));

/**
 * The signed-in member's saved cards, the default first (ADR 0035). The member's id is in the
 * arguments only to key the answer: another member's cards are never offered.
 */
export const savedCardsRead = defineServerRead(
  'checkout/saved-cards',
  async (http, _: { userId: number }, signal) =>
    defaultFirst(
      (await createMemberPaymentCalls(http).getPaymentMethods(ALL_CARDS, { signal })).items,
    ),
);
