import {
  useAppDispatch,
  useAppSelector,
  selectClubAccount,
  usePageLanguage,
} from '@touchline/store';
import { useEffect, useRef } from 'react';
import { loadNews, newsRevealed, selectHasMoreNews, selectNews } from '../content/content-slice';
import { useStorefrontT } from '../messages/storefront-messages';
import button from '../shared/club-button.module.css';
import { NewsCard } from './news-card';
import styles from './news-grid.module.css';

/** 'Latest news': 6 a page, the first two cards wider, 'Load More' while more remain. */
export function NewsGrid() {
  const t = useStorefrontT();
  const dispatch = useAppDispatch();
  const club = useAppSelector(selectClubAccount);
  const news = useAppSelector(selectNews);
  const hasMore = useAppSelector(selectHasMoreNews);
  const language = usePageLanguage();

  useEffect(() => {
    if (club && news.status === 'idle') dispatch(loadNews());
  }, [club, news.status, dispatch]);

  const loading = news.status === 'loading';
  const firstLoad = loading && news.items.length === 0;

  // After 'Load More', the focus goes to the first story it brought: the button may be gone
  // (the last page), and a keyboard user reads on from the new stories.
  const grid = useRef<HTMLUListElement>(null);
  const { revealFrom } = news;
  useEffect(() => {
    if (revealFrom == null || news.status === 'loading') return;
    if (news.status === 'loaded' && news.items.length > revealFrom) {
      grid.current?.children[revealFrom]?.querySelector<HTMLElement>('a[href]')?.focus();
    }
    dispatch(newsRevealed());
  }, [revealFrom, news.items.length, news.status, dispatch]);

  const loadMore = () => {
    if (!loading) dispatch(loadNews({ byReader: true }));
  };

  return (
    <section className={styles.section} aria-labelledby="latest-news">
      <h1 id="latest-news" className={styles.heading}>
        {t('news.heading')}
      </h1>
      {firstLoad ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t('news.loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <li
              key={index}
              className={index < 2 ? `${styles.card} ${styles.wide}` : styles.card}
              aria-hidden="true"
            >
              <div className={styles.skeletonImage} />
              <div className={styles.skeletonLine} />
              <div className={styles.skeletonLineShort} />
            </li>
          ))}
        </ul>
      ) : news.items.length > 0 ? (
        <ul ref={grid} className={styles.grid}>
          {news.items.map((article, index) => (
            <NewsCard key={article.slug} article={article} wide={index < 2} language={language} />
          ))}
        </ul>
      ) : news.status === 'loaded' ? (
        <p className={styles.empty}>{t('news.empty')}</p>
      ) : null}
      {news.status === 'failed' && news.items.length === 0 && (
        <p className={styles.empty} role="alert">
          {t('news.failed')}
        </p>
      )}
      {hasMore && (
        <div className={styles.more}>
          <button
            type="button"
            className={`${button.button} ${styles.moreButton}`}
            onClick={loadMore}
            // Not `disabled`: a disabled button loses the focus of the keyboard that pressed it.
            aria-disabled={loading || undefined}
            aria-busy={loading}
          >
            {loading && <span className={button.spinner} aria-hidden="true" />}
            {t('news.loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
