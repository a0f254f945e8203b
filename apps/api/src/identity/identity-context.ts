import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ClubDirectory } from '../clubs/club-directory';
import type { ResolvedClub } from '../clubs/club-repository';
import type { ApiConfig } from '../config';
import type { Database } from '../db/schema';
import { createOriginMatcher } from '../http/cors-origins';
import type { RateLimiter } from '../http/rate-limit';
import type { IdentityMail } from './identity-mail';

/** What the identity routes share: the database, settings, limiter, mail and club lookup. */
export interface IdentityContext {
  readonly db: Kysely<Database>;
  readonly config: ApiConfig;
  readonly limiter: RateLimiter;
  readonly mail: IdentityMail;
  /** The API's one club lookup (`app.clubs`). */
  readonly clubs: ClubDirectory;
  /** Whether an origin is one of the configured site origins (`CORS_ORIGINS`). */
  readonly isAllowedOrigin: (origin: string) => boolean;
}

export function createIdentityContext(
  options: Omit<IdentityContext, 'isAllowedOrigin'>,
): IdentityContext {
  return { ...options, isAllowedOrigin: createOriginMatcher(options.config.corsOrigins) };
}

/** The site links in mails lead to: the calling site when allowed, else `SITE_URL`. */
export function siteUrlFor(context: IdentityContext, request: FastifyRequest): string {
  const origin = request.headers.origin;
  return origin && context.isAllowedOrigin(origin) ? origin : context.config.identity.siteUrl;
}

/** The club of an identity call, as the club directory resolves it. */
export type ClubIdentity = ResolvedClub;

/** Text flags of forms and query strings: `true`/`1` (or `true` itself) is on. */
export function isOn(flag: boolean | string | undefined): boolean {
  return flag === true || flag === 'true' || flag === '1';
}
