import { RemoteSlot } from '@touchline/federation';
import { NotificationStack } from '@touchline/notifications';
import { Link, NavLink, Outlet } from 'react-router';
import { LISTS_PATH } from '../emails/distribution-lists-page';
import { CLUB_SETTINGS_PATH } from '../club-settings/settings-texts';
import { FORMS_PATH } from '../forms/form-texts';
import { useBackofficeSession, useStartBackofficeSession } from '../session/use-backoffice-session';
import styles from './backoffice-layout.module.css';

export function BackofficeLayout() {
  useStartBackofficeSession();
  const session = useBackofficeSession();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          Touchline back-office
        </Link>
        {session === 'admin' && (
          <nav aria-label="Back-office" className={styles.nav}>
            <NavLink to={LISTS_PATH} className={styles.navLink}>
              Emails
            </NavLink>
            <NavLink to={FORMS_PATH} className={styles.navLink}>
              Forms
            </NavLink>
            <NavLink to={CLUB_SETTINGS_PATH} className={styles.navLink}>
              Club settings
            </NavLink>
          </nav>
        )}
        <div className={styles.userMenu}>
          <RemoteSlot
            remote="auth"
            expose="./UserMenu"
            props={{ area: 'backoffice' }}
            fallback={() => null}
          />
        </div>
      </header>
      <main id="main" className={styles.main}>
        <RemoteSlot
          remote="auth"
          expose="./AccountNotices"
          props={{ area: 'backoffice' }}
          fallback={() => null}
        />
        <Outlet />
      </main>
      <NotificationStack />
    </div>
  );
}
