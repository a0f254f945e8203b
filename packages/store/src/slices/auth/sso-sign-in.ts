import { ssoLoginUrl } from '@touchline/api-client';
import type { ClubAccount } from '@touchline/contracts';
import { useMemo } from 'react';
import { useAppSelector, useStoreService } from '../../hooks';
import { selectClubAccount } from '../club';

/** The SSO button's text when the club gives none. */
export const DEFAULT_SSO_LABEL = 'Login with SSO';
/** The auth remote's step the club's login comes back to, with a one-time code `c`. */
export const SSO_RETURN_STEP = '/authentication/sign-in';

/** The API's address, as the runtime configuration in the store's `config` service gives it. */
export interface SsoApiSettings {
  apiBaseUrl: string;
  apiVersion: string;
}

/** The club's single sign-on, as a sign-in prompt offers it. */
export interface SsoSignIn {
  /** `optional`: beside the email and password; `mandatory`: the only way in. */
  mode: 'optional' | 'mandatory';
  /** The address that starts the club's login: a page to leave for, not a call. */
  url: string;
  /** The button's text: the club's own, else 'Login with SSO'. */
  label: string;
  /** The club's page of help with signing in, when it has one. */
  helpUrl: string | null;
}

/**
 * The club's single sign-on, or null when its mode is off (or the club is not known yet). The
 * login comes back to the sign-in step on `siteOrigin`, which exchanges its code and then goes
 * on to `redirect` (a path of this site), as any sign-in does.
 */
export function ssoSignIn(
  club: ClubAccount | null | undefined,
  api: SsoApiSettings,
  siteOrigin: string,
  redirect?: string,
): SsoSignIn | null {
  const sso = club?.sso;
  if (!club || !sso || sso.mode === 'off') return null;
  const back = new URL(SSO_RETURN_STEP, siteOrigin);
  if (redirect) back.searchParams.set('redirect', redirect);
  return {
    mode: sso.mode,
    url: ssoLoginUrl(
      { baseUrl: api.apiBaseUrl, version: api.apiVersion },
      { club: club.slug, return_to: back.toString() },
    ),
    label: sso.sso_button_text || DEFAULT_SSO_LABEL,
    helpUrl: sso.help_url || null,
  };
}

/**
 * The club's single sign-on for a sign-in prompt outside the auth remote (the checkout's panel),
 * coming back to `redirect` once signed in; null when the club has none. Read in the browser only
 * (the site's origin).
 */
export function useSsoSignIn(redirect?: string): SsoSignIn | null {
  const club = useAppSelector(selectClubAccount);
  const api = useStoreService<SsoApiSettings>('config');
  return useMemo(
    () => ssoSignIn(club, api, window.location.origin, redirect),
    [club, api, redirect],
  );
}
