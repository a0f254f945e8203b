import { useEffect, useState } from 'react';
import styles from './notifications.module.css';
import { hasMarkup, loadSanitizer } from './sanitize-html';

/** A notification's body: plain text as it is, markup once sanitised (never raw). */
export function NotificationBody({ body }: { body: string }) {
  const markup = hasMarkup(body);
  const [sanitised, setSanitised] = useState<{ body: string; html: string } | null>(null);

  useEffect(() => {
    if (!markup) return;
    let current = true;
    void loadSanitizer().then((sanitise) => {
      if (current) setSanitised({ body, html: sanitise(body) });
    });
    return () => {
      current = false;
    };
  }, [body, markup]);

  if (!markup) return <p className={styles.body}>{body}</p>;
  if (sanitised?.body !== body) return null;
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: sanitised.html }} />;
}
