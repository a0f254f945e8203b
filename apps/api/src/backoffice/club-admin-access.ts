import { ERRORS } from '../errors/catalogue';
import { fail } from '../errors/domain-error';
import {
  BACKOFFICE_PERMISSIONS,
  BACKOFFICE_ROLES,
  type BackofficeQuery,
  type BackofficeToolName,
} from '@touchline/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasRole, requireUser, type Auth } from '../identity/authenticate';

/** The club a back-office call works on. */
export interface ManagedClub {
  readonly accountId: number;
  readonly slug: string;
  readonly name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireBackofficeTool` for the routes it guards. */
    managedClub: ManagedClub | null;
  }
}

export const ACCOUNT_REQUIRED = ERRORS.account_required.message;
export const CLUB_NOT_FOUND = ERRORS.club_not_found.message;

/** The club accounts `auth` holds a back-office role in (any of `BACKOFFICE_ROLES`). */
export function managedAccountIds(auth: Auth): number[] {
  const ids = auth.roles
    .filter((grant) => (BACKOFFICE_ROLES as readonly string[]).includes(grant.role))
    .map((grant) => grant.accountId)
    .filter((id): id is number => id !== null);
  return [...new Set(ids)];
}

/**
 * A `preHandler` for the routes of one back-office tool: a signed-in user holding a role that
 * may use `tool` (the table `BACKOFFICE_PERMISSIONS`) in the club named by the `account_id`
 * query parameter, or in their only club when they hold back-office roles in one. Sets
 * `request.managedClub`. Answers 401 without a valid token, 403 without such a role there, 400
 * when the club is ambiguous and 404 for an account that does not exist (a Superuser may name
 * any). The club is found through `request.clubs`, so a request reads it once.
 */
export function requireBackofficeTool(tool: BackofficeToolName): preHandlerAsyncHookHandler {
  const allowed = BACKOFFICE_PERMISSIONS[tool];
  return async function (this: FastifyInstance, request, reply) {
    await requireUser.call(this, request, reply);
    if (reply.sent || !request.auth) return reply;
    const auth = request.auth;
    const asked = (request.query as BackofficeQuery | undefined)?.account_id;
    let accountId: number;
    if (asked !== undefined) {
      accountId = asked;
    } else {
      const managed = managedAccountIds(auth);
      if (managed.length === 1) {
        accountId = managed[0]!;
      } else if (managed.length > 1 || hasRole(auth, 'Superuser')) {
        throw fail('account_required', { errors: { 'querystring.account_id': ['is required'] } });
      } else {
        throw fail('forbidden');
      }
    }
    if (!hasRole(auth, allowed, accountId)) throw fail('forbidden');
    const club = await request.clubs.byAccountId(accountId);
    if (!club) throw fail('club_not_found');
    request.managedClub = { accountId: club.accountId, slug: club.slug, name: club.name };
  };
}

/** The club of a request that passed `requireBackofficeTool`. */
export function managedClubOf(request: FastifyRequest): ManagedClub {
  if (!request.managedClub) throw new Error('requireBackofficeTool must guard this route');
  return request.managedClub;
}

/** Adds `request.managedClub` to the context (once). */
export function decorateManagedClub(app: FastifyInstance): void {
  if (!app.hasRequestDecorator('managedClub')) app.decorateRequest('managedClub', null);
}
