import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProviderName } from '../../db/schema-commerce';
import type { IntentState } from '../../payments/payment-port';

/** Failed instalments of a user's completed orders. */
const failed = (db: Kysely<Database>, owner: number) =>
  db
    .selectFrom('order_instalments as i')
    .innerJoin('orders as o', 'o.order_id', 'i.order_id')
    .innerJoin('order_items as it', 'it.order_item_id', 'i.order_item_id')
    .innerJoin('clubs as c', 'c.account_id', 'o.account_id')
    .where('o.user_id', '=', owner)
    .where('o.status', '=', 'Completed')
    .where('i.status', '=', 'failed');

export async function countFailedInstalments(db: Kysely<Database>, owner: number): Promise<number> {
  const row = await failed(db, owner)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The failed instalments of a user's orders (of these orders when given), oldest first. */
export function failedInstalments(
  db: Kysely<Database>,
  owner: number,
  orderIds?: readonly string[],
) {
  let query = failed(db, owner).select([
    'o.order_id',
    'o.order_seq',
    'o.currency',
    'o.created_at',
    'c.account_id',
    'c.name as club_name',
    'c.slug',
    'i.order_instalment_id',
    'i.sequence',
    sql<string>`to_char(i.due_on, 'YYYY-MM-DD')`.as('due_on'),
    'i.amount',
    'it.name as product_name',
  ]);
  if (orderIds) query = query.where('o.order_id', 'in', [...orderIds]);
  return query.orderBy('o.created_at').orderBy('i.due_on').execute();
}

/** Counts one more attempt to pay these instalments; the highest count now. */
export async function countPaymentAttempt(
  db: Kysely<Database>,
  instalmentIds: readonly number[],
): Promise<number> {
  const attempts = await db
    .updateTable('order_instalments')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('order_instalment_id', 'in', [...instalmentIds])
    .returning('attempts')
    .execute();
  return Math.max(...attempts.map((row) => row.attempts));
}

/** Records the payment of an order's arrears (once per intent). */
export async function insertArrearsPayment(
  db: Kysely<Database>,
  payment: {
    accountId: number;
    orderId: string;
    provider: ProviderName;
    intent: IntentState;
    instalmentIds: readonly number[];
  },
): Promise<void> {
  const { intent } = payment;
  await db
    .insertInto('payments')
    .values({
      account_id: payment.accountId,
      order_id: payment.orderId,
      purpose: 'arrears',
      provider: payment.provider,
      intent_id: intent.id,
      client_secret: intent.clientSecret,
      amount: intent.amount,
      currency: intent.currency,
      status: intent.status,
      instalment_ids: JSON.stringify(payment.instalmentIds),
    })
    .onConflict((conflict) => conflict.column('intent_id').doNothing())
    .execute();
}

/**
 * Holds failed instalments for a payment the member makes now: their automatic retries are put
 * off (`next_attempt_at` cleared, under the instalments' row locks, which a worker's claim takes
 * too), so a worker and the member never both charge them. `in_progress` when a worker's charge
 * of one of them is running. Answers the retry times to put back if the member's payment fails.
 */
export async function holdForMemberPayment(
  db: Kysely<Database>,
  instalmentIds: readonly number[],
): Promise<Map<number, Date | null> | 'in_progress'> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('order_instalments')
      .select(['order_instalment_id', 'next_attempt_at'])
      .where('order_instalment_id', 'in', [...instalmentIds])
      .orderBy('order_instalment_id')
      .forUpdate()
      .execute();
    const running = await trx
      .selectFrom('instalment_charges')
      .select('instalment_charge_id')
      .where('order_instalment_id', 'in', [...instalmentIds])
      .where('status', 'in', ['charging', 'processing'])
      .executeTakeFirst();
    if (running) return 'in_progress';
    await trx
      .updateTable('order_instalments')
      .set({ next_attempt_at: null })
      .where('order_instalment_id', 'in', [...instalmentIds])
      .execute();
    return new Map(rows.map((row) => [row.order_instalment_id, row.next_attempt_at]));
  });
}

/** Puts back the automatic retries of instalments the member's payment did not settle. */
export async function restoreRetries(
  db: Kysely<Database>,
  held: ReadonlyMap<number, Date | null>,
): Promise<void> {
  for (const [instalmentId, nextAttemptAt] of held) {
    if (nextAttemptAt === null) continue;
    await db
      .updateTable('order_instalments')
      .set({ next_attempt_at: nextAttemptAt })
      .where('order_instalment_id', '=', instalmentId)
      .where('status', '=', 'failed')
      .where('next_attempt_at', 'is', null)
      .where('in_arrears_at', 'is', null)
      .execute();
  }
}
