import type { ContactMessage, ContactMessageSort } from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface InboxFilter {
  readonly search?: string;
  readonly readStatus?: 'read' | 'unread';
}

export interface InboxOrder {
  /** Without it: newest first. */
  readonly sort?: ContactMessageSort;
  readonly direction?: 'asc' | 'desc';
}

const COLUMNS = [
  'id',
  'sender',
  'sender_email',
  'sender_phone',
  'subject',
  'content',
  'category',
  'category_detail',
  'created_at',
  'read_at',
] as const;

type Row = Pick<
  Database['contact_messages'],
  'sender' | 'sender_email' | 'sender_phone' | 'subject' | 'content'
> & { category: string | null; category_detail: string | null } & {
  id: number;
  created_at: Date;
  read_at: Date | null;
};

const toMessage = (row: Row): ContactMessage => ({
  id: row.id,
  sender: row.sender,
  sender_email: row.sender_email,
  sender_phone: row.sender_phone,
  subject: row.subject,
  content: row.content,
  category: row.category,
  category_detail: row.category_detail,
  created_at: new Date(row.created_at).toISOString(),
  read_at: row.read_at ? new Date(row.read_at).toISOString() : null,
});

function inbox(db: Kysely<Database>, accountId: number, filter: InboxFilter) {
  let query = db.selectFrom('contact_messages').where('account_id', '=', accountId);
  if (filter.readStatus === 'read') query = query.where('read_at', 'is not', null);
  if (filter.readStatus === 'unread') query = query.where('read_at', 'is', null);
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where(
      sql<boolean>`(sender ilike ${pattern} escape '\\' or sender_email ilike ${pattern} escape '\\' or subject ilike ${pattern} escape '\\')`,
    );
  }
  return query;
}

/** The club's contact messages for one page, and how many match and are unread. */
export async function listContactMessages(
  db: Kysely<Database>,
  accountId: number,
  filter: InboxFilter,
  paging: { readonly page: number; readonly perPage: number },
  order: InboxOrder = {},
): Promise<{ items: ContactMessage[]; total: number; unread: number }> {
  const field = order.sort ?? 'created_at';
  const direction = order.sort ? (order.direction ?? 'asc') : 'desc';
  const [rows, count, unread] = await Promise.all([
    inbox(db, accountId, filter)
      .select(COLUMNS)
      .orderBy(field, direction)
      // The id breaks ties, so a message appears on one page only.
      .orderBy('id', direction)
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage)
      .execute(),
    inbox(db, accountId, filter)
      .select(sql<number | string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
    inbox(db, accountId, { readStatus: 'unread' })
      .select(sql<number | string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toMessage), total: Number(count.total), unread: Number(unread.total) };
}

export async function findContactMessage(
  db: Kysely<Database>,
  accountId: number,
  id: number,
): Promise<ContactMessage | null> {
  const row = await db
    .selectFrom('contact_messages')
    .select(COLUMNS)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toMessage(row) : null;
}

/** Marks a message read (keeping the first time it was read) or unread; false when not found. */
export async function setContactMessageRead(
  db: Kysely<Database>,
  accountId: number,
  id: number,
  read: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('contact_messages')
    .set({ read_at: read ? sql<Date>`coalesce(read_at, now())` : null })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
