import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProviderName } from '../../db/schema-commerce';
import type { IntentState } from '../../payments/payment-port';

/** Whose arrears: a user's (in every club), or a club's (every member's). */
export type ArrearsOwner = number | { readonly accountId: number };

/**
 * Failed instalments of completed orders: a user's, or a club's. The one definition of arrears:
 * the member's own arrears page and the club's payments screen both count these.
 */
const failed = (db: Kysely<Database>, owner: ArrearsOwner) => {
  const query = db
    .selectFrom('order_instalments as i')
    .innerJoin('orders as o', 'o.order_id', 'i.order_id')
    .innerJoin('order_items as it', 'it.order_item_id', 'i.order_item_id')
    .innerJoin('clubs as c', 'c.account_id', 'o.account_id')
    .where('o.status', '=', 'Completed')
    .where('i.status', '=', 'failed');
  return typeof owner === 'number'
    ? query.where('o.user_id', '=', owner)
    : query.where('o.account_id', '=', owner.accountId);
};

export async function countFailedInstalments(
  db: Kysely<Database>,
  owner: ArrearsOwner,
): Promise<number> {
  const row = await failed(db, owner)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The failed instalments of a user's orders (or a club's; of these orders when given), oldest
 * order first.
 */
export function failedInstalments(
  db: Kysely<Database>,
  owner: ArrearsOwner,
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

/** How long a member's confirmation with their bank holds the automatic retries at most. */
export const MEMBER_HOLD_MINUTES = 30;

/**
 * Holds failed instalments for a payment the member makes now: their automatic retries are put
 * off (`next_attempt_at` cleared, under the instalments' row locks, which a worker's claim takes
 * too), so a worker and the member never both charge them, and a hold is recorded on them
 * (`member_hold_until`, 30 minutes of real time) that lasts while the member confirms the
 * payment with their bank. `in_progress` when a worker's charge of one of them is running.
 * Answers the retry times to put back once the request is answered (`restoreRetries`).
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
      .set({
        next_attempt_at: null,
        member_hold_until: sql<Date>`now() + make_interval(mins => ${MEMBER_HOLD_MINUTES})`,
      })
      .where('order_instalment_id', 'in', [...instalmentIds])
      .execute();
    return new Map(rows.map((row) => [row.order_instalment_id, row.next_attempt_at]));
  });
}

/** The member's payments of these orders' arrears still waiting for the bank's confirmation. */
export async function pendingArrearsIntents(
  db: Kysely<Database>,
  orderIds: readonly string[],
): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('payments')
    .select('intent_id')
    .where('purpose', '=', 'arrears')
    .where('order_id', 'in', [...orderIds])
    .where('status', '=', 'requires_action')
    .execute();
  return rows.map((row) => row.intent_id);
}

/**
 * Ends the member's hold on instalments: their payment succeeded or failed, or was answered
 * without a step at the bank. Retries due meanwhile are then taken by the next collection.
 */
export async function releaseMemberHold(
  db: Kysely<Database>,
  instalmentIds: readonly number[],
): Promise<void> {
  if (instalmentIds.length === 0) return;
  await db
    .updateTable('order_instalments')
    .set({ member_hold_until: null })
    .where('order_instalment_id', 'in', [...instalmentIds])
    .where('member_hold_until', 'is not', null)
    .execute();
}

/**
 * Puts back the automatic retries of instalments the member's payment did not settle; while a
 * confirmation with the bank is pending, its hold keeps them waiting until it ends or lapses.
 */
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

/** A whole number from an aggregate (`bigint` and `numeric` come back as text). */
const whole = (value: string | number | bigint | null) => Number(value ?? 0);

/**
 * A page of a club's orders with failed instalments, the oldest failure first (then by order
 * number): who owes what on each, when the first payment failed, when the last automatic attempt
 * gave up (null while one is to come) and the next automatic attempt.
 */
export async function clubArrearsOrders(
  db: Kysely<Database>,
  accountId: number,
  page: { limit: number; offset: number },
) {
  const rows = await failed(db, { accountId })
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.order_id',
      'o.order_seq',
      'o.currency',
      'o.user_id',
      sql<string>`coalesce(min(u.first_name), min(o.buyer_first_name))`.as('first_name'),
      sql<string>`coalesce(min(u.last_name), min(o.buyer_last_name))`.as('last_name'),
      sql<string | null>`coalesce(min(u.email), min(o.buyer_email))`.as('email'),
      sql<string>`sum(i.amount)`.as('amount_owing'),
      sql<Date | null>`min(i.failed_at)`.as('failed_since'),
      sql<Date | null>`case when bool_and(i.in_arrears_at is not null) then max(i.in_arrears_at) end`.as(
        'in_arrears_since',
      ),
      sql<Date | null>`min(i.next_attempt_at)`.as('next_attempt_at'),
    ])
    .groupBy('o.order_id')
    .orderBy(sql`min(i.failed_at) nulls last`)
    .orderBy('o.order_seq')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({ ...row, amount_owing: whole(row.amount_owing) }));
}

/** How many of a club's orders have failed instalments, and what is owed on them together. */
export async function clubArrearsTotals(
  db: Kysely<Database>,
  accountId: number,
): Promise<{ orders: number; amountOwing: number }> {
  const row = await failed(db, { accountId })
    .select([
      sql<string>`count(distinct o.order_id)`.as('orders'),
      sql<string | null>`sum(i.amount)`.as('amount_owing'),
    ])
    .executeTakeFirstOrThrow();
  return { orders: whole(row.orders), amountOwing: whole(row.amount_owing) };
}

/**
 * The failed attempts to pay these orders' failed instalments, newest first: the workers'
 * automatic charges and the member's own refused payments of the arrears, with their reasons.
 */
export async function failedAttemptsOf(
  db: Kysely<Database>,
  orderIds: readonly string[],
): Promise<{ order_id: string; at: Date; reason: string | null }[]> {
  if (orderIds.length === 0) return [];
  const [charges, payments] = await Promise.all([
    db
      .selectFrom('instalment_charges as ch')
      .innerJoin('order_instalments as i', 'i.order_instalment_id', 'ch.order_instalment_id')
      .select(['i.order_id', 'ch.attempted_at as at', 'ch.error_message as reason'])
      .where('i.order_id', 'in', [...orderIds])
      .where('i.status', '=', 'failed')
      .where('ch.status', '=', 'failed')
      .execute(),
    db
      .selectFrom('payments')
      .select(['order_id', 'created_at as at', 'error_message as reason'])
      .where('order_id', 'in', [...orderIds])
      .where('purpose', '=', 'arrears')
      .where('status', 'not in', ['succeeded', 'processing'])
      .execute(),
  ]);
  return [...charges, ...payments].sort((a, b) => b.at.getTime() - a.at.getTime());
}

/**
 * A club's failed, unpaid instalments by the calendar month (in `timeZone`) of their first
 * failure, from `fromDay` to before `toDay` (`YYYY-MM-DD`): what failed, and what of it is in
 * arrears (no automatic attempt left).
 */
export async function clubFailedByMonth(
  db: Kysely<Database>,
  accountId: number,
  range: { fromDay: string; toDay: string; timeZone: string },
): Promise<{ month: string; failed: number; in_arrears: number }[]> {
  const zone = sql.lit(range.timeZone);
  const failedAt = sql`coalesce(i.failed_at, i.due_on::timestamp at time zone ${zone})`;
  const rows = await failed(db, { accountId })
    .select([
      sql<string>`to_char(${failedAt} at time zone ${zone}, 'YYYY-MM')`.as('month'),
      sql<string>`sum(i.amount)`.as('failed'),
      sql<string | null>`sum(i.amount) filter (where i.in_arrears_at is not null)`.as('in_arrears'),
    ])
    .where(sql<boolean>`${failedAt} >= ${range.fromDay}::date::timestamp at time zone ${zone}`)
    .where(sql<boolean>`${failedAt} < ${range.toDay}::date::timestamp at time zone ${zone}`)
    .groupBy(sql`1`)
    .execute();
  return rows.map((row) => ({
    month: row.month,
    failed: whole(row.failed),
    in_arrears: whole(row.in_arrears),
  }));
}
