import { CART_COOKIE, readCookie, REFRESH_COOKIE, SESSION_COOKIE } from '@touchline/api-client';

/**
 * A visitor with a session or a cart from an earlier visit: their header widgets (user menu,
 * cart count) are worth loading right after the first paint. A first, anonymous visit without
 * a cart loads them only when the visitor reaches for them.
 */
export function isReturningVisitor(): boolean {
  return Boolean(
    readCookie(SESSION_COOKIE) || readCookie(REFRESH_COOKIE) || readCookie(CART_COOKIE),
  );
}
