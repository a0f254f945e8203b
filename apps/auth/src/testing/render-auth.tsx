import { render } from '@testing-library/react';
import {
  createClubApi,
  REFRESH_COOKIE,
  REMEMBER_COOKIE,
  SESSION_COOKIE,
} from '@touchline/api-client';
import type { ClubAccount, HostArea, User } from '@touchline/contracts';
import {
  clubLoaded,
  clubSlice,
  hostAreaSet,
  initStore,
  registerSlice,
  resetStoreForTests,
  selectNotifications,
  sessionKeeper,
  type AppStore,
} from '@touchline/store';
import Cookies from 'js-cookie';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { registerSession } from '../session/register-session';

export const API = 'http://api.test';

export function clubRecord(overrides: Partial<ClubAccount> = {}): ClubAccount {
  return {
    account_id: 1,
    slug: 'demo',
    name: 'Test Gaels',
    sso: { governing_body_id: null, mode: 'off', sso_button_text: null, help_url: null },
    // The header opens sign-in as a dialog, as the seeded clubs do.
    features: { login_dialog: true },
    ...overrides,
  } as ClubAccount;
}

export function userRecord(overrides: Partial<User> = {}): User {
  return {
    id: 5,
    email: 'aoife@example.ie',
    email_verified: true,
    first_name: 'Aoife',
    last_name: 'Byrne',
    mobile: null,
    roles: ['Member'],
    accounts: [{ account_id: 1, slug: 'demo', name: 'Test Gaels', roles: ['Member'] }],
    governing_body: null,
    areas: ['site', 'myaccount'],
    pwd_set_allowed: true,
    password_set: true,
    language: null,
    ...overrides,
  };
}

export const tokens = (access = 'access-1', refresh: string | null = 'refresh-1') => ({
  token_type: 'Bearer' as const,
  access_token: access,
  ...(refresh ? { refresh_token: refresh } : {}),
  expires_in: 3600,
});

export interface Call {
  path: string;
  method: string;
  body: unknown;
  authorization: string | null;
}

type Handler = (call: Call) => { status: number; body?: unknown } | undefined;

/** Answers fetch calls from a handler (404 when it has no answer), recording each one. */
export function fakeApi(handler: Handler) {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const headers = new Headers(init.headers);
    const call: Call = {
      path: `${url.pathname}${url.search}`,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('Authorization'),
    };
    calls.push(call);
    const { status, body } = handler(call) ?? { status: 404, body: { message: 'Not found' } };
    const text = body === undefined ? '' : JSON.stringify(body);
    // jsdom has no Response: the client reads only these members.
    return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

export function clearCookies(): void {
  Cookies.remove(SESSION_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_COOKIE, { path: '/' });
  Cookies.remove(REMEMBER_COOKIE, { path: '/' });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderAuthOptions {
  path?: string;
  area?: HostArea;
  club?: ClubAccount;
  /** The history entry's state. */
  state?: unknown;
  /** An earlier history entry: the page the flow was opened from. */
  from?: string;
  /** Runs on the store before the first render (e.g. to hold an email). */
  setup?: (store: AppStore) => void;
}

/** A fresh shared store as a host makes it (API client in the saga context), with the club. */
export function createAuthTestStore(club: ClubAccount = clubRecord()): AppStore {
  resetStoreForTests();
  // The client reads `fetch` at call time, so each test's fake answers.
  const api = createClubApi(
    { baseUrl: API, version: 'v2' },
    { fetch: (input, init) => globalThis.fetch(input, init), session: sessionKeeper },
  );
  const store = initStore({ context: { api, config: { apiBaseUrl: API, apiVersion: 'v2' } } });
  registerSlice(clubSlice);
  registerSession();
  store.dispatch(clubLoaded(club));
  return store;
}

/** Renders auth elements in a real shared store (sagas included) at a path. */
export function renderAuth(
  element: ReactElement,
  { path = '/', area = 'site', club = clubRecord(), state, setup, from }: RenderAuthOptions = {},
): {
  store: AppStore;
  container: HTMLElement;
  notices: () => { type: string; title: string; body?: string }[];
} {
  const store = createAuthTestStore(club);
  store.dispatch(hostAreaSet(area));
  setup?.(store);
  const { container } = render(
    <Provider store={store}>
      <MemoryRouter
        initialIndex={from ? 1 : 0}
        initialEntries={[
          ...(from ? [from] : []),
          state
            ? {
                pathname: path.split('?')[0] ?? path,
                search: path.includes('?') ? `?${path.split('?')[1]}` : '',
                state,
              }
            : path,
        ]}
      >
        {/* The host wraps every remote page in its main landmark. */}
        <main>
          <Routes>
            <Route path="*" element={element} />
          </Routes>
          <Where />
        </main>
      </MemoryRouter>
    </Provider>,
  );
  return {
    store,
    container,
    notices: () =>
      selectNotifications(store.getState()).map(({ type, title, body }) => ({ type, title, body })),
  };
}
