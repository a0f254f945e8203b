import { Link } from 'react-router';
import { VisuallyHidden } from '@touchline/ui';
import styles from './header.module.css';
import { SignInIcon } from './icons';
import { LIGHT_WIDGET } from './use-replay-click';

export const SIGN_IN_PATH = '/authentication/check-email?origin=appHeader';

/**
 * What an anonymous visitor sees in place of the user menu. `light`: a stand-in while the auth
 * remote is not loaded yet (a click waits for the remote's own sign-in link).
 */
export function SignInLink({ light = false }: { light?: boolean }) {
  return (
    <Link to={SIGN_IN_PATH} className={styles.iconLink} {...(light ? { [LIGHT_WIDGET]: '' } : {})}>
      <SignInIcon />
      <VisuallyHidden>Sign in</VisuallyHidden>
    </Link>
  );
}
