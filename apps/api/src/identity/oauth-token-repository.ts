import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { secondsFromNow } from '../db/database-clock';
import type { Database } from '../db/schema';

/** A user's access token as tokens.ts issues it: stored by its hash only. */
export interface NewUserAccessToken {
  readonly tokenHash: string;
  readonly userId: number;
  /** Null for an access token issued without a refresh token. */
  readonly refreshFamily: string | null;
  readonly clientId: string | null;
  readonly xgb: boolean;
  readonly viaSso: boolean;
  readonly ttlSeconds: number;
}

/** Stores a user's access token. */
export async function insertUserAccessToken(
  db: Kysely<Database>,
  token: NewUserAccessToken,
): Promise<void> {
  await db
    .insertInto('oauth_access_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      refresh_family: token.refreshFamily,
      client_id: token.clientId,
      xgb: token.xgb,
      via_sso: token.viaSso,
      expires_at: secondsFromNow(token.ttlSeconds),
    })
    .execute();
}

/** A refresh token as tokens.ts issues it: stored by its hash only. */
export interface NewRefreshToken {
  readonly tokenHash: string;
  readonly userId: number;
  readonly family: string;
  readonly clientId: string | null;
  readonly xgb: boolean;
  readonly viaSso: boolean;
  readonly handedOverFrom: string | null;
  readonly ttlSeconds: number;
}

/** Stores a refresh token. */
export async function insertRefreshToken(
  db: Kysely<Database>,
  token: NewRefreshToken,
): Promise<void> {
  await db
    .insertInto('oauth_refresh_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      family: token.family,
      client_id: token.clientId,
      xgb: token.xgb,
      via_sso: token.viaSso,
      handed_over_from: token.handedOverFrom,
      expires_at: secondsFromNow(token.ttlSeconds),
    })
    .execute();
}

/** Stores a guest checkout's access token. */
export async function insertGuestAccessToken(
  db: Kysely<Database>,
  tokenHash: string,
  guestMemberId: number,
  clientId: string | null,
  ttlSeconds: number,
): Promise<void> {
  await db
    .insertInto('oauth_access_tokens')
    .values({
      token_hash: tokenHash,
      guest_member_id: guestMemberId,
      client_id: clientId,
      expires_at: secondsFromNow(ttlSeconds),
    })
    .execute();
}

/**
 * Marks a live refresh token rotated and answers what its successor inherits, or undefined when
 * it is unknown, rotated, revoked or expired. Checking and marking are one statement, so two
 * concurrent uses of one token cannot both claim it.
 */
export async function claimRefreshToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .updateTable('oauth_refresh_tokens')
    .set({ rotated_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'family', 'client_id', 'xgb', 'via_sso', 'handed_over_from'])
    .executeTakeFirst();
}

/** A refresh token's family and whether it was rotated or revoked, or undefined if unknown. */
export async function findRefreshTokenState(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('oauth_refresh_tokens')
    .select(['family', 'rotated_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** A refresh token's family, or undefined if the hash is no refresh token's. */
export async function findRefreshFamily(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('oauth_refresh_tokens')
    .select('family')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Revokes every refresh token of a family and the access tokens issued with them. */
export async function revokeFamilyTokens(db: Kysely<Database>, family: string): Promise<void> {
  await db
    .updateTable('oauth_refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('family', '=', family)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('oauth_access_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('refresh_family', '=', family)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live refresh token of a user, but those of `keepFamily` when one is given. */
export async function revokeRefreshTokensOfUser(
  db: Kysely<Database>,
  userId: number,
  keepFamily?: string | null,
): Promise<void> {
  let refresh = db
    .updateTable('oauth_refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamily) refresh = refresh.where('family', '<>', keepFamily);
  await refresh.execute();
}

/** The refresh-token family an access token was issued with, if it has one. */
export async function refreshFamilyOfAccessToken(
  db: Kysely<Database>,
  accessTokenId: number,
): Promise<string | null> {
  const access = await db
    .selectFrom('oauth_access_tokens')
    .select('refresh_family')
    .where('id', '=', accessTokenId)
    .executeTakeFirst();
  return access?.refresh_family ?? null;
}

/** Revokes every live access token of a user but `keepAccessTokenId` (if given). */
export async function revokeAccessTokensOfUser(
  db: Kysely<Database>,
  userId: number,
  keepAccessTokenId?: number,
): Promise<void> {
  let access = db
    .updateTable('oauth_access_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepAccessTokenId !== undefined) access = access.where('id', '<>', keepAccessTokenId);
  await access.execute();
}

/**
 * Revokes an access token (keeping the time of an earlier revocation) and answers its refresh
 * family, or undefined if the hash is no access token's.
 */
export async function revokeAccessToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .updateTable('oauth_access_tokens')
    .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` })
    .where('token_hash', '=', tokenHash)
    .returning('refresh_family')
    .executeTakeFirst();
}

/**
 * An access token by its hash, with its user's email and role grants or its guest member's club
 * and email, and whether it has expired; undefined if unknown.
 */
export async function findBearer(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('oauth_access_tokens as t')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('members as m', 'm.id', 't.guest_member_id')
    .select((eb) => [
      't.id',
      't.user_id',
      't.guest_member_id',
      't.xgb',
      't.via_sso',
      't.revoked_at',
      sql<boolean>`t.expires_at <= now()`.as('expired'),
      'u.email as user_email',
      'm.account_id as guest_account_id',
      'm.email as guest_email',
      jsonArrayFrom(
        eb
          .selectFrom('user_roles as r')
          .select(['r.role', 'r.account_id', 'r.governing_body_id'])
          .whereRef('r.user_id', '=', 't.user_id')
          // A session that began with a password or a reset code carries no role in a club (or
          // governing body) whose sign-in is mandatory single sign-on, whatever club it was
          // opened for: that role is reached through the club's identity provider only.
          .where((roles) =>
            roles.or([
              roles(roles.ref('t.via_sso'), '=', true),
              roles.and([
                roles.not(
                  roles.exists(
                    roles
                      .selectFrom('clubs as c')
                      .select('c.account_id')
                      .whereRef('c.account_id', '=', 'r.account_id')
                      .where('c.sso_mode', '=', 'mandatory'),
                  ),
                ),
                roles.not(
                  roles.exists(
                    roles
                      .selectFrom('governing_bodies as g')
                      .select('g.id')
                      .whereRef('g.id', '=', 'r.governing_body_id')
                      .where('g.sso_mode', '=', 'mandatory'),
                  ),
                ),
              ]),
            ]),
          )
          .orderBy('r.id'),
      ).as('roles'),
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
