import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import styles from './button.module.css';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'text' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and refuses clicks until the action ends. */
  loading?: boolean;
}

/**
 * A button themed by the club's colours. While `loading` it shows a spinner and is disabled
 * for clicks and submits, but keeps keyboard focus (`aria-disabled`), so a keyboard user is not
 * thrown back to the top of the page.
 */
export function Button({
  variant = 'primary',
  loading = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  // Unavailable but still focusable: while loading, or when the caller says so (`aria-disabled`
  // in place of `disabled`, which would drop the focus of the keyboard that pressed it).
  const unavailable = loading || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (unavailable) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={`${styles.button} ${styles[variant] ?? ''} ${className ?? ''}`}
      aria-busy={loading || undefined}
      aria-disabled={unavailable || undefined}
      onClick={handleClick}
    >
      {loading && <Spinner />}
      <span className={styles.label}>{children}</span>
    </button>
  );
}
