import {
  DEFAULT_SSO_LABEL,
  selectFeature,
  signInTarget,
  useAppSelector,
  useSsoSignIn,
} from '@touchline/store';
import { Link, useLocation } from 'react-router';
import { useMembershipT } from '../../messages/membership-messages';
import styles from './details.module.css';

export { DEFAULT_SSO_LABEL };
const selectLoginDialog = selectFeature('login_dialog');

/** Where signing in comes back to: this step, the selection kept. */
export const DETAILS_PATH = '/products/membership/details';

/**
 * The details step for a visitor: sign in or create an account (the selection is kept), by the
 * club's single sign-on when it has one, or by email; and the club's help link.
 */
export function SignInPrompt() {
  const t = useMembershipT();
  const location = useLocation();
  // The club's setting decides: the authentication dialog over this page, or its own page.
  const signIn = signInTarget(useAppSelector(selectLoginDialog) === true, location, DETAILS_PATH);
  const sso = useSsoSignIn(DETAILS_PATH);
  return (
    <section className={styles.signIn} aria-labelledby="membership-sign-in">
      <h2 id="membership-sign-in" className={styles.personHeading}>
        {t('signIn.title')}
      </h2>
      {sso && (
        <>
          <a className={styles.outlineLink} href={sso.url}>
            {sso.label}
          </a>
          <p className={styles.divider}>
            <span>{t('signIn.or')}</span>
          </p>
        </>
      )}
      <Link className={styles.primaryLink} to={signIn.to} state={signIn.state}>
        {t('signIn.email')}
      </Link>
      {sso?.helpUrl && (
        <a className={styles.help} href={sso.helpUrl} target="_blank" rel="noopener noreferrer">
          {t('signIn.help')}
        </a>
      )}
    </section>
  );
}
