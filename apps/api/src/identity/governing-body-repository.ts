import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A governing body (its single sign-on settings among them), if it exists. */
export function findGoverningBody(db: Kysely<Database>, id: number) {
  return db.selectFrom('governing_bodies').selectAll().where('id', '=', id).executeTakeFirst();
}
