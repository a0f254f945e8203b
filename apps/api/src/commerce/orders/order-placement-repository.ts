// The statements of a checkout (order-placement.ts), each run in the checkout's transaction.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrdersTable } from '../../db/schema-commerce';
import type { OrderRow } from './order-row';

/**
 * Reads and locks a cart's orders still waiting for payment: a payment completing one of them
 * meanwhile waits for the checkout that cancels it, and finds it cancelled.
 */
export function lockWaitingCartOrders(trx: Kysely<Database>, cartId: string): Promise<OrderRow[]> {
  return trx
    .selectFrom('orders')
    .selectAll()
    .where('shopping_cart_id', '=', cartId)
    .where('status', '=', 'New')
    .forUpdate()
    .execute();
}

/** Cancels an order (its stock given back by the caller). */
export async function cancelOrder(trx: Kysely<Database>, orderId: string): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ status: 'Cancelled' })
    .where('order_id', '=', orderId)
    .execute();
}

/** Writes an order and reads it back with what the database filled in (its id, defaults). */
export function insertOrder(
  trx: Kysely<Database>,
  values: Insertable<OrdersTable>,
): Promise<OrderRow> {
  return trx.insertInto('orders').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Closes a cart whose order completed at once (a free checkout). */
export async function markCartOrdered(trx: Kysely<Database>, cartId: string): Promise<void> {
  await trx
    .updateTable('shopping_carts')
    .set({ status: 'ordered', updated_at: new Date() })
    .where('shopping_cart_id', '=', cartId)
    .execute();
}
