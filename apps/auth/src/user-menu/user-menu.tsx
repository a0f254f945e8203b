import { Link } from 'react-router';
import styles from './user-menu.module.css';

export const SIGN_IN_PATH = '/authentication/check-email?origin=appHeader';

/** The header's user menu: a sign-in icon while nobody is signed in. */
export default function UserMenu() {
  return (
    <Link to={SIGN_IN_PATH} className={styles.signIn} aria-label="Sign in">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-3.3 0-10 1.7-10 5v3h20v-3c0-3.3-6.7-5-10-5z"
        />
      </svg>
    </Link>
  );
}
