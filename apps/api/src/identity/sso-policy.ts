import type { Kysely } from 'kysely';
import type { ClubLookup } from '../clubs/club-lookup';
import type { Database } from '../db/schema';
import { clubsOfUser } from './sso-repository';

/** The club a sign-in is made for, as far as the request says: its account id or site slug. */
export interface SignInClubHint {
  readonly accountId?: number | null;
  readonly slug?: string | null;
}

/**
 * The club whose mandatory single sign-on refuses a password sign-in (or a session opened by a
 * reset code), or null when a password may be used:
 * - the sign-in is made for a club (named in the request, or the club site it comes from)
 *   whose SSO is mandatory; or
 * - every club the user belongs to (membership or club role) makes SSO mandatory, so there is
 *   no club where a password is accepted for them.
 * A user of no club at all (a governing-body or platform user) keeps the password.
 * The named club is found through `clubs` (in a request, `request.clubs`).
 */
export async function ssoClubRefusingPassword(
  db: Kysely<Database>,
  clubs: ClubLookup,
  userId: number,
  hint: SignInClubHint = {},
): Promise<string | null> {
  if (hint.accountId != null || hint.slug) {
    const club =
      hint.accountId != null
        ? await clubs.byAccountId(hint.accountId)
        : await clubs.bySlug(hint.slug ?? '');
    if (club?.ssoMode === 'mandatory') return club.slug;
  }
  const userClubs = await clubsOfUser(db, userId);
  if (userClubs.length === 0 || userClubs.some((club) => club.sso_mode !== 'mandatory')) {
    return null;
  }
  return userClubs[0]?.slug ?? null;
}

/**
 * The club slug a club site's origin names (`http://quiet.localhost:4200` -> `quiet`): the first
 * label of a host name of two labels or more. Null for a bare host such as the back office's.
 */
export function clubSlugOfOrigin(origin: string | undefined): string | null {
  if (!origin) return null;
  try {
    const labels = new URL(origin).hostname.split('.');
    return labels.length >= 2 && /^[a-z0-9-]{1,63}$/.test(labels[0] ?? '') ? labels[0]! : null;
  } catch {
    return null;
  }
}
