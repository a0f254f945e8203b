import { createCheckoutCalls } from '@touchline/api-client';
import { defineServerRead } from '@touchline/store/server-data';
import { waitForOrder } from '../checkout-flow/wait-for-order';

/** The order just placed, read again while it is New (ADR 0035). */
export const confirmedOrderRead = defineServerRead(
  'checkout/confirmed-order',
  (http, { club, orderId }: { club: string; orderId: string }, signal) =>
    waitForOrder(createCheckoutCalls(http), club, orderId, { signal }),
);
