// The membership remote's server render (docs/adr/0016-*): the membership page
// (`/products/membership`, step 1 of the purchase) and the shop (`/products/shop`) rendered from
// the remote's own components, for the page server to place where the host's slot for this
// remote goes. It asks the API for the page's data itself (the open programmes and the plan
// discounts, and the plans of a programme the page opens by itself; the shop's item types and
// its page of items) and returns the markup with the data it rendered from; the page carries
// that data in a JSON block, and the browser's membership purchase or shop hydrates the same
// markup from it (membership/state/page-data.ts). Built for Node into dist/ssr/ beside the
// browser build (rspack.server.config.cjs); never served.
import { createCatalogueCalls, createHttp } from '@touchline/api-client';
import type { RuntimeConfig } from '@touchline/boot';
import {
  renderRemoteMarkup,
  type RemotePage as SharedRemotePage,
  type RemotePageRequest as SharedRemotePageRequest,
} from '@touchline/federation/server';
import type { Product } from '@touchline/contracts';
import {
  clubLoaded,
  createAppStore,
  languageChosen,
  registerCoreSlices,
  type AppStore,
} from '@touchline/store';
// The part alone: the package's index brings the browser's registry with it.
import { RemotePart } from '@touchline/federation/remote-root';
import { PageSkeleton } from '@touchline/ui';
import { Provider } from 'react-redux';
import { matchPath, StaticRouter } from 'react-router';
import { MembershipMessages } from '../messages/membership-messages';
import { ChoosePlansPage } from '../membership/choose-plans/choose-plans-page';
import {
  MembershipProvider,
  ServerMembershipDataContext,
} from '../membership/state/membership-context';
import type {
  MembershipPageData,
  RemotePageData,
  ShopPageData,
} from '../membership/state/page-data';
import { RequireFeature } from '../products/require-feature';
import { readShopParams } from '../shop/shop-list';
import { ShopPage } from '../shop/shop-page';
import { ServerShopDataContext } from '../shop/shop-page-data';

export type { MembershipPageData, RemotePageData, ShopPageData };

export type RemotePageRequest = SharedRemotePageRequest<Partial<RuntimeConfig>>;
export type RemotePage = SharedRemotePage<RemotePageData>;

/** The pages rendered here: step 1 of the purchase and the shop list. Every other page renders in the browser. */
const MEMBERSHIP_PATH = '/products/membership';
const SHOP_PATH = '/products/shop';

const isPage = (path: string, url: string) =>
  matchPath({ path, end: true }, new URL(url, 'http://page.invalid').pathname) !== null;

/** Whether a path and query is the membership page (step 1). */
export const isMembershipPage = (url: string): boolean => isPage(MEMBERSHIP_PATH, url);

/** Whether a path and query is the shop list (not an item's page). */
export const isShopPage = (url: string): boolean => isPage(SHOP_PATH, url);

/**
 * The membership page as the remote's routes (routes/membership-routes.tsx, then
 * membership/membership-purchase.tsx) have it at its path: the purchase as a part of its own
 * (`RemotePart`), step 1 inside the purchase's provider. The same markup, without the other pages'
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
          <MembershipMessages>
            <RemotePart fallback={<PageSkeleton />}>
              <MembershipProvider>
                <ChoosePlansPage />
              </MembershipProvider>
            </RemotePart>
          </MembershipMessages>
        </StaticRouter>
      </ServerMembershipDataContext.Provider>
    </Provider>
  );
}

/**
 * The shop list as the remote's routes (routes/membership-routes.tsx, then
 * products/product-routes.tsx) have it at its path: behind the club's shop feature, the page in
 * its own part (RemotePart).
 */
export function ShopListPage({
  store,
  url,
  data,
}: {
  store: AppStore;
  url: string;
  data: ShopPageData;
}) {
  return (
    <Provider store={store}>
      <ServerShopDataContext.Provider value={data}>
        <StaticRouter location={url}>
          <MembershipMessages>
            <RequireFeature feature="shop">
              <RemotePart fallback={<PageSkeleton />}>
                <ShopPage />
              </RemotePart>
            </RequireFeature>
          </MembershipMessages>
        </StaticRouter>
      </ServerShopDataContext.Provider>
    </Provider>
  );
}

/**
 * The request's store: the shared slices, this request's club, configuration and language (the
 * texts render in the language the page server decided, as the browser's store will have it).
 */
export function createPageStore(
  request: Pick<RemotePageRequest, 'account' | 'config' | 'language'>,
): AppStore {
  registerCoreSlices();
  const store = createAppStore({ context: { config: request.config } });
  store.dispatch(languageChosen(request.language ?? null));
  store.dispatch(clubLoaded(request.account));
  return store;
}

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
 * The data the shop list renders from: the shop's item types and the page of items the address
 * asks for (page, page size, type), as `ShopPage` asks for them. Throws when the API fails.
 */
export async function loadShopPageData(
  request: RemotePageRequest,
  baseUrl: string,
): Promise<ShopPageData> {
  const api = createCatalogueCalls(
    createHttp({ baseUrl, version: request.config.apiVersion ?? 'v2' }),
  );
  const club = request.account.slug;
  const { signal } = request;
  const list = readShopParams(new URL(request.url, 'http://page.invalid').searchParams);
  const [types, items] = await Promise.all([
    api.getShopItemTypes(club, { signal }),
    api.getShopItems(
      club,
      {
        page: list.page,
        per_page: list.perPage,
        ...(list.typeId !== null ? { type_id: list.typeId } : {}),
      },
      { signal },
    ),
  ]);
  return { release: __TOUCHLINE_RELEASE__, club, page: 'shop', list, types: types.data, items };
}

/**
 * The page's markup and data, or null when this page is not rendered here (any page but step 1
 * of the membership purchase and the shop list, or the shop of a club that has turned it off:
 * the browser sends that visitor to the error page). A failing API call throws: the page server
 * then sends the slot's loading state, and the browser loads the page as before.
 */
export async function renderRemotePage(request: RemotePageRequest): Promise<RemotePage | null> {
  const membership = isMembershipPage(request.url);
  const shop = isShopPage(request.url) && request.account.features.shop;
  if (!membership && !shop) return null;
  const baseUrl = request.apiBaseUrl ?? request.config.apiBaseUrl;
  if (!baseUrl) return null;
  const store = createPageStore(request);
  if (membership) {
    const data = await loadMembershipPageData(request, baseUrl);
    const markup = await renderRemoteMarkup(
      <MembershipPage store={store} url={request.url} data={data} />,
      request.signal,
    );
    return { markup, release: __TOUCHLINE_RELEASE__, data };
  }
  const data = await loadShopPageData(request, baseUrl);
  const markup = await renderRemoteMarkup(
    <ShopListPage store={store} url={request.url} data={data} />,
    request.signal,
  );
  return { markup, release: __TOUCHLINE_RELEASE__, data };
}
