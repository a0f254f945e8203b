// The storefront's server render (docs/adr/0016-*): an article page (`/news/:slug`,
// `/pages/:slug`) rendered from the storefront's own components, for the page server to place
// where the host's slot for this remote goes. It asks the API for the article itself and returns
// the markup with the data it rendered from; the page carries that data in a JSON block, and the
// browser's storefront hydrates the same markup from it (content/page-data.ts). Built for Node
// into dist/ssr/ beside the browser build (rspack.server.config.cjs); never served.
import { createContentCalls, createHttp } from '@touchline/api-client';
import type { RuntimeConfig } from '@touchline/boot';
import type { Article, ClubAccount } from '@touchline/contracts';
import { clubLoaded, createAppStore, registerCoreSlices, rootReducer } from '@touchline/store';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { matchPath, Route, Routes, StaticRouter } from 'react-router';
import { PageSkeleton } from '@touchline/ui';
import { Suspense } from 'react';
import { ArticlePage, ServerPageUrlContext } from '../articles/article-page';
import { documentTitle } from '../articles/document-meta';
import { storefrontContentSlice } from '../content/content-slice';
import type { StorefrontPageData } from '../content/page-data';

/**
 * The article routes as `StorefrontPages` (routes/storefront-routes.tsx) has them, the page in
 * its Suspense boundary: the same markup, without the other pages' code and styles.
 */
function ArticleRoutes() {
  const page = (
    <Suspense fallback={<PageSkeleton />}>
      <ArticlePage />
    </Suspense>
  );
  return (
    <Routes>
      {ARTICLE_PATHS.map((path) => (
        <Route key={path} path={path} element={page} />
      ))}
    </Routes>
  );
}

export type { StorefrontPageData };

export interface RemotePageRequest {
  /** Path and query of the page. */
  url: string;
  /** The page's full address (its share links). */
  pageUrl: string;
  /** The club the page is for, and its record as the page carries it. */
  club: string;
  account: ClubAccount;
  /** The deployment's runtime configuration (`config.json`). */
  config: Partial<RuntimeConfig>;
  /** Where this server reaches the API (default: the configuration's `apiBaseUrl`). */
  apiBaseUrl?: string;
  /** Ends the API call when the page server stops waiting. */
  signal?: AbortSignal;
}

export interface RemotePage {
  /** The markup of the remote's root (what `RemoteRoot` holds). */
  markup: string;
  /** The release of this build, as the remote's root names it. */
  release: string;
  /** The data the markup was rendered from, for the page's data block. */
  data: StorefrontPageData;
  /** The document's title for the page, as the browser's page sets it. */
  title?: string;
}

/** The paths rendered here; every other storefront page renders in the browser. */
const ARTICLE_PATHS = ['/news/:slug', '/pages/:slug'];

/** The article a path names, if it is an article page. */
export function articleSlugOf(url: string): string | undefined {
  const { pathname } = new URL(url, 'http://page.invalid');
  for (const path of ARTICLE_PATHS) {
    const slug = matchPath({ path, end: true }, pathname)?.params.slug;
    if (slug) return slug;
  }
  return undefined;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

/** React's image preloads ahead of a render without a <head>: not part of the remote's root. */
const withoutLeadingPreloads = (markup: string) => markup.replace(/^(?:<link [^>]*\/>)+/, '');

/**
 * The page's markup and data, or null when this page is not rendered here (not an article, or
 * the article is missing: the browser shows its not-found or platform page). A failing API call
 * throws: the page server then sends the slot's loading state.
 */
export async function renderRemotePage(request: RemotePageRequest): Promise<RemotePage | null> {
  const slug = articleSlugOf(request.url);
  if (!slug) return null;
  const baseUrl = request.apiBaseUrl ?? request.config.apiBaseUrl;
  if (!baseUrl) return null;
  const api = createContentCalls(
    createHttp({ baseUrl, version: request.config.apiVersion ?? 'v2' }),
  );
  let article: Article;
  try {
    article = await api.getArticle(request.account.slug, slug, { signal: request.signal });
  } catch (error) {
    if ((error as { status?: number } | null)?.status === 404) return null;
    throw error;
  }

  registerCoreSlices();
  rootReducer.inject(storefrontContentSlice);
  const store = createAppStore({ context: { config: request.config } });
  store.dispatch(clubLoaded(request.account));
  store.dispatch(storefrontContentSlice.actions.articleLoaded(article));

  const { prelude } = await prerenderToNodeStream(
    <Provider store={store}>
      <ServerPageUrlContext.Provider value={request.pageUrl}>
        <StaticRouter location={request.url}>
          <ArticleRoutes />
        </StaticRouter>
      </ServerPageUrlContext.Provider>
    </Provider>,
    // Every boundary in place, however large: React would otherwise send a large one after the
    // rest with an inline script to move it, which the page's script policy does not run.
    { signal: request.signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = withoutLeadingPreloads(await streamToString(prelude));
  return {
    markup,
    release: __TOUCHLINE_RELEASE__,
    data: { release: __TOUCHLINE_RELEASE__, pageUrl: request.pageUrl, article },
    title: documentTitle(article.title, request.account.name),
  };
}
