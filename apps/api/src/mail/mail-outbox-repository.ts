import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The newest messages of the outbox (to this address, when given). */
export function newestOutboxMessages(db: Kysely<Database>, query: { limit: number; to?: string }) {
  let select = db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(query.limit);
  if (query.to) select = select.where('to_address', '=', query.to);
  return select.execute();
}

/** A message as the outbox keeps it; a key makes the same message stored once. */
export interface OutboxEntry {
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  readonly data: Record<string, unknown>;
  readonly idempotencyKey: string | null;
}

/** Stores the message, or finds the one stored under its key: its id either way. */
export async function storeOutboxMessage(
  db: Kysely<Database>,
  entry: OutboxEntry,
): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      kind: entry.kind,
      to_address: entry.to,
      subject: entry.subject,
      text_body: entry.text,
      html_body: entry.html,
      data: JSON.stringify(entry.data),
      idempotency_key: entry.idempotencyKey,
    })
    .onConflict((conflict) =>
      conflict.column('idempotency_key').where('idempotency_key', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (row) return row.id;
  const first = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('idempotency_key', '=', entry.idempotencyKey)
    .executeTakeFirstOrThrow();
  return first.id;
}
