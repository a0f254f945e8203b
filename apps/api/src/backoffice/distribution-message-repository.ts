import type { DistributionMessage } from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A member a message to the list reaches: in its audience and not opted out of it. */
export interface Recipient {
  readonly memberId: number;
  readonly email: string;
  readonly firstName: string;
}

/**
 * The list's recipients: adult, non-guest members of the club with an email address (only those
 * who asked for updates when the audience is the updates subscribers), less those who opted out.
 */
export async function listRecipients(
  db: Kysely<Database>,
  accountId: number,
  listId: number,
): Promise<Recipient[]> {
  const rows = await db
    .selectFrom('members as m')
    .innerJoin('email_distribution_lists as l', 'l.account_id', 'm.account_id')
    .select(['m.id', 'm.email', 'm.first_name'])
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
    )
    .orderBy('m.id')
    .execute();
  return rows.map((row) => ({ memberId: row.id, email: row.email!, firstName: row.first_name }));
}

type MessageRow = Pick<
  Database['distribution_messages'],
  'email_distribution_list_id' | 'subject' | 'content'
> & { id: number; recipients: number; sent_at: Date };

const toMessage = (row: MessageRow): DistributionMessage => ({
  id: row.id,
  email_distribution_list_id: row.email_distribution_list_id,
  subject: row.subject,
  content: row.content,
  recipients: row.recipients,
  sent_at: new Date(row.sent_at).toISOString(),
});

const COLUMNS = [
  'id',
  'email_distribution_list_id',
  'subject',
  'content',
  'recipients',
  'sent_at',
] as const;

export interface NewMessage {
  readonly listId: number;
  readonly subject: string;
  readonly content: string;
  readonly idempotencyKey: string;
  readonly sentBy: number | null;
}

/**
 * Records a message before it is sent. Null when the club already has a message with this key:
 * the unique index makes two requests racing with one key insert one row.
 */
export async function claimMessage(
  db: Kysely<Database>,
  accountId: number,
  message: NewMessage,
): Promise<DistributionMessage | null> {
  const row = await db
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
  return row ? toMessage(row) : null;
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
  return row ? toMessage(row) : null;
}

export async function setRecipientCount(
  db: Kysely<Database>,
  messageId: number,
  recipients: number,
): Promise<void> {
  await db
    .updateTable('distribution_messages')
    .set({ recipients })
    .where('id', '=', messageId)
    .execute();
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
  return { items: rows.map(toMessage), total: Number(count.total) };
}
