import { RemoteSlot } from '@touchline/federation';
import { NotificationStack } from '@touchline/notifications';
import { Link, Outlet } from 'react-router';
import styles from './backoffice-layout.module.css';

export function BackofficeLayout() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          Touchline back-office
        </Link>
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
        <Outlet />
      </main>
      <NotificationStack />
    </div>
  );
}
