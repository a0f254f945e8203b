import {
  selectClubAccount,
  useAppDispatch,
  useAppSelector,
  usePageLanguage,
} from '@touchline/store';
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { loadArticle, selectArticleEntry } from '../content/content-slice';
import { readStorefrontPageData } from '../content/page-data';
import { useStorefrontContent } from '../content/use-storefront-content';
import { formatPublished, VisuallyHidden } from '@touchline/ui';
import { originalImage } from '../shared/original-image';
import styles from './article-page.module.css';
import { articlePageMeta, useDocumentMeta } from './document-meta';
import { ShareLinks } from './share-links';
import { useStorefrontT } from '../messages/storefront-messages';

/** The page's address in the server render (the browser's is `location.href`). */
export const ServerPageUrlContext = createContext<string | undefined>(undefined);

const noSubscription = () => () => undefined;

/**
 * The page's address, for its share links: the browser's; while the browser takes over a page
 * the server rendered, the one the server rendered with, so the markup matches.
 */
function usePageUrl(): string {
  const serverUrl = useContext(ServerPageUrlContext);
  return useSyncExternalStore(
    noSubscription,
    () => window.location.href,
    () => serverUrl ?? readStorefrontPageData()?.pageUrl ?? '',
  );
}

// The platform's own legal pages, for a club that has not written its own: loaded only then.
const PlatformPage = lazy(() =>
  import('../legal/platform-page').then((module) => ({ default: module.PlatformPage })),
);

/** The article's place while it loads. */
function ArticleSkeleton() {
  const t = useStorefrontT();
  return (
    <div className={styles.page} aria-busy="true">
      <VisuallyHidden>{t('article.loading')}</VisuallyHidden>
      <div className={styles.skeletonTitle} />
      <div className={styles.skeletonImage} />
      <div className={styles.skeletonLine} />
      <div className={styles.skeletonLine} />
    </div>
  );
}

/**
 * `news/{slug}` and `pages/{slug}`: one article; a load error goes to the error page, except a
 * legal page the club has not written, which shows the platform's own.
 */
export function ArticlePage() {
  useStorefrontContent();
  const t = useStorefrontT();
  const language = usePageLanguage();
  const { slug = '' } = useParams();
  const dispatch = useAppDispatch();
  const club = useAppSelector(selectClubAccount);
  const selectEntry = useMemo(() => selectArticleEntry(slug), [slug]);
  const entry = useAppSelector(selectEntry);
  const { pathname } = useLocation();

  useEffect(() => {
    if (club && slug && entry?.status !== 'loaded' && entry?.status !== 'loading') {
      dispatch(loadArticle(slug));
    }
    // Only a new slug or club triggers a load; a failed one is not retried in a loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [club, slug, dispatch]);

  const article = entry?.status === 'loaded' ? entry.article : null;
  const image = article ? originalImage(article.featured_image) : undefined;
  // The API answers article HTML sanitised (apps/api/src/content/html-sanitizer.ts, on write and
  // on read): no HTML sanitiser in the browser (ADR 0017).
  const html = article ? article.content : '';
  const pageUrl = usePageUrl();

  useDocumentMeta(article && club ? articlePageMeta(article, club.name, pageUrl) : null);

  if (entry?.status === 'failed') {
    if (entry.missing && pathname.startsWith('/pages/') && club) {
      return (
        <Suspense fallback={<ArticleSkeleton />}>
          <PlatformPage slug={slug} clubName={club.name} />
        </Suspense>
      );
    }
    return <Navigate to="/error" replace />;
  }
  if (!article) return <ArticleSkeleton />;

  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{article.title}</h1>
      {article.summary && <p className={styles.summary}>{article.summary}</p>}
      {article.published_at && (
        <p className={styles.date}>
          {t('article.published')}{' '}
          <time dateTime={article.published_at}>
            {formatPublished(article.published_at, language)}
          </time>
        </p>
      )}
      {image && (
        <img
          className={styles.image}
          src={image.filepath}
          alt=""
          width={image.width ?? 1200}
          height={image.height ?? 675}
          fetchPriority="high"
        />
      )}
      {/* Sanitised just above, after the API's own sanitising on write. */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />
      <ShareLinks url={pageUrl} title={article.title} />
    </article>
  );
}
