import { NavLink, Outlet } from 'react-router';
import { useAuthT } from '../messages/auth-messages';
import styles from './account.module.css';

/** The account area's pages, in the order the navigation lists them (`account.nav.<name>`). */
export const ACCOUNT_PAGES = [
  { path: '/orders', name: 'orders' },
  { path: '/payment-methods', name: 'paymentMethods' },
  { path: '/arrears', name: 'arrears' },
  { path: '/family', name: 'family' },
  { path: '/lotto', name: 'lotto' },
  { path: '/renewals', name: 'renewals' },
  { path: '/auto-renewals', name: 'autoRenewals' },
  { path: '/subscriptions', name: 'subscriptions' },
  { path: '/profile', name: 'profile' },
] as const;

/** The account area's frame: its title, the navigation between its pages and the page. */
export function AccountLayout() {
  const t = useAuthT();
  return (
    <div className={styles.account}>
      <h1 className={styles.title}>{t('account.title')}</h1>
      <nav className={styles.nav} aria-label={t('account.navigation')}>
        <ul className={styles.navList}>
          {ACCOUNT_PAGES.map((page) => (
            <li key={page.path}>
              <NavLink className={styles.navLink} to={page.path}>
                {t(`account.nav.${page.name}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.page}>
        <Outlet />
      </div>
    </div>
  );
}
