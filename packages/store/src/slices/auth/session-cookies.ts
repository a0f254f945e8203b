import {
  CLUB_ADMIN_COOKIE,
  GOVERNING_BODY_COOKIE,
  readCookie,
  REFRESH_COOKIE,
  REMEMBER_COOKIE,
  REMEMBER_DAYS,
  removeCookie,
  SESSION_COOKIE,
  writeCookie,
} from '@touchline/api-client';
import type { HostArea, User } from '@touchline/contracts';
import type { SessionTokens } from './auth-slice';

/**
 * Sign-in step 1: the session cookie lives `expires_in` seconds; the refresh
 * token stays for the browser session, or 30 days when the user asked to be remembered.
 */
export function writeSession(tokens: SessionTokens, persist: boolean, now = Date.now()): void {
  writeCookie(SESSION_COOKIE, tokens.access_token, new Date(now + tokens.expires_in * 1000));
  if (!tokens.refresh_token) {
    removeCookie(REFRESH_COOKIE);
    removeCookie(REMEMBER_COOKIE);
    return;
  }
  writeCookie(REFRESH_COOKIE, tokens.refresh_token, persist ? REMEMBER_DAYS : undefined);
  if (persist) writeCookie(REMEMBER_COOKIE, '1', REMEMBER_DAYS);
  else removeCookie(REMEMBER_COOKIE);
}

export const readRefreshToken = () => readCookie(REFRESH_COOKIE);
export const isRemembered = () => readCookie(REMEMBER_COOKIE) === '1';

/**
 * Sign-in step 5: the first account becomes the club-admin cookie unless the current one is
 * among the user's accounts; on the governing-body host its id is kept too.
 */
export function writeAccountCookies(user: User, area: HostArea): void {
  const current = readCookie(CLUB_ADMIN_COOKIE);
  const first = user.accounts[0];
  if (first && !user.accounts.some((account) => String(account.account_id) === current)) {
    writeCookie(CLUB_ADMIN_COOKIE, String(first.account_id));
  }
  if (area === 'xgb' && user.governing_body) {
    writeCookie(GOVERNING_BODY_COOKIE, String(user.governing_body.governing_body_id));
  }
}

/** Sign-out: the session, its refresh token and the club-admin and governing-body cookies. */
export function clearSession(): void {
  for (const name of [
    SESSION_COOKIE,
    REFRESH_COOKIE,
    REMEMBER_COOKIE,
    CLUB_ADMIN_COOKIE,
    GOVERNING_BODY_COOKIE,
  ]) {
    removeCookie(name);
  }
}
