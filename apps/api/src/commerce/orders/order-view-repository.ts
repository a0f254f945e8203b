import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** An order's lines, in the order they were written (a bundle's plans after the bundle). */
export function orderItemsOf(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('order_item_id')
    .execute();
}

/** An order's checkout payments, latest first: the first one is the one still to be paid. */
export function checkoutPaymentsOf(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('purpose', '=', 'checkout')
    .orderBy('payment_id', 'desc')
    .execute();
}
