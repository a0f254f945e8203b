import { render } from '@testing-library/react';
import type { ArticleSummary, ClubAccount } from '@touchline/contracts';
import {
  clubLoaded,
  clubSlice,
  initStore,
  notificationsSlice,
  registerSlice,
  resetStoreForTests,
  type AppStore,
} from '@touchline/store';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

export const API = 'http://api.test';

export function clubRecord(overrides: Partial<ClubAccount> = {}): ClubAccount {
  return {
    slug: 'demo',
    name: 'Test Gaels',
    display_address: true,
    address: {
      line1: 'Church Road',
      city: 'Glenarden',
      county: 'Dublin',
      country: 'Ireland',
      latitude: 53.3,
      longitude: -6.2,
    },
    ...overrides,
    features: { is_contact_enabled: true, ...overrides.features },
  } as ClubAccount;
}

export function newsItem(n: number): ArticleSummary {
  return {
    slug: `story-${n}`,
    type: 'News',
    title: `Story ${n}`,
    summary: `Summary ${n}`,
    featured_image: [
      { size: 'thumb', filepath: `${API}/thumb-${n}.svg`, filename: `thumb-${n}.svg` },
      { size: 'original', filepath: `${API}/news-${n}.svg`, filename: `news-${n}.svg` },
    ],
    created_at: '2026-11-01T10:00:00.000Z',
    published_at: `2026-11-${String(20 - (n % 19)).padStart(2, '0')}T10:00:00.000Z`,
  };
}

type Handler = (url: URL, init: RequestInit) => { status: number; body?: unknown };

/** Answers fetch calls from a handler, recording each one. */
export function fakeApi(handler: Handler) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    calls.push({
      url: `${url.pathname}${url.search}`,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const { status, body } = handler(url, init);
    // jsdom has no Response: the client reads only these members.
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Renders a storefront element in a real shared store (sagas included) at a path. */
export function renderStorefront(
  element: ReactElement,
  {
    path = '/',
    route = '*',
    club = clubRecord(),
  }: { path?: string; route?: string; club?: ClubAccount } = {},
): { store: AppStore } {
  resetStoreForTests();
  const store = initStore({ context: { config: { apiBaseUrl: API, apiVersion: 'v2' } } });
  registerSlice(clubSlice);
  registerSlice(notificationsSlice);
  store.dispatch(clubLoaded(club));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        {/* The shell wraps every remote page in its main landmark. */}
        <main>
          <Routes>
            <Route path="/error" element={<p>Error page</p>} />
            <Route path={route} element={element} />
          </Routes>
          <Where />
        </main>
      </MemoryRouter>
    </Provider>,
  );
  return { store };
}
