import { isAbortError } from '@touchline/api-client';
import type { EditorArticlePage, EditorArticleType } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { formatDate, SkeletonLines } from '@touchline/ui';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useArticleCalls } from '../api/use-article-calls';
import {
  articlePath,
  LIST_LOAD_FAILED,
  NEW_PAGE,
  NEW_STORY,
  newArticlePath,
  NEWS_PATH,
  NEWS_TITLE,
  NO_ARTICLES,
  stateText,
} from './news-texts';
import styles from './news.module.css';

type Shown = EditorArticleType | null;
type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; type: Shown }
  | { state: 'ready'; page: EditorArticlePage; type: Shown };

const FILTERS: ReadonlyArray<{ label: string; type: EditorArticleType | null }> = [
  { label: 'All', type: null },
  { label: 'News', type: 'News' },
  { label: 'Pages', type: 'Page' },
];

const typeOf = (value: string | null): EditorArticleType | null =>
  value === 'news' ? 'News' : value === 'page' ? 'Page' : null;

/** The club's stories and pages, the last changed first, with where each stands on the site. */
export function ArticlesPage() {
  const calls = useArticleCalls();
  const notify = useNotify();
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
        notify.apiError(error, LIST_LOAD_FAILED);
      });
    return () => controller.abort();
  }, [calls, notify, type]);

  return (
    <section className={styles.page} aria-labelledby="news-title">
      <div className={styles.titleRow}>
        <h1 id="news-title">{NEWS_TITLE}</h1>
        <div className={styles.actions}>
          <Link to={newArticlePath('News')}>{NEW_STORY}</Link>
          <Link to={newArticlePath('Page')}>{NEW_PAGE}</Link>
        </div>
      </div>
      <nav aria-label="Show">
        <ul className={styles.filters}>
          {FILTERS.map((filter) => (
            <li key={filter.label}>
              <Link
                to={filter.type ? `${NEWS_PATH}?type=${filter.type.toLowerCase()}` : NEWS_PATH}
                aria-current={filter.type === type ? 'page' : undefined}
              >
                {filter.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {loaded.state === 'loading' && <SkeletonLines count={6} />}
      {loaded.state === 'failed' && <p className={styles.hint}>{LIST_LOAD_FAILED}</p>}
      {loaded.state === 'ready' && loaded.page.items.length === 0 && (
        <p className={styles.hint}>{NO_ARTICLES}</p>
      )}
      {loaded.state === 'ready' && loaded.page.items.length > 0 && (
        <table className={styles.table}>
          <caption className={styles.hint}>
            {loaded.page.total === 1 ? '1 story or page' : `${loaded.page.total} stories and pages`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Type</th>
              <th scope="col">On the site</th>
              <th scope="col">Last saved</th>
            </tr>
          </thead>
          <tbody>
            {loaded.page.items.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link to={articlePath(item.id)}>{item.title}</Link>
                </td>
                <td data-label="Type">{item.type}</td>
                <td data-label="On the site">
                  {stateText(item.state, item.published_at)}
                  {item.state !== 'draft' && item.unpublished_changes && (
                    <span className={styles.changes}>Changes not published yet</span>
                  )}
                </td>
                <td data-label="Last saved">
                  <time dateTime={item.updated_at}>
                    {formatDate(item.updated_at, 'd MMM yyyy, HH:mm')}
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
