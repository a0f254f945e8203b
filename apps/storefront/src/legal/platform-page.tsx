import { Navigate } from 'react-router';
import styles from '../articles/article-page.module.css';
import { PLATFORM_LEGAL_PAGES } from './platform-legal-pages';

/**
 * The platform's page for a club without its own (its cookie banner and sign-in link to it), or
 * the error page when the platform has no page of that name either. Loaded only when a club's
 * page is missing, so the article page's first load does not carry the platform's texts.
 */
export function PlatformPage({ slug, clubName }: { slug: string; clubName: string }) {
  const page = PLATFORM_LEGAL_PAGES[slug];
  if (!page) return <Navigate to="/error" replace />;
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{page.title}</h1>
      <p className={styles.summary}>{page.summary}</p>
      <div className={styles.content}>{page.body(clubName)}</div>
    </article>
  );
}
