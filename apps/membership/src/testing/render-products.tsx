import { render } from '@testing-library/react';
import type { ClubAccount, Product } from '@touchline/contracts';
import { NotificationStack } from '@touchline/notifications';
import {
  clubLoaded,
  clubSlice,
  initStore,
  notificationsSlice,
  registerSlice,
  resetStoreForTests,
  type AddToCartPayload,
  type AppStore,
} from '@touchline/store';
import { cartAddsOf } from './cart-requests';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

export const API = 'http://api.test';

export function clubRecord(overrides: Partial<ClubAccount> = {}): ClubAccount {
  return {
    slug: 'demo',
    name: 'Test Gaels',
    currency: 'EUR',
    menu_items: [],
    ...overrides,
    features: { checkout: true, can_quick_pick: true, ...overrides.features },
  } as ClubAccount;
}

type Handler = (url: URL, init: RequestInit) => { status: number; body?: unknown };

/** Answers the catalogue's fetch calls from a handler, recording each one. */
export function fakeFetch(handler: Handler) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    calls.push(`${url.pathname}${url.search}`);
    const { status, body } = handler(url, init);
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

/** The products of a fake catalogue, answered by slug at `/store/demo/products/{slug}`. */
export function catalogueHandler(products: Product[], extra?: Handler): Handler {
  return (url, init) => {
    const match = /\/v2\/store\/demo\/products\/([^/]+)$/.exec(url.pathname);
    if (match) {
      const product = products.find((candidate) => candidate.slug === match[1]);
      return product
        ? { status: 200, body: product }
        : { status: 404, body: { message: 'Product not found' } };
    }
    return extra?.(url, init) ?? { status: 404, body: { message: 'Not found' } };
  };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Renders a product page in a real shared store (sagas included) at a path. */
export function renderProductPage(
  element: ReactElement,
  { path, route, club = clubRecord() }: { path: string; route: string; club?: ClubAccount },
): { store: AppStore; cartAdds: () => AddToCartPayload[] } {
  resetStoreForTests();
  window.sessionStorage.clear();
  // No cart from an earlier test: every add starts a cart.
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${pair.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  const store = initStore({
    context: { config: { apiBaseUrl: API, apiVersion: 'v2' } },
  });
  registerSlice(clubSlice);
  registerSlice(notificationsSlice);
  store.dispatch(clubLoaded(club));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <main>
          <Routes>
            <Route path="/" element={<p>Home page</p>} />
            <Route path={route} element={element} />
          </Routes>
          <Where />
        </main>
        <NotificationStack />
      </MemoryRouter>
    </Provider>,
  );
  return { store, cartAdds: cartAddsOf(store) };
}
