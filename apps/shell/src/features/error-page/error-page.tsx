import { Link } from 'react-router';
import styles from './error-page.module.css';

export const ERROR_PAGE_TEXT = 'Oops... Looks like we cannot find this page.';

export function ErrorPage() {
  return (
    <section className={styles.error} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {ERROR_PAGE_TEXT}
      </h1>
      <Link to="/" className={styles.home}>
        Go to Home Page
      </Link>
    </section>
  );
}
