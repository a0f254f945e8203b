import type { EditorArticleType } from '@touchline/contracts';
import { usePageLanguage } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { formatDate, SkeletonLines } from '@touchline/ui';
import { Link, useSearchParams } from 'react-router';
import { type BackofficeMessageId, useBackofficeT } from '../messages/backoffice-messages';
import { articlePath, newArticlePath, NEWS_PATH, stateText, typeLabel } from './news-texts';
import styles from './news.module.css';
import { articlesRead } from './news-reads';

const FILTERS: ReadonlyArray<{ label: BackofficeMessageId; type: EditorArticleType | null }> = [
  { label: 'news.filterAll', type: null },
  { label: 'news.filterNews', type: 'News' },
  { label: 'news.filterPages', type: 'Page' },
];

const typeOf = (value: string | null): EditorArticleType | null =>
  value === 'news' ? 'News' : value === 'page' ? 'Page' : null;

/** The club's stories and pages, the last changed first, with where each stands on the site. */
export function ArticlesPage() {
  const t = useBackofficeT();
  const language = usePageLanguage();
  const [params] = useSearchParams();
  const type = typeOf(params.get('type'));
  // Another filter shows as loading until its answer.
  const { read: loaded } = useServerRead(
    articlesRead,
    { per_page: 100, ...(type ? { type } : {}) },
    { notifyFailure: true, failureText: t('news.listLoadFailed') },
  );

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
      {loaded.state === 'loaded' && loaded.value.items.length === 0 && (
        <p className={styles.hint}>{t('news.empty')}</p>
      )}
      {loaded.state === 'loaded' && loaded.value.items.length > 0 && (
        <table className={styles.table}>
          <caption className={styles.hint}>
            {t('news.count', { total: loaded.value.total })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('news.columnTitle')}</th>
              <th scope="col">{t('news.columnType')}</th>
              <th scope="col">{t('news.columnState')}</th>
              <th scope="col">{t('news.columnSaved')}</th>
            </tr>
          </thead>
          <tbody>
            {loaded.value.items.map((item) => (
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
