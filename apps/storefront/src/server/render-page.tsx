// The storefront's server render (docs/adr/0016-*): the home page (`/`: the news grid's first
// page, the about-us block and the sponsors strip) and an article page (`/news/:slug`,
// `/pages/:slug`) rendered from the storefront's own components, for the page server to place
// where the host's slot for this remote goes. It asks the API for the page's content itself and
// returns the markup with the data it rendered from; the page carries that data in a JSON block,
// and the browser's storefront hydrates the same markup from it (content/page-data.ts). Built for
// Node into dist/ssr/ beside the browser build (rspack.server.config.cjs); never served.
import { createContentCalls, createHttp } from '@touchline/api-client';
import type { RuntimeConfig } from '@touchline/boot';
import {
  renderRemoteMarkup,
  type RemotePage as SharedRemotePage,
  type RemotePageRequest as SharedRemotePageRequest,
} from '@touchline/federation/server';
import type { Article } from '@touchline/contracts';
import {
  clubLoaded,
  createAppStore,
  languageChosen,
  registerCoreSlices,
  rootReducer,
  selectLanguage,
  type AppStore,
} from '@touchline/store';
// The part alone: the package's index brings the browser's registry with it.
import { RemotePart } from '@touchline/federation/remote-root';
import { PageSkeleton } from '@touchline/ui';
import { Provider } from 'react-redux';
import { matchPath, Route, Routes, StaticRouter } from 'react-router';
import { ArticlePage, ServerPageUrlContext } from '../articles/article-page';
import { articlePageMeta, documentTitle, pageMetaTags } from '../articles/document-meta';
import {
  ABOUT_US_SLUG,
  articleLoaded,
  articleMissing,
  NEWS_PAGE_SIZE,
  newsLoaded,
  sponsorsLoaded,
  storefrontContentSlice,
} from '../content/content-slice';
import type { HomePageData, StorefrontPageData } from '../content/page-data';
import { HomePage } from '../home/home-page';
import { StorefrontMessages, storefrontMessages } from '../messages/storefront-messages';

/** The paths of the article pages. */
const ARTICLE_PATHS = ['/news/:slug', '/pages/:slug'];

/**
 * The pages rendered here as `StorefrontPages` (routes/storefront-routes.tsx) has them: the home
 * as it is, an article as a part of its own (`RemotePart`). The same markup, without the other pages' code
 * and styles.
 */
function ServerRoutes() {
  const article = (
    <RemotePart fallback={<PageSkeleton />}>
      <ArticlePage />
    </RemotePart>
  );
  return (
    <Routes>
      <Route index element={<HomePage />} />
      {ARTICLE_PATHS.map((path) => (
        <Route key={path} path={path} element={article} />
      ))}
    </Routes>
  );
}

/** A page rendered here, in the request's store, at its address. */
export function StorefrontServerPage({
  store,
  url,
  pageUrl,
}: {
  store: AppStore;
  url: string;
  pageUrl: string;
}) {
  return (
    <Provider store={store}>
      <ServerPageUrlContext.Provider value={pageUrl}>
        <StaticRouter location={url}>
          {/* Where the browser's root has it (routes/storefront-routes.tsx): the same markup. */}
          <StorefrontMessages>
            <ServerRoutes />
          </StorefrontMessages>
        </StaticRouter>
      </ServerPageUrlContext.Provider>
    </Provider>
  );
}

export type { HomePageData, StorefrontPageData };

export type RemotePageRequest = SharedRemotePageRequest<Partial<RuntimeConfig>>;
export type RemotePage = SharedRemotePage<StorefrontPageData>;

/** Whether a path and query is the home page. */
export function isHomePage(url: string): boolean {
  const { pathname } = new URL(url, 'http://page.invalid');
  return matchPath({ path: '/', end: true }, pathname) !== null;
}

/** The article a path names, if it is an article page. */
export function articleSlugOf(url: string): string | undefined {
  const { pathname } = new URL(url, 'http://page.invalid');
  for (const path of ARTICLE_PATHS) {
    const slug = matchPath({ path, end: true }, pathname)?.params.slug;
    if (slug) return slug;
  }
  return undefined;
}

/**
 * The request's store: the shared slices and this remote's, the request's club and
 * configuration, and the content the page renders from.
 */
export function createPageStore(
  request: Pick<RemotePageRequest, 'account' | 'config' | 'language'>,
  data: Pick<StorefrontPageData, 'article' | 'home'>,
): AppStore {
  registerCoreSlices();
  rootReducer.inject(storefrontContentSlice);
  const store = createAppStore({ context: { config: request.config } });
  store.dispatch(languageChosen(request.language ?? null));
  store.dispatch(clubLoaded(request.account));
  if (data.home) {
    const { news, aboutUs, sponsors } = data.home;
    store.dispatch(newsLoaded({ items: news.items, total: news.total, page: 1 }));
    store.dispatch(aboutUs ? articleLoaded(aboutUs) : articleMissing(ABOUT_US_SLUG));
    store.dispatch(sponsorsLoaded(sponsors));
  }
  if (data.article) store.dispatch(articleLoaded(data.article));
  return store;
}

const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;

type ContentCalls = ReturnType<typeof createContentCalls>;

/**
 * What the home renders from, asked as its components ask it in the browser: the news grid's
 * first page, the about-us article (none when the club has none) and the sponsors. Throws when
 * the API fails.
 */
async function loadHome(
  api: ContentCalls,
  club: string,
  signal: AbortSignal | undefined,
): Promise<HomePageData> {
  const [news, aboutUs, sponsors] = await Promise.all([
    api.getArticles(club, { type: 'news', per_page: NEWS_PAGE_SIZE, page: 1 }, { signal }),
    api.getArticle(club, ABOUT_US_SLUG, { signal }).catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    }),
    api.getSponsors(club, { signal }),
  ]);
  return { news: { items: news.items, total: news.total }, aboutUs, sponsors: sponsors.items };
}

/**
 * The page's markup and data, or null when this page is not rendered here (neither the home nor
 * an article, or the article is missing: the browser shows its not-found or platform page). A
 * failing API call throws: the page server then sends the slot's loading state.
 */
export async function renderRemotePage(request: RemotePageRequest): Promise<RemotePage | null> {
  const home = isHomePage(request.url);
  const slug = home ? undefined : articleSlugOf(request.url);
  if (!home && !slug) return null;
  const baseUrl = request.apiBaseUrl ?? request.config.apiBaseUrl;
  if (!baseUrl) return null;
  const api = createContentCalls(
    createHttp({ baseUrl, version: request.config.apiVersion ?? 'v2' }),
  );
  const club = request.account.slug;
  const { signal } = request;
  const data: StorefrontPageData = { release: __TOUCHLINE_RELEASE__, pageUrl: request.pageUrl };
  if (slug) {
    let article: Article;
    try {
      article = await api.getArticle(club, slug, { signal });
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    data.article = article;
  } else {
    data.home = await loadHome(api, club, signal);
  }

  const store = createPageStore(request, data);
  // The page's catalogue before the render, so no part of it waits for one.
  await storefrontMessages.preload(selectLanguage(store.getState()));
  const markup = await renderRemoteMarkup(
    <StorefrontServerPage store={store} url={request.url} pageUrl={request.pageUrl} />,
    signal,
  );
  const page: RemotePage = { markup, release: __TOUCHLINE_RELEASE__, data };
  // An article names itself in the tab and to link previews from the first HTML, as its page
  // does in the browser; the home keeps the club's name.
  if (data.article) {
    const meta = articlePageMeta(data.article, request.account.name, request.pageUrl);
    page.title = documentTitle(meta.title, meta.siteName);
    page.meta = pageMetaTags(meta);
  }
  return page;
}
