import { useMembershipT } from '../../messages/membership-messages';
import styles from './choose-plans.module.css';

export interface CounterProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/** A number with minus and plus buttons, each disabled at its bound. */
export function Counter({ label, value, min, max, onChange }: CounterProps) {
  const t = useMembershipT();
  return (
    <div className={styles.counter} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.counterButton}
        aria-label={t('counter.fewer', { label })}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output className={styles.counterValue} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={styles.counterButton}
        aria-label={t('counter.more', { label })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
