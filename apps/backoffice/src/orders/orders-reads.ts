import { createBackofficeOrderCalls, withNotFoundFallback } from '@touchline/api-client';
import type { BackofficeOrderQuery } from '@touchline/contracts';
import { defineServerRead } from '@touchline/store/server-data';

// The order pages' reads (ADR 0035); the club is the signed-in admin's, from the session.

/** One of the club's orders; null when the club has no such order. */
export const orderRead = defineServerRead(
  'backoffice/order',
  (http, { id }: { id: string }, signal) =>
    withNotFoundFallback(createBackofficeOrderCalls(http).getOrder(id, {}, { signal }), null),
);

/** A page of the club's orders, newest first (with the paged list). */
export const ordersRead = defineServerRead(
  'backoffice/orders',
  (http, query: BackofficeOrderQuery, signal) =>
    createBackofficeOrderCalls(http).getOrders(query, { signal }),
);
