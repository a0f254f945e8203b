import { render, type RenderResult } from '@testing-library/react';
import { ApiError, CART_COOKIE } from '@touchline/api-client';
import type { ClubAccount, Promotion, ShoppingCart, User } from '@touchline/contracts';
import {
  authSlice,
  clubLoaded,
  clubSlice,
  initStore,
  notificationsSlice,
  registerSlice,
  resetStoreForTests,
  userLoaded,
  type AppStore,
} from '@touchline/store';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { CartApi } from '../cart-behaviour/cart-saga';
import { fakeApiFetch, type FakeAnswer } from './api-fetch';
import { CART_ID, withItems } from './cart-fixtures';

export function clubRecord(overrides: Partial<ClubAccount> = {}): ClubAccount {
  return {
    slug: 'demo',
    name: 'Test Gaels',
    menu_items: [],
    ...overrides,
    features: { checkout: true, ...overrides.features },
  } as ClubAccount;
}

export type FakeCartApi = { [K in keyof CartApi]: jest.Mock };

/**
 * The cart port of the API, answering from `cart`: removing an item takes it out; a call can
 * be held back with `hold` to look at the page meanwhile.
 */
export function fakeCartApi(cart: ShoppingCart | null) {
  let current = cart;
  const held: Array<() => void> = [];
  let holding = false;
  const answer = <T,>(value: () => T) =>
    holding
      ? new Promise<T>((resolve) => held.push(() => resolve(value())))
      : Promise.resolve(value());
  const api: FakeCartApi = {
    getCart: jest.fn(() =>
      current
        ? answer(() => current)
        : Promise.reject(new ApiError('Shopping cart not found', 404)),
    ),
    createCart: jest.fn(),
    addCartItems: jest.fn(),
    associateCart: jest.fn(() => answer(() => current)),
    removeCartItem: jest.fn((_club: string, _cart: string, itemId: number) =>
      answer(() => {
        if (current) {
          current = withItems(
            current,
            current.items.filter((item) => item.shopping_cart_item !== itemId),
          );
        }
        return current;
      }),
    ),
    setCartItemPaymentOption: jest.fn(
      (_club: string, _cart: string, itemId: number, body: { payment_option_id: number }) =>
        answer(() => {
          if (current) {
            current = {
              ...current,
              items: current.items.map((item) =>
                item.shopping_cart_item === itemId
                  ? { ...item, payment_option_id: body.payment_option_id }
                  : item,
              ),
            };
          }
          return current;
        }),
    ),
  };
  return {
    api,
    /** Keeps later answers until `release`. */
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      held.splice(0).forEach((resolve) => resolve());
    },
    /** Replaces what the next reads answer. */
    setCart: (next: ShoppingCart | null) => {
      current = next;
    },
  };
}

export function storeCartId(id = CART_ID): void {
  document.cookie = `${CART_COOKIE}=${id}; path=/`;
}

export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

export const API = 'http://api.test';

/** The rest of the API as fetch sees it: the club's current promotion (none by default). */
export function fakePromotionApi(promotion: Promotion | null = null) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const found = url.pathname === '/v2/store/demo/promotions/current';
    const text = found ? JSON.stringify({ data: promotion }) : '';
    // jsdom has no Response: the client reads only these members.
    return { ok: found, status: found ? 200 : 404, text: async () => text } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** Renders a checkout element in a real shared store (sagas included) with a fake cart port. */
export function renderCheckout(
  element: ReactElement,
  {
    api,
    path = '/',
    club = clubRecord(),
    user = null,
    promotion = null,
    routes,
  }: {
    api: FakeCartApi;
    path?: string;
    club?: ClubAccount;
    user?: User | null;
    promotion?: Promotion | null;
    /** The checkout's own calls, answered through fetch (see `fakeApiFetch`). */
    routes?: Record<string, FakeAnswer | FakeAnswer[]>;
  },
): RenderResult & { store: AppStore; server: ReturnType<typeof fakeApiFetch> | null } {
  resetStoreForTests();
  const store = initStore({
    context: { api, config: { apiBaseUrl: API, apiVersion: 'v2' } },
  });
  const server = routes
    ? fakeApiFetch({
        'GET /store/demo/promotions/current': { body: { data: promotion } },
        ...routes,
      })
    : null;
  if (!routes) fakePromotionApi(promotion);
  registerSlice(clubSlice);
  registerSlice(notificationsSlice);
  store.dispatch(clubLoaded(club));
  if (user) {
    registerSlice(authSlice);
    store.dispatch(userLoaded(user));
  }
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
  return { ...result, store, server };
}

/** Lets pending promises and the sagas waiting on them run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
