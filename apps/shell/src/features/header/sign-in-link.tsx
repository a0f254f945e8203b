import { Link, useLocation } from 'react-router';
import { selectClubAccount, signInTarget, useAppSelector } from '@touchline/store';
import { VisuallyHidden } from '@touchline/ui';
import styles from './header.module.css';
import { SignInIcon } from './icons';
import { LIGHT_WIDGET } from './light-widget';

/**
 * Where the header's sign-in goes as a plain link (before the page's scripts run, or without the
 * auth remote). A club whose SSO is mandatory sends the visitor on to its own login from there,
 * so the link names the page to come back to.
 */
function useSignInPath(): string {
  const club = useAppSelector(selectClubAccount);
  const place = useLocation();
  const comeBack = club?.sso?.mode === 'mandatory' && !place.pathname.startsWith('/authentication');
  return signInTarget(true, place, comeBack ? `${place.pathname}${place.search}` : undefined).to;
}

/**
 * What an anonymous visitor sees in place of the user menu. `light`: a stand-in while the auth
 * remote is not loaded yet (a click waits for the remote's own sign-in link).
 */
export function SignInLink({ light = false }: { light?: boolean }) {
  return (
    <Link
      to={useSignInPath()}
      className={styles.iconLink}
      {...(light ? { [LIGHT_WIDGET]: '' } : {})}
    >
      <SignInIcon />
      <VisuallyHidden>Sign in</VisuallyHidden>
    </Link>
  );
}
