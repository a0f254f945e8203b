import type { ReactNode } from 'react';
import styles from './scroll-region.module.css';

/**
 * A box that scrolls sideways on narrow screens (a wide table): it takes the keyboard focus, so
 * keyboard users can scroll it with the arrow keys, and is a region named after its content.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  /** What scrolls, e.g. the table's caption; the region is named "{label} (scrolls sideways)". */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={`${label} (scrolls sideways)`}
      // A static scroll box: only focusable, never a control, so no key handlers are needed.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={className ? `${styles.region} ${className}` : styles.region}
    >
      {children}
    </div>
  );
}
