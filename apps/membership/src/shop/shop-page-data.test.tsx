import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClubAccount, Product } from '@touchline/contracts';
import { resetMembershipPageDataTaken } from '../membership/state/membership-context';
import {
  MEMBERSHIP_PAGE_DATA,
  resetMembershipPageData,
  type ShopPageData,
} from '../membership/state/page-data';
import { API, clubRecord, fakeApi } from '../membership/testing/render-membership';
import { createPageStore, ShopListPage } from '../server/render-page';
import { hydrateServerPage, writePageData } from '../testing/hydrate-server-page';
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

const serverPage = (data: ShopPageData, url = '/products/shop') =>
  hydrateServerPage({
    page: <ShopListPage store={createPageStore({ account: club, config })} url={url} data={data} />,
    url,
    account: club,
    config,
    awaiting: 'ul',
  });

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
    writePageData(DATA);
    const calls = serve();
    const page = await serverPage(DATA);
    expect(page.errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(page.container.querySelector('ul')).toBe(page.server);
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
    writePageData(data);
    const calls = serve();
    const page = await serverPage(data, '/products/shop?type=1&per_page=15');
    expect(page.errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('1');
    expect(calls.calls).toEqual([]);
    await page.unmount();
  });

  it('asks the API when the page came for another club', async () => {
    writePageData({ ...DATA, club: 'another' });
    const calls = serve();
    const page = await serverPage({ ...DATA, club: 'another' });
    await waitFor(() =>
      expect(calls.calls.map((call) => call.path)).toEqual(
        expect.arrayContaining(['/store/demo/shop-items', '/store/demo/shop-items/types']),
      ),
    );
    await page.unmount();
  });

  it('asks the API for a list the page did not come with', async () => {
    writePageData({ ...DATA, list: { page: 2, perPage: 10, typeId: null } });
    const calls = serve();
    const page = await serverPage(DATA);
    await waitFor(() =>
      expect(calls.calls.map((call) => `${call.path}${call.query}`)).toContain(
        '/store/demo/shop-items?page=1&per_page=10',
      ),
    );
    await page.unmount();
  });
});
