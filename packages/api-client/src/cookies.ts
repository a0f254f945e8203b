import Cookies from 'js-cookie';

/** The signed-in session's bearer token (also written by the shell from a `token` startup parameter). */
export const SESSION_COOKIE = 'touchline_session';
/** The refresh token that reopens the session when the access token has run out. */
export const REFRESH_COOKIE = 'touchline_refresh';
/** Present while the refresh token is remembered ("Remember me"), so a refresh keeps it so. */
export const REMEMBER_COOKIE = 'touchline_remember';
/** A guest checkout's token. */
export const GUEST_TOKEN_COOKIE = 'guest_access_token';
/** The shopping cart's id; host-only, so each club's domain keeps its own cart. */
export const CART_COOKIE = 'touchline_cart';
/** The order just placed, read by the confirmation page. */
export const LAST_ORDER_COOKIE = 'touchline_last_order';
/** The club account a club admin works on. */
export const CLUB_ADMIN_COOKIE = 'touchline_club_admin';
/** The governing body of a user signed in on the governing-body (xgb) host. */
export const GOVERNING_BODY_COOKIE = 'touchline_governing_body';

/** Days a remembered refresh token is kept (the API's refresh tokens last 30 days). */
export const REMEMBER_DAYS = 30;

const currentProtocol = () => (typeof window === 'undefined' ? 'https:' : window.location.protocol);

/**
 * Whole-site, SameSite=Strict and host-only cookies; Secure only over
 * https, as a Secure cookie set on http://{club}.localhost would be dropped.
 */
export const cookieAttributes = (protocol = currentProtocol()): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'Strict',
  secure: protocol === 'https:',
});

/**
 * A visitor's preference (the site's language), not a credential: SameSite=Lax, as the page
 * server writes it, so a visitor who follows a link from another site is served in their choice.
 */
export const preferenceCookieAttributes = (
  protocol = currentProtocol(),
): Cookies.CookieAttributes => ({ ...cookieAttributes(protocol), sameSite: 'Lax' });

export const readCookie = (name: string): string | undefined =>
  typeof document === 'undefined' ? undefined : Cookies.get(name);

/** `expires`: days, or a moment; without it the cookie lasts for the browser session. */
export function writeCookie(name: string, value: string, expires?: number | Date): void {
  Cookies.set(name, value, { ...cookieAttributes(), expires });
}

/** A preference kept for `days` (see `preferenceCookieAttributes`). */
export function writePreferenceCookie(name: string, value: string, days: number): void {
  Cookies.set(name, value, { ...preferenceCookieAttributes(), expires: days });
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}

export const readAccessToken = (): string | undefined => readCookie(SESSION_COOKIE);
export const readGuestToken = (): string | undefined => readCookie(GUEST_TOKEN_COOKIE);
