import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The deliveries of messages to distribution lists, as the jobs that send them read and settle
 * them (migration 0045). A delivery is `queued` until a worker claims it (`sending`, the claim
 * lapsing at `next_attempt_at`), then `sent`, `queued` again for a later attempt, or `failed`.
 */

/** What the jobs need of a message to send its copies. */
export interface MessageToSend {
  readonly id: number;
  readonly accountId: number;
  readonly listId: number;
  readonly subject: string;
  readonly content: string;
  readonly clubSlug: string;
}

export async function findMessageToSend(
  db: Kysely<Database>,
  messageId: number,
): Promise<MessageToSend | null> {
  const row = await db
    .selectFrom('distribution_messages as m')
    .innerJoin('clubs as c', 'c.account_id', 'm.account_id')
    .select([
      'm.id',
      'm.account_id',
      'm.email_distribution_list_id',
      'm.subject',
      'm.content',
      'c.slug',
    ])
    .where('m.id', '=', messageId)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        accountId: row.account_id,
        listId: row.email_distribution_list_id,
        subject: row.subject,
        content: row.content,
        clubSlug: row.slug,
      }
    : null;
}

/** A delivery a worker holds: it sends this copy, then settles it. */
export interface ClaimedDelivery {
  readonly id: number;
  readonly memberId: number | null;
  readonly email: string;
  readonly firstName: string;
  /** Counting this one. */
  readonly attempts: number;
}

/**
 * Claims the batch's next delivery after `afterId` that may be tried now: a queued one whose
 * time has come, or one whose worker's claim lapsed (it died mid-send). The row is taken with
 * `for update skip locked` and turned `sending` in the same statement, so two workers never hold
 * one delivery; the claim lapses after `claimSeconds`. Null when none is left.
 */
export async function claimNextDelivery(
  db: Kysely<Database>,
  messageId: number,
  batch: number,
  afterId: number,
  claimSeconds: number,
): Promise<ClaimedDelivery | null> {
  const row = await db
    .updateTable('distribution_deliveries')
    .set({
      status: 'sending',
      attempts: sql<number>`attempts + 1`,
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${claimSeconds})`,
    })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('distribution_deliveries')
        .select('id')
        .where('distribution_message_id', '=', messageId)
        .where('batch', '=', batch)
        .where('id', '>', afterId)
        .where('status', 'in', ['queued', 'sending'])
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'member_id', 'to_address', 'first_name', 'attempts'])
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        memberId: row.member_id,
        email: row.to_address,
        firstName: row.first_name,
        attempts: row.attempts,
      }
    : null;
}

/** The copy was handed to the mail port: the delivery is sent (once, by its claim). */
export async function markDeliverySent(
  db: Kysely<Database>,
  deliveryId: number,
  mailId: string,
): Promise<void> {
  await db
    .updateTable('distribution_deliveries')
    .set({ status: 'sent', sent_at: sql<Date>`now()`, mail_id: mailId.slice(0, 300) })
    .where('id', '=', deliveryId)
    .where('status', '=', 'sending')
    .execute();
}

/**
 * The mail port refused the copy: queued again, to be tried in `retryInSeconds`, or `failed`
 * when that was the last attempt (`retryInSeconds` null). The error is kept either way.
 */
export async function markDeliveryAttemptFailed(
  db: Kysely<Database>,
  deliveryId: number,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db
    .updateTable('distribution_deliveries')
    .set({
      status: retryInSeconds === null ? 'failed' : 'queued',
      last_error: error.slice(0, 500),
      ...(retryInSeconds === null
        ? {}
        : { next_attempt_at: sql<Date>`now() + make_interval(secs => ${retryInSeconds})` }),
    })
    .where('id', '=', deliveryId)
    .where('status', '=', 'sending')
    .execute();
}

/**
 * Seconds until the batch's next delivery may be tried (0: now), counting claims that lapse;
 * null when every delivery of the batch is settled (sent or failed).
 */
export async function nextAttemptIn(
  db: Kysely<Database>,
  messageId: number,
  batch: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('distribution_deliveries')
    .select(
      sql<string | number | null>`extract(epoch from (min(next_attempt_at) - now()))`.as('seconds'),
    )
    .where('distribution_message_id', '=', messageId)
    .where('batch', '=', batch)
    .where('status', 'in', ['queued', 'sending'])
    .executeTakeFirstOrThrow();
  return row.seconds === null ? null : Math.max(0, Number(row.seconds));
}

/** The batches of a message that still have deliveries to send. */
export async function unsettledBatches(db: Kysely<Database>, messageId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('distribution_deliveries')
    .select('batch')
    .distinct()
    .where('distribution_message_id', '=', messageId)
    .where('status', 'in', ['queued', 'sending'])
    .orderBy('batch')
    .execute();
  return rows.map((row) => row.batch);
}

/**
 * Batches whose deliveries could have been tried `overdueSeconds` ago and were not: their job was
 * never queued (the request that recorded them died first) or was given up on. Oldest first.
 */
export async function overdueBatches(
  db: Kysely<Database>,
  overdueSeconds: number,
  limit: number,
): Promise<{ messageId: number; batch: number }[]> {
  const rows = await db
    .selectFrom('distribution_deliveries')
    .select(['distribution_message_id', 'batch'])
    .select(sql<Date>`min(next_attempt_at)`.as('since'))
    .where('status', 'in', ['queued', 'sending'])
    .where('next_attempt_at', '<', sql<Date>`now() - make_interval(secs => ${overdueSeconds})`)
    .groupBy(['distribution_message_id', 'batch'])
    .orderBy('since')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ messageId: row.distribution_message_id, batch: row.batch }));
}
