import { SESSION_COOKIE } from '@touchline/api-client';
import Cookies from 'js-cookie';

export function hasSessionCookie(cookie = typeof document === 'undefined' ? '' : document.cookie) {
  return cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/** Secure only over https: a Secure cookie set on http://{club}.localhost would be dropped. */
export const sessionCookieAttributes = (protocol: string): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'Strict',
  secure: protocol === 'https:',
});

/**
 * Stores a bearer token handed to the site (e.g. by the club's mobile app) as the session.
 * Its lifetime is unknown here, so it lasts for the browser session.
 */
export function writeSessionCookie(token: string, protocol = window.location.protocol): void {
  Cookies.set(SESSION_COOKIE, token, sessionCookieAttributes(protocol));
}
