import { useShellT } from '../../app/shell-messages';
import { Link, useLocation } from 'react-router';
import {
  selectClubAccount,
  selectFeature,
  signInTarget,
  useAppSelector,
  type SignInTarget,
} from '@touchline/store';
import { VisuallyHidden } from '@touchline/ui';
import styles from './header.module.css';
import { SignInIcon } from './icons';
import { LIGHT_WIDGET } from './light-widget';
import { useFocusPassesOn } from './use-focus-passes-on';

const selectLoginDialog = selectFeature('login_dialog');

/**
 * Where the header's sign-in goes: as the auth remote's own sign-in link does, the dialog over
 * this page (or the sign-in page when the club turns the dialog off). A club whose SSO is
 * mandatory sends the visitor on to its own login from the sign-in page, so the link names the
 * page to come back to.
 */
function useSignInTarget(): SignInTarget {
  const club = useAppSelector(selectClubAccount);
  const loginDialog = useAppSelector(selectLoginDialog) === true;
  const place = useLocation();
  if (club?.sso?.mode === 'mandatory' && !place.pathname.startsWith('/authentication')) {
    return { to: signInTarget(true, place, `${place.pathname}${place.search}`).to };
  }
  return signInTarget(loginDialog, place);
}

/**
 * What an anonymous visitor sees in place of the user menu: before the page's scripts run, while
 * the auth remote is on its way (`light`: its stand-in, whose focus passes on to the remote's
 * own link when it arrives), or without the auth remote. It works as the remote's link does.
 */
export function SignInLink({ light = false }: { light?: boolean }) {
  const ref = useFocusPassesOn<HTMLAnchorElement>();
  const target = useSignInTarget();
  const t = useShellT();
  return (
    <Link
      ref={light ? ref : undefined}
      to={target.to}
      state={target.state}
      className={styles.iconLink}
      {...(light ? { [LIGHT_WIDGET]: '' } : {})}
    >
      <SignInIcon />
      <VisuallyHidden>{t('header.signIn')}</VisuallyHidden>
    </Link>
  );
}
