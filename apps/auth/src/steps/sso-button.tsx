import { selectClubAccount, useAppSelector } from '@touchline/store';
import { Button } from '@touchline/ui';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useAuthT } from '../messages/auth-messages';
import { useAuthApi } from '../session/use-session';
import { leaveSiteFor } from './leave-site';

/**
 * The address of the club's single sign-on; it comes back to sign-in with a code `c`, and
 * from there to `redirect` (a path of this site) once signed in. Null before the club is known.
 */
export function useSsoLoginUrl(redirect?: string): string | null {
  const api = useAuthApi();
  const club = useAppSelector(selectClubAccount);
  if (!club) return null;
  const back = new URL('/authentication/sign-in', window.location.origin);
  if (redirect) back.searchParams.set('redirect', redirect);
  return api.ssoLoginUrl({ club: club.slug, return_to: back.toString() });
}

/** The page to come back to after signing in, when the step was opened with one. */
export function useRedirectParam(): string | undefined {
  const { search } = useLocation();
  return new URLSearchParams(search).get('redirect') ?? undefined;
}

/** Sends the browser to the club's single sign-on; it comes back to this step's `redirect`. */
export function useStartSso() {
  const url = useSsoLoginUrl(useRedirectParam());
  return useCallback(() => {
    if (url) leaveSiteFor(url);
  }, [url]);
}

/** The SSO button: the label from the club's settings, by default "Login with SSO" in the page's language. */
export function SsoButton() {
  const t = useAuthT();
  const club = useAppSelector(selectClubAccount);
  const start = useStartSso();
  return (
    <Button variant="outline" onClick={start}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 1 3 5v6c0 5.5 3.8 10.7 9 12 5.2-1.3 9-6.5 9-12V5l-9-4zm0 6a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm0 14c-2.5-.8-4.6-2.8-5.5-5.3 1-1.6 3.3-2.7 5.5-2.7s4.5 1.1 5.5 2.7c-.9 2.5-3 4.5-5.5 5.3z"
        />
      </svg>{' '}
      {club?.sso?.sso_button_text || t('sso.defaultLabel')}
    </Button>
  );
}
