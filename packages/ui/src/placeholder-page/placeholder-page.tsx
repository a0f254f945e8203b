import type { ReactNode } from 'react';
import styles from './placeholder-page.module.css';

export interface PlaceholderPageProps {
  title: string;
  children?: ReactNode;
}

/** A page whose feature has not opened yet: says so plainly and offers the way home. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  return (
    <section className={styles.page} aria-labelledby="placeholder-title">
      <h1 id="placeholder-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
