import { createCatalogueCalls } from '@touchline/api-client';
import { defineServerRead } from '@touchline/store/server-data';

/** The club's current promotion, offered in the cart sheet (ADR 0035). */
export const promotionRead = defineServerRead(
  'checkout/promotion',
  async (http, { club }: { club: string }, signal) =>
    (await createCatalogueCalls(http).getCurrentPromotion(club, { signal })).data,
);
