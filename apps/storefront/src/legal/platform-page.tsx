import { Navigate } from 'react-router';
import styles from '../articles/article-page.module.css';
import { legalMessages } from './legal-messages';
import { PLATFORM_LEGAL_PAGES, type PlatformLegalPage } from './platform-legal-pages';

/**
 * The platform's page for a club without its own (its cookie banner and sign-in link to it), or
 * the error page when the platform has no page of that name either. Loaded only when a club's
 * page is missing, with its own texts' catalogue (legal-messages.ts), in the page's language.
 */
export function PlatformPage({ slug, clubName }: { slug: string; clubName: string }) {
  const page = PLATFORM_LEGAL_PAGES[slug];
  if (!page) return <Navigate to="/error" replace />;
  return (
    <legalMessages.Messages>
      <LegalPage page={page} clubName={clubName} />
    </legalMessages.Messages>
  );
}

function LegalPage({ page, clubName }: { page: PlatformLegalPage; clubName: string }) {
  const t = legalMessages.useT();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t(page.title)}</h1>
      <p className={styles.summary}>{t(page.summary)}</p>
      <div className={styles.content}>{page.body(t, clubName)}</div>
    </article>
  );
}
