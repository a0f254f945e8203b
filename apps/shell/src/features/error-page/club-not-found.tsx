import styles from './error-page.module.css';

/** Shown when the host names a club the platform does not know, or the API is unreachable. */
export function ClubNotFound() {
  return (
    <main className={styles.error}>
      <h1 className={styles.title}>Oops... Looks like we cannot find this page.</h1>
      <p>This club site is not available. Please check the address and try again.</p>
    </main>
  );
}
