import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The newest messages of the outbox (to this address, when given). */
export function newestOutboxMessages(db: Kysely<Database>, query: { limit: number; to?: string }) {
  let select = db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(query.limit);
  if (query.to) select = select.where('to_address', '=', query.to);
  return select.execute();
}
