import { useId } from 'react';
import { useMembershipT } from '../messages/membership-messages';
import styles from './quantity-field.module.css';

interface QuantityFieldProps {
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}

/** A quantity with large minus and plus buttons, kept from 1 to `max`. */
export function QuantityField({ label, value, max, onChange }: QuantityFieldProps) {
  const t = useMembershipT();
  const id = useId();
  const clamp = (next: number) => Math.min(Math.max(1, next), Math.max(1, max));
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('quantity.fewer', { label: label.toLowerCase() })}
          disabled={value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          onChange={(event) => {
            const next = Number.parseInt(event.target.value, 10);
            if (Number.isFinite(next)) onChange(clamp(next));
          }}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={t('quantity.more', { label: label.toLowerCase() })}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
