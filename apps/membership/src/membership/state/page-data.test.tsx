import { act, screen, waitFor, within } from '@testing-library/react';
import type { Program } from '@touchline/contracts';
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
import MembershipRoutes from '../../routes/membership-routes';
import { createPageStore, MembershipPage } from '../../server/render-page';
import { SELECTED_PLANS_KEY } from '../selection/selection';
import { adult, social } from '../testing/products';
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

function writeBlock(data: MembershipPageData) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = MEMBERSHIP_PAGE_DATA;
  block.textContent = JSON.stringify(data);
  document.head.append(block);
}

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

/**
 * The page as the page server sends it (the membership remote's root holding its server
 * render), then the browser's membership routes hydrating it, as the host's slot does.
 */
async function hydrateServerPage(data: MembershipPageData, url = '/products/membership') {
  const markup = renderToString(
    <MembershipPage
      store={createPageStore({ account: clubRecord(), config })}
      url={url}
      data={data}
    />,
  );
  const container = document.createElement('div');
  container.innerHTML = `<div data-remote="membership" data-release="${__TOUCHLINE_RELEASE__}" style="display:contents">${markup}</div>`;
  document.body.append(container);
  const serverHeading = container.querySelector('h1');

  resetStoreForTests();
  const store = initStore({ context: { api: {}, config } });
  registerSlice(clubSlice);
  registerSlice(notificationsSlice);
  registerSlice(authSlice);
  store.dispatch(clubLoaded(clubRecord()));
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
  // The purchase's chunk loads (a lazy route), then the boundary hydrates.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return { container, serverHeading, errors, unmount: () => act(() => root?.unmount()) };
}

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
    writeBlock(DATA);
    const calls = serve();
    const page = await hydrateServerPage(DATA);
    expect(page.errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(page.container.querySelector('h1')).toBe(page.serverHeading);
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
    writeBlock(data);
    const calls = serve();
    const page = await hydrateServerPage(data, '/products/membership?id=2');
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
    writeBlock(DATA);
    serve();
    const page = await hydrateServerPage(DATA);
    expect(page.errors).toEqual([]);
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    await waitFor(() => expect(summary).toHaveTextContent('1 plan(s), 0 bundle(s)'));
    expect(within(summary).getByText(social.name)).toBeInTheDocument();
    await page.unmount();
  });

  it('asks the API when the page came with the shop’s data (the visitor went on from the shop)', async () => {
    writeBlock({
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
    writeBlock({ ...DATA, club: 'another' });
    const calls = serve();
    const page = await hydrateServerPage({ ...DATA, club: 'another' });
    await waitFor(() =>
      expect(calls.calls.map((call) => call.path)).toContain('/store/demo/programs'),
    );
    await page.unmount();
  });
});
