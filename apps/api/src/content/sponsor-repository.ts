import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The club's sponsors: the featured first, then in their order. */
export function listSponsors(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('sponsors')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('featured', 'desc')
    .orderBy('position')
    .orderBy('id')
    .execute();
}
