import { useId, type ReactNode } from 'react';
import styles from './dropdown.module.css';
import { ChevronDownIcon } from './icons';
import { useDisclosure } from '@touchline/ui';

interface DropdownProps {
  label: string;
  /** The panel's list items (`<li>` elements). */
  children: ReactNode;
  /** Which edge of the button the panel lines up with on large screens. */
  align?: 'start' | 'end';
}

/** A navigation disclosure: a button that shows a list of links below it. */
export function Dropdown({ label, children, align = 'start' }: DropdownProps) {
  const panelId = useId();
  const { open, toggle, rootRef, buttonRef } = useDisclosure<HTMLDivElement>({
    closeOnFocusOut: true,
  });

  return (
    <div ref={rootRef} className={styles.dropdown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {label}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className={align === 'end' ? `${styles.panel} ${styles.alignEnd}` : styles.panel}
      >
        {children}
      </ul>
    </div>
  );
}
