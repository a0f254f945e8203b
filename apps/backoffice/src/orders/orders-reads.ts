import { createBackofficeOrderCalls, withNotFoundFallback } from '@touchline/api-client';
import { defineServerRead } from '@touchline/store/server-data';

// The order pages' reads (ADR 0035); the club is the signed-in admin's, from the session.

/** One of the club's orders; null when the club has no such order. */
export const orderRead = defineServerRead(
  'backoffice/order',
  (http, { id }: { id: string }, signal) =>
    withNotFoundFallback(createBackofficeOrderCalls(http).getOrder(id, {}, { signal }), null),
);
