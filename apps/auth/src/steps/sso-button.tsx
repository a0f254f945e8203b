import { selectClubAccount, useAppSelector } from '@touchline/store';
import { Button } from '@touchline/ui';
import { useAuthApi } from '../session/use-session';

export const DEFAULT_SSO_LABEL = 'Login with SSO';

/** Sends the browser to the club's single sign-on; it returns to sign-in with a code `c`. */
export function useStartSso() {
  const api = useAuthApi();
  const club = useAppSelector(selectClubAccount);
  return () => {
    if (!club) return;
    const returnTo = `${window.location.origin}/authentication/sign-in`;
    window.location.assign(api.ssoLoginUrl({ club: club.slug, return_to: returnTo }));
  };
}

/** The SSO button: the label from the club's settings, by default "Login with SSO". */
export function SsoButton() {
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
      {club?.sso?.sso_button_text || DEFAULT_SSO_LABEL}
    </Button>
  );
}
