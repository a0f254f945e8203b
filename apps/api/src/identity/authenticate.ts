/**
 * Who is calling: bearer tokens, guest tokens, roles, and the guards routes use.
 *
 * Exported API (stable; other areas build on it):
 *
 * - `authentication` (Fastify plugin, options `{ db }`): registered once, at the app's root (see
 *   app.ts), so every request of every area has
 *   `request.auth`, resolved from `Authorization: Bearer <token>`:
 *     - `null`: no token, or a token that is unknown, revoked or expired (`request.authProblem`
 *       tells which: `'missing' | 'invalid' | 'expired'`). Public routes keep working.
 *     - `UserAuth` `{ kind: 'user', userId, email, isGuest: false, roles, xgb, tokenId }`:
 *       `roles` lists every `RoleGrant { role, accountId, governingBodyId }` of the user.
 *     - `GuestAuth` `{ kind: 'guest', userId: null, memberId, accountId, isGuest: true, email,
 *       roles: [] }`: a guest checkout token, honoured only when the request carries the
 *       `X-Use-Guest-Auth` header (any value but `false` or `0`), as the club site sends it for
 *       guest calls. Without the header a guest token counts as no token.
 *   Registering it twice is harmless (a request is resolved once), but the app registers it once.
 * - Guards, as `preHandler`s: `requireUser` (a signed-in user; 401 otherwise, 403 for a guest),
 *   `requireUserOrGuest` (either), `requireRole(roles, accountOf?)` (a user holding one of
 *   `roles`, in the account `accountOf(request)` returns when given; Superuser passes every
 *   check). They answer 401 `{ message }` with `www-authenticate: Bearer`, or 403 `{ message }`.
 * - `hasRole(auth, roles, accountId?)`: the same check as a boolean.
 * - `memberIdFor(db, auth, accountId)`: the caller's member id in a club (the guest's own member
 *   for a guest token of that club), or null.
 */

import { ERRORS } from '../errors/catalogue';
import { fail } from '../errors/domain-error';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RoleName } from '../db/schema-identity';
import { memberIdOfUser } from './member-repository';
import { findBearer } from './oauth-token-repository';
import { hashSecret } from './tokens';

export type { RoleName } from '../db/schema-identity';

export interface RoleGrant {
  readonly role: RoleName;
  /** The club account of a club role (Member, Admin, Owner, GroupManager). */
  readonly accountId: number | null;
  /** The governing body of an XGB role. */
  readonly governingBodyId: number | null;
}

export interface UserAuth {
  readonly kind: 'user';
  readonly userId: number;
  readonly memberId?: undefined;
  readonly isGuest: false;
  readonly email: string;
  readonly roles: readonly RoleGrant[];
  /** The token was issued for the governing-body host (`xgb_user`). */
  readonly xgb: boolean;
  /** The session began at a club's single sign-on (not a password or a reset code). */
  readonly viaSso: boolean;
  readonly tokenId: number;
}

export interface GuestAuth {
  readonly kind: 'guest';
  readonly userId: null;
  readonly memberId: number;
  readonly accountId: number;
  readonly isGuest: true;
  readonly email: string | null;
  readonly roles: readonly RoleGrant[];
  readonly tokenId: number;
}

export type Auth = UserAuth | GuestAuth;
export type AuthProblem = 'missing' | 'invalid' | 'expired';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
    authProblem: AuthProblem | null;
  }
}

const RESOLVED = Symbol('authResolved');
type Resolvable = FastifyRequest & { [RESOLVED]?: true };

export const UNAUTHENTICATED = ERRORS.unauthenticated.message;
export const SESSION_EXPIRED = ERRORS.session_expired.message;
export const FORBIDDEN = ERRORS.forbidden.message;

/** Reads the bearer token of every request of the context it is registered in. */
export const authentication = fp(
  async (app: FastifyInstance, options: { db: Kysely<Database> }) => {
    if (!app.hasRequestDecorator('auth')) {
      app.decorateRequest('auth', null);
      app.decorateRequest('authProblem', null);
    }
    app.addHook('onRequest', async (request: Resolvable) => {
      if (request[RESOLVED]) return;
      request[RESOLVED] = true;
      const resolved = await resolveAuth(options.db, request);
      request.auth = resolved.auth;
      request.authProblem = resolved.problem;
    });
  },
  { name: 'touchline-authentication', fastify: '5.x' },
);

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]{16,200}=*)$/;

async function resolveAuth(
  db: Kysely<Database>,
  request: FastifyRequest,
): Promise<{ auth: Auth | null; problem: AuthProblem | null }> {
  const header = request.headers.authorization;
  if (!header) return { auth: null, problem: 'missing' };
  const token = BEARER.exec(header)?.[1];
  if (!token) return { auth: null, problem: 'invalid' };
  const row = await findBearer(db, hashSecret(token));
  if (!row || row.revoked_at !== null) return { auth: null, problem: 'invalid' };
  if (row.expired) return { auth: null, problem: 'expired' };
  if (row.user_id !== null && row.user_email !== null) {
    return {
      auth: {
        kind: 'user',
        userId: row.user_id,
        isGuest: false,
        email: row.user_email,
        xgb: row.xgb,
        viaSso: row.via_sso,
        tokenId: row.id,
        roles: row.roles.map((grant) => ({
          role: grant.role,
          accountId: grant.account_id,
          governingBodyId: grant.governing_body_id,
        })),
      },
      problem: null,
    };
  }
  if (row.guest_member_id !== null && row.guest_account_id !== null) {
    if (!usesGuestAuth(request)) return { auth: null, problem: 'invalid' };
    return {
      auth: {
        kind: 'guest',
        userId: null,
        memberId: row.guest_member_id,
        accountId: row.guest_account_id,
        isGuest: true,
        email: row.guest_email,
        roles: [],
        tokenId: row.id,
      },
      problem: null,
    };
  }
  return { auth: null, problem: 'invalid' };
}

function usesGuestAuth(request: FastifyRequest): boolean {
  const value = request.headers['x-use-guest-auth'];
  if (value === undefined) return false;
  const text = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
  return text !== 'false' && text !== '0';
}

/** Whether `auth` holds one of `roles` (in `accountId` when given). Superuser holds them all. */
export function hasRole(
  auth: Auth | null,
  roles: RoleName | readonly RoleName[],
  accountId?: number | null,
): boolean {
  if (!auth || auth.kind !== 'user') return false;
  const wanted: readonly RoleName[] = typeof roles === 'string' ? [roles] : roles;
  return auth.roles.some(
    (grant) =>
      grant.role === 'Superuser' ||
      (wanted.includes(grant.role) &&
        (accountId === undefined || accountId === null || grant.accountId === accountId)),
  );
}

function assertResolved(request: FastifyRequest): void {
  if (request.auth === undefined) {
    throw new Error(
      'Register the authentication plugin (app.ts does, at the root) before using its guards',
    );
  }
}

function unauthenticated(request: FastifyRequest) {
  return fail(request.authProblem === 'expired' ? 'session_expired' : 'unauthenticated', {
    headers: {
      'www-authenticate':
        request.authProblem === 'missing' ? 'Bearer' : 'Bearer error="invalid_token"',
    },
  });
}

/** A signed-in user (not a guest). */
export const requireUser: preHandlerAsyncHookHandler = async function (request) {
  assertResolved(request);
  if (!request.auth) throw unauthenticated(request);
  if (request.auth.kind !== 'user') throw fail('forbidden');
};

/** A signed-in user or a guest (guest token with `X-Use-Guest-Auth`). */
export const requireUserOrGuest: preHandlerAsyncHookHandler = async function (request) {
  assertResolved(request);
  if (!request.auth) throw unauthenticated(request);
};

/**
 * A user holding one of `roles`; with `accountOf`, in the club account it returns for the
 * request (e.g. from the `{club}` path parameter). An unknown account (null) is a 403.
 */
export function requireRole(
  roles: RoleName | readonly RoleName[],
  accountOf?: (request: FastifyRequest) => number | null | Promise<number | null>,
): preHandlerAsyncHookHandler {
  return async function (request) {
    assertResolved(request);
    if (!request.auth) throw unauthenticated(request);
    if (!accountOf) {
      if (!hasRole(request.auth, roles)) throw fail('forbidden');
      return;
    }
    const accountId = await accountOf(request);
    if (accountId === null || !hasRole(request.auth, roles, accountId)) throw fail('forbidden');
  };
}

/** The caller's member id in a club account, or null (no membership there, or no caller). */
export async function memberIdFor(
  db: Kysely<Database>,
  auth: Auth | null,
  accountId: number,
): Promise<number | null> {
  if (!auth) return null;
  if (auth.kind === 'guest') return auth.accountId === accountId ? auth.memberId : null;
  return memberIdOfUser(db, auth.userId, accountId);
}
