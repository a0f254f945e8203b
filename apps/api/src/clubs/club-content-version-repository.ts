import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The club's content version (migration 0039) as decimal digits; null for an unknown slug. One
 * read through the slug's unique index, never cached: another instance's write must show at
 * once. A club without a version row reads as 0 (every club has one: the migration made them
 * and the trigger on clubs makes a new club's).
 */
export async function findClubContentVersion(
  db: Kysely<Database>,
  slug: string,
): Promise<string | null> {
  return (await findClubContentVersions(db, [slug]))[0]?.version ?? null;
}

/** The content versions of the clubs of `slugs` that exist, as decimal digits, in one read. */
export async function findClubContentVersions(
  db: Kysely<Database>,
  slugs: readonly string[],
): Promise<{ slug: string; version: string }[]> {
  if (slugs.length === 0) return [];
  return db
    .selectFrom('clubs as c')
    .leftJoin('club_content_versions as v', 'v.account_id', 'c.account_id')
    .select(['c.slug as slug', sql<string>`coalesce(v.version, 0)::text`.as('version')])
    .where('c.slug', 'in', slugs)
    .execute();
}
