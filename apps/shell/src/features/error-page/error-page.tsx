import { Link } from 'react-router';
import { useShellT } from '../../app/shell-messages';
import styles from './error-page.module.css';

export function ErrorPage() {
  const t = useShellT();
  return (
    <section className={styles.error} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {t('error.title')}
      </h1>
      <Link to="/" className={styles.home}>
        {t('error.home')}
      </Link>
    </section>
  );
}
