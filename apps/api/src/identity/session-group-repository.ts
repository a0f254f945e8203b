import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { refreshFamilyOfAccessToken } from './oauth-token-repository';

/**
 * Sessions handed over between hosts (a club site, the account host, the back office) form one
 * group: each remembers the first sign-in of the chain (`handed_over_from`), so signing out on
 * any host ends every session of the group, and only those.
 */

/**
 * The origin a hand-over code asked with the access token `accessTokenId` passes on: the group
 * the caller's session belongs to, or null for a session without a refresh family (a reset
 * code's), which then starts no group.
 */
export async function handoverOriginOf(
  db: Kysely<Database>,
  accessTokenId: number,
): Promise<string | null> {
  const family = await refreshFamilyOfAccessToken(db, accessTokenId);
  return family ? originOfFamily(db, family) : null;
}

/** The origin of a refresh family's group: the family it was handed over from, or itself. */
async function originOfFamily(db: Kysely<Database>, family: string): Promise<string> {
  const row = await db
    .selectFrom('oauth_refresh_tokens')
    .select('handed_over_from')
    .where('family', '=', family)
    .where('handed_over_from', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row?.handed_over_from ?? family;
}

/**
 * Revokes the group of a refresh family: its origin and every session handed over from it
 * (every refresh token of those families and the access tokens issued with them).
 */
export async function revokeSessionGroup(db: Kysely<Database>, family: string): Promise<void> {
  const origin = await originOfFamily(db, family);
  const families = db
    .selectFrom('oauth_refresh_tokens')
    .select('family')
    .where((eb) => eb.or([eb('family', '=', origin), eb('handed_over_from', '=', origin)]));
  await db
    .updateTable('oauth_access_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('refresh_family', 'in', families)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('oauth_refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where((eb) => eb.or([eb('family', '=', origin), eb('handed_over_from', '=', origin)]))
    .where('revoked_at', 'is', null)
    .execute();
}
