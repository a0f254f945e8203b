import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TokenResponse } from '@touchline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fail } from '../errors/domain-error';
import {
  claimRefreshToken,
  findRefreshFamily,
  findRefreshTokenState,
  insertGuestAccessToken,
  insertRefreshToken,
  insertUserAccessToken,
  revokeAccessToken,
  revokeAccessTokensOfUser,
  revokeFamilyTokens,
  revokeRefreshTokensOfUser,
} from './oauth-token-repository';
import { revokeSessionGroup } from './session-group-repository';

/** A random secret for a token or a link code: 256 bits, URL-safe. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens and codes are stored as SHA-256 hashes only: a database leak gives no usable token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export interface TokenLifetimes {
  readonly accessTokenTtlSeconds: number;
  readonly refreshTokenTtlSeconds: number;
}

interface UserTokenRequest {
  readonly userId: number;
  readonly clientId?: string | null;
  readonly xgb?: boolean;
  /**
   * The session began at a club's single sign-on: only then does it carry the user's roles in
   * clubs whose sign-in is mandatory SSO (authenticate.ts).
   */
  readonly viaSso?: boolean;
  /** With a refresh token (sign-in), or an access token alone (the session a reset code opens). */
  readonly withRefresh: boolean;
  /** The family a rotated refresh token continues; a new family otherwise. */
  readonly family?: string;
  /**
   * A session opened by a hand-over: the origin of the group it joins
   * (session-group-repository.ts).
   */
  readonly handedOverFrom?: string | null;
}

/** Issues an access token (and a refresh token) for a user. */
export async function issueUserTokens(
  db: Kysely<Database>,
  lifetimes: TokenLifetimes,
  request: UserTokenRequest,
): Promise<TokenResponse> {
  const accessToken = newSecret();
  const family = request.withRefresh ? (request.family ?? randomUUID()) : null;
  await insertUserAccessToken(db, {
    tokenHash: hashSecret(accessToken),
    userId: request.userId,
    refreshFamily: family,
    clientId: request.clientId ?? null,
    xgb: request.xgb ?? false,
    viaSso: request.viaSso ?? false,
    ttlSeconds: lifetimes.accessTokenTtlSeconds,
  });
  const answer: TokenResponse = {
    token_type: 'Bearer',
    access_token: accessToken,
    expires_in: lifetimes.accessTokenTtlSeconds,
  };
  if (family === null) return answer;
  const refreshToken = newSecret();
  await insertRefreshToken(db, {
    tokenHash: hashSecret(refreshToken),
    userId: request.userId,
    family,
    clientId: request.clientId ?? null,
    xgb: request.xgb ?? false,
    viaSso: request.viaSso ?? false,
    handedOverFrom: request.handedOverFrom ?? null,
    ttlSeconds: lifetimes.refreshTokenTtlSeconds,
  });
  return { ...answer, refresh_token: refreshToken };
}

/** Seconds a guest checkout token lasts; guests get no refresh token. */
export const GUEST_TOKEN_TTL_SECONDS = 24 * 3600;

export async function issueGuestToken(
  db: Kysely<Database>,
  guestMemberId: number,
  clientId: string | null = null,
): Promise<TokenResponse> {
  const accessToken = newSecret();
  await insertGuestAccessToken(
    db,
    hashSecret(accessToken),
    guestMemberId,
    clientId,
    GUEST_TOKEN_TTL_SECONDS,
  );
  return { token_type: 'Bearer', access_token: accessToken, expires_in: GUEST_TOKEN_TTL_SECONDS };
}

export interface Rotation {
  readonly tokens: TokenResponse;
  readonly userId: number;
}

/** An unknown, expired or reused refresh token: the grant's OAuth error is `invalid_grant`. */
const badRefreshToken = () => fail('bad_refresh_token', { extra: { error: 'invalid_grant' } });

/**
 * Exchanges a refresh token for a new pair in the same family. The old refresh token is marked
 * rotated in the same statement that checks it, so two concurrent uses cannot both succeed.
 * Presenting a token already rotated (or revoked) is treated as theft: the whole family, with
 * its access tokens, is revoked before the refusal.
 */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  lifetimes: TokenLifetimes,
  rawToken: string,
): Promise<Rotation> {
  const tokenHash = hashSecret(rawToken);
  const claimed = await claimRefreshToken(db, tokenHash);
  if (claimed) {
    const tokens = await issueUserTokens(db, lifetimes, {
      userId: claimed.user_id,
      clientId: claimed.client_id,
      xgb: claimed.xgb,
      viaSso: claimed.via_sso,
      withRefresh: true,
      family: claimed.family,
      handedOverFrom: claimed.handed_over_from,
    });
    return { tokens, userId: claimed.user_id };
  }
  const known = await findRefreshTokenState(db, tokenHash);
  if (known && (known.rotated_at !== null || known.revoked_at !== null)) {
    await revokeFamily(db, known.family);
  }
  throw badRefreshToken();
}

/** Revokes every refresh token of a family and the access tokens issued with them. */
export async function revokeFamily(db: Kysely<Database>, family: string): Promise<void> {
  await revokeFamilyTokens(db, family);
}

/** Signs a user out everywhere except the access token `keepAccessTokenId` (if given). */
export async function revokeUserTokens(
  db: Kysely<Database>,
  userId: number,
  keepAccessTokenId?: number,
): Promise<void> {
  await revokeRefreshTokensOfUser(db, userId);
  await revokeAccessTokensOfUser(db, userId, keepAccessTokenId);
}

/**
 * Sign-out: ends the session a token belongs to, on every host it was handed over to. A refresh
 * token revokes its whole family (every rotation of it and the access tokens issued with them)
 * with the sessions linked to it by hand-overs (session-group-repository.ts); an access token revokes
 * itself and, when it came with a refresh token, that group too. An unknown token changes
 * nothing.
 */
export async function revokeSession(db: Kysely<Database>, rawToken: string): Promise<void> {
  const tokenHash = hashSecret(rawToken);
  const refresh = await findRefreshFamily(db, tokenHash);
  if (refresh) {
    await revokeSessionGroup(db, refresh.family);
    return;
  }
  const access = await revokeAccessToken(db, tokenHash);
  if (access?.refresh_family) await revokeSessionGroup(db, access.refresh_family);
}
