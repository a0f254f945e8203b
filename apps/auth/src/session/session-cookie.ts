import type { TokenResponse } from '@touchline/contracts';
import Cookies from 'js-cookie';

/** Name of the cookie that holds the signed-in session's bearer token (read by the shell too). */
export const SESSION_COOKIE = 'touchline_session';
/** The refresh token, kept to reopen the session when the access token has run out. */
export const REFRESH_COOKIE = 'touchline_refresh';

/** Days a remembered refresh token is kept (the API's refresh tokens last 30 days). */
export const REMEMBER_DAYS = 30;

/** SameSite=Lax; Secure only over https (a Secure cookie on http://{club}.localhost is dropped). */
export const cookieAttributes = (protocol: string): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'Lax',
  secure: protocol === 'https:',
});

/**
 * Writes the session: the access token lives `expires_in` seconds; the refresh token (when
 * there is one) stays for the browser session, or 30 days with Remember me.
 */
export function writeSession(
  tokens: Pick<TokenResponse, 'access_token' | 'refresh_token' | 'expires_in'>,
  remember: boolean,
  protocol = window.location.protocol,
): void {
  const attributes = cookieAttributes(protocol);
  Cookies.set(SESSION_COOKIE, tokens.access_token, {
    ...attributes,
    expires: new Date(Date.now() + tokens.expires_in * 1000),
  });
  if (tokens.refresh_token) {
    Cookies.set(REFRESH_COOKIE, tokens.refresh_token, {
      ...attributes,
      expires: remember ? REMEMBER_DAYS : undefined,
    });
  } else {
    Cookies.remove(REFRESH_COOKIE, { path: '/' });
  }
}

export const readAccessToken = (): string | undefined => Cookies.get(SESSION_COOKIE);
export const readRefreshToken = (): string | undefined => Cookies.get(REFRESH_COOKIE);

export function clearSession(): void {
  Cookies.remove(SESSION_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_COOKIE, { path: '/' });
}
