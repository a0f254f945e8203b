import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentsTable } from '../../db/schema-commerce';
import type { IntentState } from '../../payments/payment-port';
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

/** The provider's intent of an order's checkout payment still in play (not cancelled), if any. */
export async function openCheckoutIntentId(
  db: Kysely<Database>,
  orderId: string,
): Promise<string | undefined> {
  const payment = await db
    .selectFrom('payments')
    .select(['intent_id'])
    .where('order_id', '=', orderId)
    .where('purpose', '=', 'checkout')
    .where('status', '<>', 'canceled')
    .orderBy('payment_id', 'desc')
    .executeTakeFirst();
  return payment?.intent_id;
}

/** How many checkout payments an order had, cancelled ones included: each new one a new key. */
export async function checkoutPaymentCount(db: Kysely<Database>, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('order_id', '=', orderId)
    .where('purpose', '=', 'checkout')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Records a payment once per intent: a retried request that made the same intent adds nothing. */
export async function insertPayment(
  db: Kysely<Database>,
  values: Insertable<PaymentsTable>,
): Promise<void> {
  await db
    .insertInto('payments')
    .values(values)
    .onConflict((conflict) => conflict.column('intent_id').doNothing())
    .execute();
}

/** The payment an intent belongs to: its order, what it pays and the instalments it covers. */
export function paymentOfIntent(db: Kysely<Database>, intentId: string) {
  return db
    .selectFrom('payments')
    .select(['order_id', 'purpose', 'instalment_ids'])
    .where('intent_id', '=', intentId)
    .executeTakeFirst();
}

/** Records an intent's state on its payment: the card it used, and the error of a failure. */
export async function recordPaymentState(db: Kysely<Database>, intent: IntentState): Promise<void> {
  await db
    .updateTable('payments')
    .set({
      status: intent.status,
      ...(intent.card
        ? {
            brand: intent.card.brand,
            last_four_digits: intent.card.lastFour,
            expiration_month: intent.card.expMonth,
            expiration_year: intent.card.expYear,
          }
        : {}),
      error_message: intent.status === 'succeeded' ? null : (intent.error?.message ?? null),
      updated_at: new Date(),
    })
    .where('intent_id', '=', intent.id)
    .execute();
}

/**
 * Marks a completed order's receipt sent, once: the caller that gets the order back sends it,
 * so concurrent completions never send it twice.
 */
export function claimReceipt(db: Kysely<Database>, orderId: string): Promise<OrderRow | undefined> {
  return db
    .updateTable('orders')
    .set({ receipt_sent_at: new Date() })
    .where('order_id', '=', orderId)
    .where('status', '=', 'Completed')
    .where('receipt_sent_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Completes an order still waiting for payment, at the database's time; undefined when it is
 * not waiting (completed by an earlier caller, or cancelled), so the first caller wins.
 */
export function completeOrder(
  trx: Kysely<Database>,
  orderId: string,
): Promise<OrderRow | undefined> {
  return trx
    .updateTable('orders')
    .set({ status: 'Completed', completed_at: sql<Date>`now()` })
    .where('order_id', '=', orderId)
    .where('status', '=', 'New')
    .returningAll()
    .executeTakeFirst();
}
