import styles from './button.module.css';

/** A spinning ring, hidden from assistive technology (the busy state says it instead). */
export function Spinner({ className }: { className?: string }) {
  return <span className={`${styles.spinner} ${className ?? ''}`} aria-hidden="true" />;
}
