import styles from './remote-unavailable.module.css';

/** Scoped fallback: only this part of the page is missing; header and footer keep working. */
export function RemoteUnavailable({ retry }: { retry: () => void }) {
  return (
    <section className={styles.unavailable} role="alert">
      <h1 className={styles.title}>This part of the site is not available right now.</h1>
      <p>Please check your connection and try again.</p>
      <button type="button" className={styles.retry} onClick={retry}>
        Try again
      </button>
    </section>
  );
}
