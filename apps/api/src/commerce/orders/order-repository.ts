import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderRow } from './order-row';

/** The club's next order number (`orders.order_seq`), taken in the caller's transaction. */
export async function nextOrderSeq(trx: Kysely<Database>, accountId: number): Promise<number> {
  const row = await trx
    .insertInto('order_sequences')
    .values({ account_id: accountId, last_seq: 1 })
    .onConflict((conflict) =>
      conflict
        .column('account_id')
        .doUpdateSet({ last_seq: sql<number>`order_sequences.last_seq + 1` }),
    )
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return row.last_seq;
}

/** An order, of this club when `accountId` is given. */
export function findOrder(
  db: Kysely<Database>,
  orderId: string,
  accountId?: number,
): Promise<OrderRow | undefined> {
  let query = db.selectFrom('orders').selectAll().where('order_id', '=', orderId);
  if (accountId !== undefined) query = query.where('account_id', '=', accountId);
  return query.executeTakeFirst();
}

/** The provider's intent of an order's latest checkout payment, if any. */
export async function latestCheckoutIntentId(
  db: Kysely<Database>,
  orderId: string,
): Promise<string | undefined> {
  const payment = await db
    .selectFrom('payments')
    .select('intent_id')
    .where('order_id', '=', orderId)
    .where('purpose', '=', 'checkout')
    .orderBy('payment_id', 'desc')
    .executeTakeFirst();
  return payment?.intent_id;
}

/** The provider's intents of these orders' payments that are still open. */
export async function openPaymentIntentIds(
  db: Kysely<Database>,
  orderIds: readonly string[],
): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('payments')
    .select('intent_id')
    .where('order_id', 'in', [...orderIds])
    .where('status', 'not in', ['succeeded', 'canceled'])
    .execute();
  return rows.map((row) => row.intent_id);
}

export async function setPaymentStatus(
  db: Kysely<Database>,
  intentId: string,
  status: string,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status, updated_at: new Date() })
    .where('intent_id', '=', intentId)
    .execute();
}
