import { render, type RenderResult } from '@testing-library/react';
import type { ClubAccount, User } from '@touchline/contracts';
import {
  authSlice,
  clubLoaded,
  clubSlice,
  initStore,
  notificationsSlice,
  registerSlice,
  resetStoreForTests,
  userLoaded,
  type AddToCartPayload,
  type AppStore,
} from '@touchline/store';
import { cartAddsOf } from '../../testing/cart-requests';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

export const API = 'http://api.test';

/** One request the fake API saw. */
export interface SeenCall {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

export type Answer = { status?: number; body?: unknown };
export type Routes = Record<string, Answer | ((call: SeenCall) => Answer)>;

/**
 * The API as fetch sees it: answers by "METHOD /path" (without the version and query), 404
 * otherwise; every request is recorded.
 */
export function fakeApi(routes: Routes) {
  const calls: SeenCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/v2/, '');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call = { method, path, query: url.search, body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route(call) : route;
    const status = answer?.status ?? (answer ? 200 : 404);
    const text = JSON.stringify(answer?.body ?? (answer ? null : { message: 'Not found' }));
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => text,
      headers: new Map([['content-type', 'application/json']]),
    } as unknown as Response;
  }) as unknown as typeof fetch;
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}

export function clubRecord(overrides: Partial<ClubAccount> = {}): ClubAccount {
  return {
    slug: 'demo',
    name: 'Test Gaels',
    currency: 'EUR',
    menu_items: [],
    sso: { governing_body_id: null, mode: 'off', sso_button_text: null, help_url: null },
    ...overrides,
    features: { checkout: true },
  } as ClubAccount;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname + useLocation().search}</p>;
}

/** Renders an element of the membership remote in a real shared store. */
export function renderMembership(
  element: ReactElement,
  {
    path = '/products/membership',
    club = clubRecord(),
    user = null,
  }: { path?: string; club?: ClubAccount; user?: User | null } = {},
): RenderResult & { store: AppStore; cartAdds: () => AddToCartPayload[] } {
  resetStoreForTests();
  const store = initStore({
    context: { config: { apiBaseUrl: API, apiVersion: 'v2' } },
  });
  registerSlice(clubSlice);
  registerSlice(notificationsSlice);
  registerSlice(authSlice);
  store.dispatch(clubLoaded(club));
  if (user) store.dispatch(userLoaded(user));
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <main>
          <Routes>
            <Route path="*" element={element} />
          </Routes>
          <Where />
        </main>
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store, cartAdds: cartAddsOf(store) };
}
