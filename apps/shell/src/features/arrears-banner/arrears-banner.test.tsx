import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_COOKIE } from '@touchline/api-client';
import type { User } from '@touchline/contracts';
import {
  arrearsChanged,
  authSlice,
  hostAreaSet,
  initStore,
  pageLeave,
  registerArrears,
  registerSlice,
  resetStoreForTests,
  userLoaded,
  type AppStore,
} from '@touchline/store';
import Cookies from 'js-cookie';
import { axe } from 'jest-axe';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ArrearsBanner } from './arrears-banner';

/** Following a link to another host leaves the page: here it is only recorded. */
const leave = jest.spyOn(pageLeave, 'to');
beforeEach(() => leave.mockReset().mockImplementation(() => undefined));
afterAll(() => leave.mockRestore());

const API = 'http://api.test';

const member: User = {
  id: 5,
  email: 'siobhan@example.ie',
  email_verified: true,
  first_name: 'Siobhan',
  last_name: 'Murphy',
  mobile: null,
  roles: ['Member'],
  accounts: [{ account_id: 1, slug: 'demo', name: 'Glenarden Gaels', roles: ['Member'] }],
  governing_body: null,
  areas: ['site', 'myaccount'],
  pwd_set_allowed: true,
  password_set: true,
  language: null,
};

let failed = 1;
let calls = 0;

beforeEach(() => {
  failed = 1;
  calls = 0;
  Cookies.set(SESSION_COOKIE, 'access-1');
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname !== '/v2/member/has-failed-payments') {
      return { ok: false, status: 404, text: async () => '{"message":"Not found"}' } as Response;
    }
    calls += 1;
    const body = JSON.stringify({ has_failed_payments: failed > 0, count: failed });
    return { ok: true, status: 200, text: async () => body } as Response;
  }) as unknown as typeof fetch;
});

afterEach(() => Cookies.remove(SESSION_COOKIE, { path: '/' }));

/** The store's API client as far as a link to another host needs it: a hand-over code. */
const api = { requestHandoverCode: jest.fn(async () => ({ code: 'code-1', expires_in: 60 })) };

function renderBanner(user: User | null, area: 'site' | 'myaccount' = 'site'): AppStore {
  // The page's one store: the server reads' saga runs on it.
  resetStoreForTests();
  const store = initStore({
    context: { api, config: { apiBaseUrl: API, apiVersion: 'v2' } },
  });
  registerSlice(authSlice);
  registerArrears();
  store.dispatch(hostAreaSet(area));
  if (user) store.dispatch(userLoaded(user));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/news']}>
        <ArrearsBanner />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('ArrearsBanner', () => {
  it('tells a member with a failed payment and links to the account’s arrears page', async () => {
    renderBanner(member);
    const banner = await screen.findByRole('region', { name: 'Failed payments' });
    expect(banner).toHaveTextContent('A payment on your account has failed. Pay your arrears');
    expect(screen.getByRole('link', { name: 'Pay your arrears' })).toHaveAttribute(
      'href',
      'http://myaccount.localhost/arrears',
    );
    expect(await axe(banner)).toHaveNoViolations();
  });

  it('hands the session over to the account host with the link, as a one-time code', async () => {
    renderBanner(member);
    await userEvent.click(await screen.findByRole('link', { name: 'Pay your arrears' }));
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith(
        `http://myaccount.localhost/arrears?c=code-1&u=${member.id}`,
      ),
    );
  });

  it('links inside the account area on its host, and goes once the arrears are paid', async () => {
    failed = 2;
    const store = renderBanner(member, 'myaccount');
    expect(await screen.findByText(/2 payments on your account have failed\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay your arrears' })).toHaveAttribute(
      'href',
      '/arrears',
    );
    failed = 0;
    await act(async () => {
      store.dispatch(arrearsChanged());
    });
    expect(screen.queryByRole('region', { name: 'Failed payments' })).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('asks nothing for a visitor or a user who is not a member', async () => {
    renderBanner(null);
    renderBanner({ ...member, roles: ['Admin'] });
    await act(async () => undefined);
    expect(calls).toBe(0);
    expect(screen.queryByRole('region', { name: 'Failed payments' })).not.toBeInTheDocument();
  });
});
