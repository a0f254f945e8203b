import { Link, useLocation } from 'react-router';
import { selectClubAccount, useAppSelector } from '@touchline/store';
import { VisuallyHidden } from '@touchline/ui';
import styles from './header.module.css';
import { SignInIcon } from './icons';
import { LIGHT_WIDGET } from './light-widget';

export const SIGN_IN_PATH = '/authentication/check-email?origin=appHeader';

/**
 * Where the header's sign-in goes as a plain link (before the page's scripts run, or without the
 * auth remote). A club whose SSO is mandatory sends the visitor on to its own login from there,
 * so the link names the page to come back to.
 */
function useSignInPath(): string {
  const club = useAppSelector(selectClubAccount);
  const { pathname, search } = useLocation();
  if (club?.sso?.mode !== 'mandatory' || pathname.startsWith('/authentication')) {
    return SIGN_IN_PATH;
  }
  return `${SIGN_IN_PATH}&redirect=${encodeURIComponent(`${pathname}${search}`)}`;
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
