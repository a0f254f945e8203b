import {
  selectClubAccount,
  selectFeature,
  signInTarget,
  useAppSelector,
  useStoreService,
} from '@touchline/store';
import { Link, useLocation } from 'react-router';
import styles from './details.module.css';

export const SIGN_IN_TITLE = 'Login or Create account';
export const DEFAULT_SSO_LABEL = 'Login with SSO';
const selectLoginDialog = selectFeature('login_dialog');

/** Where signing in comes back to: this step, the selection kept. */
export const DETAILS_PATH = '/products/membership/details';

interface ApiRuntimeConfig {
  apiBaseUrl: string;
  apiVersion: string;
}

/**
 * The details step for a visitor: sign in or create an account (the selection is kept), by the
 * club's single sign-on when it has one, or by email; and the club's help link.
 */
export function SignInPrompt() {
  const club = useAppSelector(selectClubAccount);
  const config = useStoreService<ApiRuntimeConfig>('config');
  const location = useLocation();
  // The club's setting decides: the authentication dialog over this page, or its own page.
  const signIn = signInTarget(useAppSelector(selectLoginDialog) === true, location, DETAILS_PATH);
  const sso = club?.sso;
  const ssoOn = sso !== undefined && sso.mode !== 'off';
  const ssoUrl = (() => {
    if (!club || !ssoOn) return null;
    const back = new URL('/authentication/sign-in', window.location.origin);
    back.searchParams.set('redirect', DETAILS_PATH);
    const base = `${config.apiBaseUrl.replace(/\/+$/, '')}/${config.apiVersion}/sso/login`;
    return `${base}?club=${encodeURIComponent(club.slug)}&return_to=${encodeURIComponent(back.toString())}`;
  })();
  return (
    <section className={styles.signIn} aria-labelledby="membership-sign-in">
      <h2 id="membership-sign-in" className={styles.personHeading}>
        {SIGN_IN_TITLE}
      </h2>
      {ssoUrl && (
        <>
          <a className={styles.outlineLink} href={ssoUrl}>
            {sso?.sso_button_text || DEFAULT_SSO_LABEL}
          </a>
          <p className={styles.divider}>
            <span>or</span>
          </p>
        </>
      )}
      <Link className={styles.primaryLink} to={signIn.to} state={signIn.state}>
        Enter email
      </Link>
      {sso?.help_url && (
        <a className={styles.help} href={sso.help_url} target="_blank" rel="noopener noreferrer">
          Need help signing in?
        </a>
      )}
    </section>
  );
}
