import { parseInteger } from '../config';

export interface IdentityConfig {
  /** Lifetime of an access token (the `expires_in` of the token answer). */
  readonly accessTokenTtlSeconds: number;
  /** Lifetime of a refresh token; each use rotates it. */
  readonly refreshTokenTtlSeconds: number;
  /** The club site links in mails point to when the request names no allowed origin. */
  readonly siteUrl: string;
}

type Read = (name: string) => string | undefined;

/** The identity settings of the environment (see apps/api/README.md). */
export function readIdentityConfig(read: Read, problems: string[]): IdentityConfig {
  const accessTokenTtlSeconds = parseInteger(
    read('ACCESS_TOKEN_TTL_SECONDS'),
    3600,
    'ACCESS_TOKEN_TTL_SECONDS',
    60,
    86_400,
    problems,
  );
  const refreshTokenTtlSeconds = parseInteger(
    read('REFRESH_TOKEN_TTL_SECONDS'),
    30 * 86_400,
    'REFRESH_TOKEN_TTL_SECONDS',
    300,
    365 * 86_400,
    problems,
  );
  if (refreshTokenTtlSeconds < accessTokenTtlSeconds) {
    problems.push('REFRESH_TOKEN_TTL_SECONDS must not be shorter than ACCESS_TOKEN_TTL_SECONDS');
  }
  const siteSetting = read('SITE_URL') ?? 'http://demo.localhost:4200';
  const siteUrl = siteSetting.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+$/.test(siteUrl)) {
    problems.push(`SITE_URL must be an origin such as https://club.example, got "${siteSetting}"`);
  }
  return { accessTokenTtlSeconds, refreshTokenTtlSeconds, siteUrl };
}
