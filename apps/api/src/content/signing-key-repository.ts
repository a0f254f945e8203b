import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The secret stored under `name`, stored first as `secret` when there is none: every API
 * instance on one database ends up with the same one, whichever made it.
 */
export async function findOrStoreSigningKey(
  db: Kysely<Database>,
  name: string,
  secret: string,
): Promise<string> {
  await db
    .insertInto('signing_keys')
    .values({ name, secret })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('signing_keys')
    .select('secret')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.secret;
}
