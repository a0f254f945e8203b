import { NavLink, Outlet } from 'react-router';
import styles from './account.module.css';

/** The account area's pages, in the order the navigation lists them. */
export const ACCOUNT_PAGES = [
  { path: '/orders', label: 'Orders' },
  { path: '/payment-methods', label: 'Payment methods' },
  { path: '/arrears', label: 'Arrears' },
  { path: '/family', label: 'Family' },
  { path: '/lotto', label: 'My lotto' },
  { path: '/renewals', label: 'Renewals' },
  { path: '/auto-renewals', label: 'Auto renewals' },
  { path: '/subscriptions', label: 'Subscriptions' },
  { path: '/profile', label: 'Profile' },
] as const;

/** The account area's frame: its title, the navigation between its pages and the page. */
export function AccountLayout() {
  return (
    <div className={styles.account}>
      <h1 className={styles.title}>My account</h1>
      <nav className={styles.nav} aria-label="My account">
        <ul className={styles.navList}>
          {ACCOUNT_PAGES.map((page) => (
            <li key={page.path}>
              <NavLink className={styles.navLink} to={page.path}>
                {page.label}
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
