import { selectClubAccount, useAppSelector, useStoreService } from '@touchline/store';
import { Link } from 'react-router';
import styles from './details.module.css';

export const SIGN_IN_TITLE = 'Login or Create account';
export const DEFAULT_SSO_LABEL = 'Login with SSO';
/** The authentication dialog's email step, coming back to this step once signed in. */
export const DETAILS_SIGN_IN_PATH = `/authentication/check-email?redirect=${encodeURIComponent('/products/membership/details')}`;

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
  const sso = club?.sso;
  const ssoOn = sso !== undefined && sso.mode !== 'off';
  const ssoUrl = (() => {
    if (!club || !ssoOn) return null;
    const back = new URL('/authentication/sign-in', window.location.origin);
    back.searchParams.set('redirect', '/products/membership/details');
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
      <Link className={styles.primaryLink} to={DETAILS_SIGN_IN_PATH}>
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
