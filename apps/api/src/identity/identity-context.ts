import type { Features, SsoMode } from '@touchline/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_FEATURES } from '../clubs/club-repository';
import type { ApiConfig } from '../config';
import type { Database } from '../db/schema';
import { createOriginMatcher } from '../http/cors-origins';
import type { RateLimiter } from '../http/rate-limit';
import type { IdentityMail } from './identity-mail';

/** What the identity routes share: the database, settings, limiter and mail. */
export interface IdentityContext {
  readonly db: Kysely<Database>;
  readonly config: ApiConfig;
  readonly limiter: RateLimiter;
  readonly mail: IdentityMail;
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

export interface ClubIdentity {
  readonly accountId: number;
  readonly slug: string;
  readonly name: string;
  readonly features: Features;
  readonly ssoMode: SsoMode;
  readonly governingBodyId: number | null;
  readonly ssoButtonText: string | null;
  readonly ssoHelpUrl: string | null;
}

/** A club's sign-in settings, by account id or slug; null when unknown. */
export async function findClub(
  db: Kysely<Database>,
  by: { accountId: number } | { slug: string },
): Promise<ClubIdentity | null> {
  let query = db
    .selectFrom('clubs')
    .select([
      'account_id',
      'slug',
      'name',
      'features',
      'sso_mode',
      'sso_governing_body_id',
      'sso_button_text',
      'sso_help_url',
    ]);
  query =
    'accountId' in by
      ? query.where('account_id', '=', by.accountId)
      : query.where('slug', '=', by.slug);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return {
    accountId: row.account_id,
    slug: row.slug,
    name: row.name,
    features: { ...DEFAULT_FEATURES, ...(row.features as Partial<Features>) },
    ssoMode: row.sso_mode,
    governingBodyId: row.sso_governing_body_id,
    ssoButtonText: row.sso_button_text,
    ssoHelpUrl: row.sso_help_url,
  };
}

/** Text flags of forms and query strings: `true`/`1` (or `true` itself) is on. */
export function isOn(flag: boolean | string | undefined): boolean {
  return flag === true || flag === 'true' || flag === '1';
}
