import Cookies from 'js-cookie';
import { useCallback, useSyncExternalStore } from 'react';

export const CONSENT_COOKIE = 'cookie_consent';
/** The spec's consent validity. */
export const CONSENT_DAYS = 10;

export type ConsentChoice = 'accepted' | 'refused';

const listeners = new Set<() => void>();

/** The visitor's stored choice, or `null` when they have not chosen (or it expired). */
export function readConsent(): ConsentChoice | null {
  const value = Cookies.get(CONSENT_COOKIE);
  return value === 'accepted' || value === 'refused' ? value : null;
}

/** Secure only over https: a Secure cookie set on http://{club}.localhost would be dropped. */
export const consentCookieAttributes = (protocol: string): Cookies.CookieAttributes => ({
  expires: CONSENT_DAYS,
  path: '/',
  sameSite: 'Lax',
  secure: protocol === 'https:',
});

export function writeConsent(choice: ConsentChoice): void {
  Cookies.set(CONSENT_COOKIE, choice, consentCookieAttributes(window.location.protocol));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The visitor's cookie choice, shared by every component that asks. Analytics and marketing
 * scripts must wait for `consent === 'accepted'`.
 */
export function useCookieConsent() {
  // A prerendered page was rendered with the request's cookies, the same the browser reads, so
  // hydration reads the cookie too (see apps/shell/src/server/request-cookies.server.ts).
  const consent = useSyncExternalStore(subscribe, readConsent, readConsent);
  const accept = useCallback(() => writeConsent('accepted'), []);
  const refuse = useCallback(() => writeConsent('refused'), []);
  return { consent, accept, refuse };
}
