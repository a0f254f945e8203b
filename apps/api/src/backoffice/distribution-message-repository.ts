import type { DistributionMessage } from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The list's recipients as a query: adult, non-guest members of the club with an email address
 * (only those who asked for updates when the audience is the updates subscribers), less those who
 * opted out. Selects nothing yet.
 */
function recipientsOf(db: Kysely<Database>, accountId: number, listId: number) {
  return db
    .selectFrom('members as m')
    .innerJoin('email_distribution_lists as l', 'l.account_id', 'm.account_id')
    .where('l.id', '=', listId)
    .where('l.account_id', '=', accountId)
    .where('m.kind', '=', 'adult')
    .where('m.is_guest', '=', false)
    .where('m.email', 'is not', null)
    .where(sql<boolean>`(l.audience = 'all_members' or m.receive_updates)`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('email_opt_outs as o')
            .select('o.id')
            .whereRef('o.member_id', '=', 'm.id')
            .whereRef('o.email_distribution_list_id', '=', 'l.id')
            .whereRef('o.account_id', '=', 'l.account_id')
            .where('o.opt_out', '=', true),
        ),
      ),
    );
}

type MessageRow = Pick<
  Database['distribution_messages'],
  'email_distribution_list_id' | 'subject' | 'content'
> & { id: number; recipients: number; sent_at: Date };

/** Where a message's copies are (a message just recorded: all pending). */
export interface DeliveryCounts {
  readonly delivered: number;
  readonly failed: number;
  readonly pending: number;
}

const toMessage = (row: MessageRow, counts: DeliveryCounts): DistributionMessage => ({
  id: row.id,
  email_distribution_list_id: row.email_distribution_list_id,
  subject: row.subject,
  content: row.content,
  recipients: row.recipients,
  sent_at: new Date(row.sent_at).toISOString(),
  delivered: counts.delivered,
  failed: counts.failed,
  pending: counts.pending,
});

const COLUMNS = [
  'id',
  'email_distribution_list_id',
  'subject',
  'content',
  'recipients',
  'sent_at',
] as const;

/**
 * The messages' copies by state, each message's read from its deliveries. A message sent before
 * deliveries were recorded (migration 0045) has none: all its recipients count as delivered,
 * as they were mailed in the request that sent it.
 */
async function countsOf(
  db: Kysely<Database>,
  messages: readonly Pick<MessageRow, 'id' | 'recipients'>[],
): Promise<Map<number, DeliveryCounts>> {
  const counts = new Map<number, DeliveryCounts>();
  if (messages.length === 0) return counts;
  const rows = await db
    .selectFrom('distribution_deliveries')
    .select('distribution_message_id as id')
    .select(sql<string | number>`count(*) filter (where status = 'sent')`.as('delivered'))
    .select(sql<string | number>`count(*) filter (where status = 'failed')`.as('failed'))
    .select(
      sql<string | number>`count(*) filter (where status in ('queued', 'sending'))`.as('pending'),
    )
    .where(
      'distribution_message_id',
      'in',
      messages.map((message) => message.id),
    )
    .groupBy('distribution_message_id')
    .execute();
  const found = new Map(rows.map((row) => [row.id, row]));
  for (const message of messages) {
    const row = found.get(message.id);
    counts.set(
      message.id,
      row
        ? {
            delivered: Number(row.delivered),
            failed: Number(row.failed),
            pending: Number(row.pending),
          }
        : { delivered: message.recipients, failed: 0, pending: 0 },
    );
  }
  return counts;
}

async function withCounts(
  db: Kysely<Database>,
  rows: readonly MessageRow[],
): Promise<DistributionMessage[]> {
  const counts = await countsOf(db, rows);
  return rows.map((row) => toMessage(row, counts.get(row.id)!));
}

export interface NewMessage {
  readonly listId: number;
  readonly subject: string;
  readonly content: string;
  readonly idempotencyKey: string;
  readonly sentBy: number | null;
}

/**
 * Records a message and one queued delivery per recipient of its list, in one transaction, the
 * deliveries cut into batches of `batchSize` (one job each). Null when the club already has a
 * message with this key: the unique index makes two requests racing with one key insert one row.
 */
export async function recordMessage(
  db: Kysely<Database>,
  accountId: number,
  message: NewMessage,
  batchSize: number,
): Promise<{ message: DistributionMessage; batches: number } | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('distribution_messages')
      .values({
        account_id: accountId,
        email_distribution_list_id: message.listId,
        subject: message.subject,
        content: message.content,
        idempotency_key: message.idempotencyKey,
        sent_by: message.sentBy,
      })
      .onConflict((conflict) => conflict.columns(['account_id', 'idempotency_key']).doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!row) return null;
    await trx
      .insertInto('distribution_deliveries')
      .columns(['distribution_message_id', 'member_id', 'to_address', 'first_name', 'batch'])
      .expression(
        recipientsOf(trx, accountId, message.listId).select([
          sql<number>`${row.id}::integer`.as('distribution_message_id'),
          'm.id',
          sql<string>`m.email`.as('to_address'),
          'm.first_name',
          sql<number>`((row_number() over (order by m.id)) - 1) / ${batchSize}::integer`.as(
            'batch',
          ),
        ]),
      )
      .execute();
    const recorded = await trx
      .selectFrom('distribution_deliveries')
      .select(sql<string | number>`count(*)`.as('recipients'))
      .select(sql<number | null>`max(batch)`.as('last_batch'))
      .where('distribution_message_id', '=', row.id)
      .executeTakeFirstOrThrow();
    const recipients = Number(recorded.recipients);
    await trx
      .updateTable('distribution_messages')
      .set({ recipients })
      .where('id', '=', row.id)
      .execute();
    return {
      message: toMessage({ ...row, recipients }, { delivered: 0, failed: 0, pending: recipients }),
      batches: recorded.last_batch === null ? 0 : Number(recorded.last_batch) + 1,
    };
  });
}

export async function findMessageByKey(
  db: Kysely<Database>,
  accountId: number,
  idempotencyKey: string,
): Promise<DistributionMessage | null> {
  const row = await db
    .selectFrom('distribution_messages')
    .select(COLUMNS)
    .where('account_id', '=', accountId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row ? ((await withCounts(db, [row]))[0] ?? null) : null;
}

/** The list's messages, newest first. */
export async function listMessages(
  db: Kysely<Database>,
  accountId: number,
  listId: number,
  paging: { readonly page: number; readonly perPage: number },
): Promise<{ items: DistributionMessage[]; total: number }> {
  const base = db
    .selectFrom('distribution_messages')
    .where('account_id', '=', accountId)
    .where('email_distribution_list_id', '=', listId);
  const [rows, count] = await Promise.all([
    base
      .select(COLUMNS)
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage)
      .execute(),
    base.select(sql<number | string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: await withCounts(db, rows), total: Number(count.total) };
}
