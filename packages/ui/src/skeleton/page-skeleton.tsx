import { VisuallyHidden } from '../a11y/visually-hidden';
import styles from './page-skeleton.module.css';

/** Painted by the shell while a remote loads, so the layout does not jump. */
export function PageSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-live="polite">
      <VisuallyHidden>Loading…</VisuallyHidden>
      <div className={styles.line} style={{ width: '40%' }} />
      <div className={styles.tiles}>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={styles.tile} />
        ))}
      </div>
    </div>
  );
}
