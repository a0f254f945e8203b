import { useShellT } from '../../app/shell-messages';
import styles from './error-page.module.css';

/** Shown when the host names a club the platform does not know, or the API is unreachable. */
export function ClubNotFound() {
  const t = useShellT();
  return (
    <main className={styles.error}>
      <h1 className={styles.title}>{t('error.title')}</h1>
      <p>{t('clubNotFound.text')}</p>
    </main>
  );
}
