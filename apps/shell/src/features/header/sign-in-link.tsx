import { Link } from 'react-router';
import { VisuallyHidden } from '@touchline/ui';
import styles from './header.module.css';
import { SignInIcon } from './icons';

export const SIGN_IN_PATH = '/authentication/check-email?origin=appHeader';

/** What an anonymous visitor sees in place of the user menu. */
export function SignInLink() {
  return (
    <Link to={SIGN_IN_PATH} className={styles.iconLink}>
      <SignInIcon />
      <VisuallyHidden>Sign in</VisuallyHidden>
    </Link>
  );
}
