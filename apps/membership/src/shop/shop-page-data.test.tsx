import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClubAccount, Product } from '@touchline/contracts';
import {
  authSlice,
  clubLoaded,
  clubSlice,
  initStore,
  notificationsSlice,
  registerSlice,
  resetStoreForTests,
} from '@touchline/store';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { resetMembershipPageDataTaken } from '../membership/state/membership-context';
import {
  MEMBERSHIP_PAGE_DATA,
  resetMembershipPageData,
  type ShopPageData,
} from '../membership/state/page-data';
import { API, clubRecord, fakeApi } from '../membership/testing/render-membership';
import MembershipRoutes from '../routes/membership-routes';
import { createPageStore, ShopListPage } from '../server/render-page';
import { shopItem } from '../testing/product-fixtures';
import { resetShopPageDataTaken } from './shop-page-data';

const club: ClubAccount = { ...clubRecord(), features: { ...clubRecord().features, shop: true } };

const ITEMS: Product[] = [
  shopItem('bobble-hat', 'Bobble Hat', { id: 201 }),
  shopItem('club-flag', 'Club Flag', { id: 202, availableCount: 0 }),
];

const DATA: ShopPageData = {
  release: 'test',
  club: 'demo',
  page: 'shop',
  list: { page: 1, perPage: 10, typeId: null },
  types: [
    { shop_item_type_id: 1, name: 'Kit' },
    { shop_item_type_id: 2, name: 'Supporters' },
  ],
  items: { data: ITEMS, current_page: 1, per_page: 10, total: 12 },
};

function writeBlock(data: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = MEMBERSHIP_PAGE_DATA;
  block.textContent = JSON.stringify(data);
  document.head.append(block);
}

/** The API, answering with other items than the page's. */
function serve() {
  return fakeApi({
    'GET /store/demo/shop-items/types': {
      body: { data: [{ shop_item_type_id: 3, name: 'Other' }] },
    },
    'GET /store/demo/shop-items': {
      body: {
        data: [shopItem('home-jersey', 'Home Jersey', { id: 203 })],
        current_page: 2,
        per_page: 10,
        total: 12,
      },
    },
    'GET /store/demo/programs': {
      body: { data: [], current_page: 1, per_page: 1000, total: 0 },
    },
    'GET /store/demo/products/plans/discounts': { body: { data: [] } },
  });
}

const config = { apiBaseUrl: API, apiVersion: 'v2' };

/**
 * The page as the page server sends it (the membership remote's root holding its server
 * render of the shop), then the browser's routes of the remote hydrating it, as the host's slot
 * does.
 */
async function hydrateServerPage(data: ShopPageData, url = '/products/shop') {
  // Without React's image preloads ahead of it, as the server render sends it.
  const markup = renderToString(
    <ShopListPage store={createPageStore({ account: club, config })} url={url} data={data} />,
  ).replace(/^(?:<link [^>]*\/>)+/, '');
  const container = document.createElement('div');
  container.innerHTML = `<div data-remote="membership" data-release="${__TOUCHLINE_RELEASE__}" style="display:contents">${markup}</div>`;
  document.body.append(container);
  const serverList = container.querySelector('ul');

  resetStoreForTests();
  const store = initStore({ context: { api: {}, config } });
  registerSlice(clubSlice);
  registerSlice(notificationsSlice);
  registerSlice(authSlice);
  store.dispatch(clubLoaded(club));
  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <Provider store={store}>
        <MemoryRouter initialEntries={[url]}>
          <MembershipRoutes />
        </MemoryRouter>
      </Provider>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  // The shop's chunk loads (a lazy route), then the boundary hydrates.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return { container, serverList, errors, unmount: () => act(() => root?.unmount()) };
}

describe('a shop page the server rendered', () => {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    resetMembershipPageData();
    resetMembershipPageDataTaken();
    resetShopPageDataTaken();
    consoleError = jest.spyOn(console, 'error');
  });

  afterEach(() => {
    document.getElementById(MEMBERSHIP_PAGE_DATA)?.remove();
    document.body.innerHTML = '';
    consoleError.mockRestore();
  });

  it('is taken over as it stands: no error, no change, no second call for its items or types', async () => {
    writeBlock(DATA);
    const calls = serve();
    const page = await hydrateServerPage(DATA);
    expect(page.errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(page.container.querySelector('ul')).toBe(page.serverList);
    expect(screen.getByRole('link', { name: 'Bobble Hat' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Kit' })).toBeInTheDocument();
    expect(screen.queryByText('Home Jersey')).not.toBeInTheDocument();
    expect(calls.calls).toEqual([]);
    // The app's now: the next page is asked for.
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Home Jersey' })).toBeInTheDocument();
    expect(calls.calls.map((call) => `${call.path}${call.query}`)).toEqual([
      '/store/demo/shop-items?page=2&per_page=10',
    ]);
    await page.unmount();
  });

  it('takes over the page, size and type of the address it was rendered for', async () => {
    const data: ShopPageData = { ...DATA, list: { page: 1, perPage: 15, typeId: 1 } };
    writeBlock(data);
    const calls = serve();
    const page = await hydrateServerPage(data, '/products/shop?type=1&per_page=15');
    expect(page.errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('1');
    expect(calls.calls).toEqual([]);
    await page.unmount();
  });

  it('asks the API when the page came for another club', async () => {
    writeBlock({ ...DATA, club: 'another' });
    const calls = serve();
    const page = await hydrateServerPage({ ...DATA, club: 'another' });
    await waitFor(() =>
      expect(calls.calls.map((call) => call.path)).toEqual(
        expect.arrayContaining(['/store/demo/shop-items', '/store/demo/shop-items/types']),
      ),
    );
    await page.unmount();
  });

  it('asks the API for a list the page did not come with', async () => {
    writeBlock({ ...DATA, list: { page: 2, perPage: 10, typeId: null } });
    const calls = serve();
    const page = await hydrateServerPage(DATA);
    await waitFor(() =>
      expect(calls.calls.map((call) => `${call.path}${call.query}`)).toContain(
        '/store/demo/shop-items?page=1&per_page=10',
      ),
    );
    await page.unmount();
  });
});
