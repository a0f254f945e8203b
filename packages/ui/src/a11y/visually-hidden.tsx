import type { ComponentPropsWithoutRef } from 'react';
import styles from './visually-hidden.module.css';

/** Hides an element from sight while screen readers still read it (a caption, a heading). */
export const visuallyHiddenClass = styles.visuallyHidden ?? '';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'>;

/**
 * Text for screen readers only: a control's name beside its icon, "(opens in a new tab)" after
 * a link's text, a loading status. It stays in the accessibility tree and in reading order.
 */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return (
    <span
      className={className ? `${visuallyHiddenClass} ${className}` : visuallyHiddenClass}
      {...props}
    />
  );
}
