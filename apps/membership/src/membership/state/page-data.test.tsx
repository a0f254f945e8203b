import { act, screen, waitFor, within } from '@testing-library/react';
import type { Program } from '@touchline/contracts';
import MembershipRoutes from '../../routes/membership-routes';
import { createPageStore, MembershipPage } from '../../server/render-page';
import { SELECTED_PLANS_KEY } from '../selection/selection';
import { adult, social } from '../testing/products';
import { hydrateServerPage, writePageData } from '../../testing/hydrate-server-page';
import { API, clubRecord, fakeApi, renderMembership } from '../testing/render-membership';
import { resetMembershipPageDataTaken } from './membership-context';
import {
  MEMBERSHIP_PAGE_DATA,
  resetMembershipPageData,
  type MembershipPageData,
} from './page-data';

const programme = (id: number, title: string): Program => ({
  program_id: id,
  title,
  description: `${title} for everyone.`,
  status: 'active',
  starts_on: null,
  ends_on: null,
});

const DATA: MembershipPageData = {
  release: 'test',
  club: 'demo',
  programmes: [programme(1, 'Membership 2027'), programme(2, 'Academy 2027')],
  discounts: [],
  products: {},
};

const list = (data: unknown[]) => ({
  body: { data, current_page: 1, per_page: 1000, total: data.length },
});

function serve() {
  return fakeApi({
    'GET /store/demo/programs': list([programme(3, 'Not the page’s')]),
    'GET /store/demo/products/plans/discounts': { body: { data: [] } },
    'GET /store/demo/products': list([adult]),
  });
}

const config = { apiBaseUrl: API, apiVersion: 'v2' };

const serverPage = (data: MembershipPageData, url = '/products/membership') =>
  hydrateServerPage({
    page: (
      <MembershipPage
        store={createPageStore({ account: clubRecord(), config })}
        url={url}
        data={data}
      />
    ),
    url,
    account: clubRecord(),
    config,
    awaiting: 'h1',
  });

describe('a membership page the server rendered', () => {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    localStorage.clear();
    resetMembershipPageData();
    resetMembershipPageDataTaken();
    consoleError = jest.spyOn(console, 'error');
  });

  afterEach(() => {
    document.getElementById(MEMBERSHIP_PAGE_DATA)?.remove();
    document.body.innerHTML = '';
    consoleError.mockRestore();
  });

  it('is taken over as it stands: no error, no change, no second call for its data', async () => {
    writePageData(DATA);
    const calls = serve();
    const page = await serverPage(DATA);
    expect(page.errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(page.container.querySelector('h1')).toBe(page.server);
    expect(screen.queryByText('Not the page’s')).not.toBeInTheDocument();
    expect(calls.calls).toEqual([]);
    // The app's now: a programme opens and loads its plans.
    await act(async () => screen.getByRole('button', { name: 'Membership 2027' }).click());
    expect(await screen.findByRole('article', { name: adult.name })).toBeInTheDocument();
    expect(calls.calls.map((call) => call.path)).toEqual(['/store/demo/products']);
    await page.unmount();
  });

  it('opens the programme of ?id= with the plans the page came with', async () => {
    const data = { ...DATA, products: { 2: [social] } };
    writePageData(data);
    const calls = serve();
    const page = await serverPage(data, '/products/membership?id=2');
    expect(page.errors).toEqual([]);
    expect(screen.getByRole('article', { name: social.name })).toBeInTheDocument();
    expect(calls.calls).toEqual([]);
    await page.unmount();
  });

  it('restores the visitor’s stored selection once the page is taken over', async () => {
    localStorage.setItem(
      SELECTED_PLANS_KEY,
      JSON.stringify([{ key: 'a', product: social, registration: null }]),
    );
    writePageData(DATA);
    serve();
    const page = await serverPage(DATA);
    expect(page.errors).toEqual([]);
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    await waitFor(() => expect(summary).toHaveTextContent('1 plan(s), 0 bundle(s)'));
    expect(within(summary).getByText(social.name)).toBeInTheDocument();
    await page.unmount();
  });

  it('asks the API when the page came with the shop’s data (the visitor went on from the shop)', async () => {
    writePageData({
      release: 'test',
      club: 'demo',
      page: 'shop',
      list: { page: 1, perPage: 10, typeId: null },
      types: [],
      items: { data: [], current_page: 1, per_page: 10, total: 0 },
    } as unknown as MembershipPageData);
    const calls = serve();
    renderMembership(<MembershipRoutes />);
    expect(await screen.findByRole('button', { name: 'Not the page’s' })).toBeInTheDocument();
    expect(calls.calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/store/demo/products/plans/discounts', '/store/demo/programs']),
    );
  });

  it('asks the API when the page came for another club', async () => {
    writePageData({ ...DATA, club: 'another' });
    const calls = serve();
    const page = await serverPage({ ...DATA, club: 'another' });
    await waitFor(() =>
      expect(calls.calls.map((call) => call.path)).toContain('/store/demo/programs'),
    );
    await page.unmount();
  });
});
