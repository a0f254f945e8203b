import { parseInteger } from '../integer-setting';

export interface IdentityConfig {
  /** Lifetime of an access token (the `expires_in` of the token answer). */
  readonly accessTokenTtlSeconds: number;
  /** Lifetime of a refresh token; each use rotates it. */
  readonly refreshTokenTtlSeconds: number;
  /** The club site links in mails point to when the request names no allowed origin. */
  readonly siteUrl: string;
  /**
   * The back office's origin for links in mails (a team invitation), where it is served on a
   * host of its own (`BACKOFFICE_URL`, deploy/'s admin site); null: the club site's origin with
   * `backoffice` as its first label.
   */
  readonly backofficeUrl: string | null;
  /**
   * Token requests (sign-ins, refreshes) one client address may make per account in a minute
   * (`TOKEN_REQUESTS_PER_MINUTE`, 10). Raised only where many people share one address and one
   * account, such as the browser journeys' stack.
   */
  readonly tokenRequestsPerMinute: number;
  /**
   * Sign-ups one client address may make in an hour (`SIGN_UPS_PER_HOUR`, 10). Raised only where
   * many people sign up from one address, such as the browser journeys' stack.
   */
  readonly signUpsPerHour: number;
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
  const backofficeSetting = read('BACKOFFICE_URL');
  const backofficeUrl = backofficeSetting?.replace(/\/+$/, '') ?? null;
  if (backofficeUrl !== null && !/^https?:\/\/[^/\s]+$/.test(backofficeUrl)) {
    problems.push(
      `BACKOFFICE_URL must be an origin such as https://admin.club.example, got "${backofficeSetting}"`,
    );
  }
  const tokenRequestsPerMinute = parseInteger(
    read('TOKEN_REQUESTS_PER_MINUTE'),
    10,
    'TOKEN_REQUESTS_PER_MINUTE',
    1,
    1000,
    problems,
  );
  const signUpsPerHour = parseInteger(
    read('SIGN_UPS_PER_HOUR'),
    10,
    'SIGN_UPS_PER_HOUR',
    1,
    1000,
    problems,
  );
  return {
    accessTokenTtlSeconds,
    refreshTokenTtlSeconds,
    siteUrl,
    backofficeUrl,
    tokenRequestsPerMinute,
    signUpsPerHour,
  };
}
