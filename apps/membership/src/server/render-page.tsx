// The membership remote's server render (docs/adr/0016-*): the membership page
// (`/products/membership`, step 1 of the purchase) rendered from the remote's own components,
// for the page server to place where the host's slot for this remote goes. It asks the API for
// the open programmes and the plan discounts itself (and the plans of a programme the page opens
// by itself) and returns the markup with the data it rendered from; the page carries that data
// in a JSON block, and the browser's membership purchase hydrates the same markup from it
// (membership/state/page-data.ts). Built for Node into dist/ssr/ beside the browser build
// (rspack.server.config.cjs); never served.
import { createCatalogueCalls, createHttp } from '@touchline/api-client';
import type { RuntimeConfig } from '@touchline/boot';
import type { ClubAccount, Product } from '@touchline/contracts';
import { clubLoaded, createAppStore, registerCoreSlices, type AppStore } from '@touchline/store';
import { PageSkeleton } from '@touchline/ui';
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { matchPath, StaticRouter } from 'react-router';
import { ChoosePlansPage } from '../membership/choose-plans/choose-plans-page';
import {
  MembershipProvider,
  ServerMembershipDataContext,
} from '../membership/state/membership-context';
import type { MembershipPageData } from '../membership/state/page-data';

export type { MembershipPageData };

export interface RemotePageRequest {
  /** Path and query of the page. */
  url: string;
  /** The page's full address. */
  pageUrl: string;
  /** The club the page is for, and its record as the page carries it. */
  club: string;
  account: ClubAccount;
  /** The deployment's runtime configuration (`config.json`). */
  config: Partial<RuntimeConfig>;
  /** Where this server reaches the API (default: the configuration's `apiBaseUrl`). */
  apiBaseUrl?: string;
  /** Ends the API calls when the page server stops waiting. */
  signal?: AbortSignal;
}

export interface RemotePage {
  /** The markup of the remote's root (what `RemoteRoot` holds). */
  markup: string;
  /** The release of this build, as the remote's root names it. */
  release: string;
  /** The data the markup was rendered from, for the page's data block. */
  data: MembershipPageData;
}

/** The page rendered here: step 1 of the purchase. Every other page renders in the browser. */
const MEMBERSHIP_PATH = '/products/membership';

/** Whether a path and query is the membership page (step 1). */
export function isMembershipPage(url: string): boolean {
  const { pathname } = new URL(url, 'http://page.invalid');
  return matchPath({ path: MEMBERSHIP_PATH, end: true }, pathname) !== null;
}

/**
 * The membership page as the remote's routes (routes/membership-routes.tsx, then
 * membership/membership-purchase.tsx) have it at its path: the purchase in its Suspense
 * boundary, step 1 inside the purchase's provider. The same markup, without the other pages'
 * code and styles.
 */
export function MembershipPage({
  store,
  url,
  data,
}: {
  store: AppStore;
  url: string;
  data: MembershipPageData;
}) {
  return (
    <Provider store={store}>
      <ServerMembershipDataContext.Provider value={data}>
        <StaticRouter location={url}>
          <Suspense fallback={<PageSkeleton />}>
            <MembershipProvider>
              <ChoosePlansPage />
            </MembershipProvider>
          </Suspense>
        </StaticRouter>
      </ServerMembershipDataContext.Provider>
    </Provider>
  );
}

/** The request's store: the shared slices, this request's club and configuration. */
export function createPageStore(request: Pick<RemotePageRequest, 'account' | 'config'>): AppStore {
  registerCoreSlices();
  const store = createAppStore({ context: { config: request.config } });
  store.dispatch(clubLoaded(request.account));
  return store;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

/** React's image preloads ahead of a render without a <head>: not part of the remote's root. */
const withoutLeadingPreloads = (markup: string) => markup.replace(/^(?:<link [^>]*\/>)+/, '');

/**
 * The data the page renders from: the open programmes, the plan discounts, and the plans and
 * bundles of the programme the page opens by itself (a single one shown, as `ChoosePlansPage`
 * decides). Throws when the API fails.
 */
export async function loadMembershipPageData(
  request: RemotePageRequest,
  baseUrl: string,
): Promise<MembershipPageData> {
  const api = createCatalogueCalls(
    createHttp({ baseUrl, version: request.config.apiVersion ?? 'v2' }),
  );
  const club = request.account.slug;
  const { signal } = request;
  const [programmes, discounts] = await Promise.all([
    api.getPrograms(club, undefined, { signal }),
    api.getPlanDiscounts(club, { signal }),
  ]);
  const only = Number(new URL(request.url, 'http://page.invalid').searchParams.get('id'));
  const shown = programmes.data.filter((programme) => !only || programme.program_id === only);
  const products: Record<string, Product[]> = {};
  if (shown.length === 1) {
    const [programme] = shown;
    const page = await api.getProducts(
      club,
      { 'type[]': ['Plan', 'Bundle'], 'program_id[]': [programme!.program_id] },
      { signal },
    );
    products[String(programme!.program_id)] = page.data;
  }
  return {
    release: __TOUCHLINE_RELEASE__,
    club,
    programmes: programmes.data,
    discounts: discounts.data,
    products,
  };
}

/**
 * The page's markup and data, or null when this page is not rendered here (any page but step 1
 * of the membership purchase). A failing API call throws: the page server then sends the slot's
 * loading state, and the browser loads the page as before.
 */
export async function renderRemotePage(request: RemotePageRequest): Promise<RemotePage | null> {
  if (!isMembershipPage(request.url)) return null;
  const baseUrl = request.apiBaseUrl ?? request.config.apiBaseUrl;
  if (!baseUrl) return null;
  const data = await loadMembershipPageData(request, baseUrl);
  const store = createPageStore(request);
  const { prelude } = await prerenderToNodeStream(
    <MembershipPage store={store} url={request.url} data={data} />,
    // Every boundary in place, however large: React would otherwise send a large one after the
    // rest with an inline script to move it, which the page's script policy does not run.
    { signal: request.signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = withoutLeadingPreloads(await streamToString(prelude));
  return { markup, release: __TOUCHLINE_RELEASE__, data };
}
