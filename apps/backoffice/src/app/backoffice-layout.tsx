import { Link, Outlet } from 'react-router';
import styles from './backoffice-layout.module.css';

export function BackofficeLayout() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          Touchline back-office
        </Link>
      </header>
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
