import { isAbortError } from '@touchline/api-client';
import type { EditorArticlePage, EditorArticleType } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { usePageLanguage } from '@touchline/store';
import { formatDate, SkeletonLines } from '@touchline/ui';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useArticleCalls } from '../api/use-article-calls';
import { type BackofficeMessageId, useBackofficeT } from '../messages/backoffice-messages';
import { articlePath, newArticlePath, NEWS_PATH, stateText, typeLabel } from './news-texts';
import styles from './news.module.css';

type Shown = EditorArticleType | null;
type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; type: Shown }
  | { state: 'ready'; page: EditorArticlePage; type: Shown };

const FILTERS: ReadonlyArray<{ label: BackofficeMessageId; type: EditorArticleType | null }> = [
  { label: 'news.filterAll', type: null },
  { label: 'news.filterNews', type: 'News' },
  { label: 'news.filterPages', type: 'Page' },
];

const typeOf = (value: string | null): EditorArticleType | null =>
  value === 'news' ? 'News' : value === 'page' ? 'Page' : null;

/** The club's stories and pages, the last changed first, with where each stands on the site. */
export function ArticlesPage() {
  const calls = useArticleCalls();
  const notify = useNotify();
  const t = useBackofficeT();
  const language = usePageLanguage();
  const [params] = useSearchParams();
  const type = typeOf(params.get('type'));
  const [answer, setLoaded] = useState<Loaded>({ state: 'loading' });
  // An answer for another filter is not this one's.
  const loaded: Loaded =
    answer.state !== 'loading' && answer.type !== type ? { state: 'loading' } : answer;

  useEffect(() => {
    const controller = new AbortController();
    calls
      .getEditorArticles(
        { per_page: 100, ...(type ? { type } : {}) },
        { signal: controller.signal },
      )
      .then((page) => setLoaded({ state: 'ready', page, type }))
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setLoaded({ state: 'failed', type });
        notify.apiError(error, t('news.listLoadFailed'));
      });
    return () => controller.abort();
  }, [calls, notify, t, type]);

  return (
    <section className={styles.page} aria-labelledby="news-title">
      <div className={styles.titleRow}>
        <h1 id="news-title">{t('news.title')}</h1>
        <div className={styles.actions}>
          <Link to={newArticlePath('News')}>{t('news.newStory')}</Link>
          <Link to={newArticlePath('Page')}>{t('news.newPage')}</Link>
        </div>
      </div>
      <nav aria-label={t('news.show')}>
        <ul className={styles.filters}>
          {FILTERS.map((filter) => (
            <li key={filter.label}>
              <Link
                to={filter.type ? `${NEWS_PATH}?type=${filter.type.toLowerCase()}` : NEWS_PATH}
                aria-current={filter.type === type ? 'page' : undefined}
              >
                {t(filter.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {loaded.state === 'loading' && <SkeletonLines count={6} label={t('news.loading')} />}
      {loaded.state === 'failed' && <p className={styles.hint}>{t('news.listLoadFailed')}</p>}
      {loaded.state === 'ready' && loaded.page.items.length === 0 && (
        <p className={styles.hint}>{t('news.empty')}</p>
      )}
      {loaded.state === 'ready' && loaded.page.items.length > 0 && (
        <table className={styles.table}>
          <caption className={styles.hint}>{t('news.count', { total: loaded.page.total })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('news.columnTitle')}</th>
              <th scope="col">{t('news.columnType')}</th>
              <th scope="col">{t('news.columnState')}</th>
              <th scope="col">{t('news.columnSaved')}</th>
            </tr>
          </thead>
          <tbody>
            {loaded.page.items.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link to={articlePath(item.id)}>{item.title}</Link>
                </td>
                <td data-label={t('news.columnType')}>{typeLabel(t, item.type)}</td>
                <td data-label={t('news.columnState')}>
                  {stateText(t, language, item.state, item.published_at)}
                  {item.state !== 'draft' && item.unpublished_changes && (
                    <span className={styles.changes}>{t('news.changesNotPublished')}</span>
                  )}
                </td>
                <td data-label={t('news.columnSaved')}>
                  <time dateTime={item.updated_at}>
                    {formatDate(item.updated_at, 'd MMM yyyy, HH:mm', language)}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
