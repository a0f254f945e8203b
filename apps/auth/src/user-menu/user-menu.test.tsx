import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHttp, selectNotifications, signedOut, type AppStore } from '@touchline/store';
import Cookies from 'js-cookie';
import { axe } from 'jest-axe';
import { REFRESH_COOKIE, SESSION_COOKIE } from '@touchline/api-client';
import {
  API,
  clearCookies,
  clubRecord,
  fakeApi,
  renderAuth,
  userRecord,
} from '../testing/render-auth';
import { leaveSiteFor } from '../steps/leave-site';
import UserMenu from './user-menu';

jest.mock('../steps/leave-site', () => ({ leaveSiteFor: jest.fn() }));

beforeEach(() => {
  clearCookies();
  jest.mocked(leaveSiteFor).mockClear();
});

describe('UserMenu', () => {
  it('offers sign-in from the header when nobody is signed in, without calling the API', async () => {
    const calls = fakeApi(() => undefined);
    renderAuth(<UserMenu />, { path: '/news' });
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '/authentication/check-email?origin=appHeader');
    expect(calls).toHaveLength(0);
  });

  it("opens sign-in as a page when the club's login dialog is off", async () => {
    fakeApi(() => undefined);
    renderAuth(<UserMenu />, {
      path: '/news',
      club: clubRecord({ features: { login_dialog: false } as never }),
    });
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link).toHaveAttribute('href', '/authentication/check-email');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/authentication\/check-email$/);
  });

  it("sends the sign-in straight to the club's login when its SSO is mandatory", async () => {
    fakeApi(() => undefined);
    renderAuth(<UserMenu />, {
      path: '/news?page=2',
      club: clubRecord({
        slug: 'quiet',
        sso: { governing_body_id: null, mode: 'mandatory', sso_button_text: null, help_url: null },
      }),
    });
    const link = await screen.findByRole('link', { name: 'Sign in' });
    const target = new URL(link.getAttribute('href') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(`${API}/v2/sso/login`);
    expect(target.searchParams.get('club')).toBe('quiet');
    const back = new URL(target.searchParams.get('return_to') ?? '');
    expect(back.pathname).toBe('/authentication/sign-in');
    expect(back.searchParams.get('redirect')).toBe('/news?page=2');
  });

  it('greets a signed-in admin by first name with Go to my club and Sign out', async () => {
    Cookies.set(SESSION_COOKIE, 'access-1');
    const calls = fakeApi(({ path }) =>
      path === '/v2/user'
        ? { status: 200, body: userRecord({ first_name: 'Ciara', roles: ['Admin', 'Owner'] }) }
        : undefined,
    );
    const { container } = renderAuth(<UserMenu />, { path: '/' });
    const toggle = await screen.findByRole('button', { name: 'Hello Ciara' });
    expect(calls[0]?.authorization).toBe('Bearer access-1');
    await userEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Go to my club' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('leads an Editor to the back office too', async () => {
    Cookies.set(SESSION_COOKIE, 'access-1');
    fakeApi(({ path }) =>
      path === '/v2/user'
        ? { status: 200, body: userRecord({ first_name: 'Ciara', roles: ['Editor'] }) }
        : undefined,
    );
    renderAuth(<UserMenu />, { path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Hello Ciara' }));
    expect(screen.getByRole('link', { name: 'Go to my club' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
  });

  it('leads an admin from the back office to the site of the club they run, not to itself', async () => {
    Cookies.set(SESSION_COOKIE, 'access-1');
    fakeApi(({ path }) =>
      path === '/v2/user'
        ? {
            status: 200,
            body: userRecord({
              first_name: 'Ciara',
              roles: ['Member', 'Admin'],
              accounts: [
                { account_id: 9, slug: 'rovers', name: 'Rovers', roles: ['Member'] },
                { account_id: 1, slug: 'gaels', name: 'Test Gaels', roles: ['Admin'] },
              ],
            }),
          }
        : undefined,
    );
    renderAuth(<UserMenu area="backoffice" />, { path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Hello Ciara' }));
    // jsdom's page is http://localhost/: the development host's sites.
    expect(screen.getByRole('link', { name: 'Go to my club' })).toHaveAttribute(
      'href',
      'http://gaels.localhost/',
    );
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      'http://myaccount.localhost/',
    );
  });

  it('shows My account to a member, and signing out says so for 5 seconds', async () => {
    Cookies.set(SESSION_COOKIE, 'access-1');
    fakeApi(({ path }) => (path === '/v2/user' ? { status: 200, body: userRecord() } : undefined));
    localStorage.setItem('program_id', '12');
    const { store } = renderAuth(<UserMenu />, { path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Hello Aoife' }));
    expect(screen.getByRole('link', { name: 'My account' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to my club' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect(localStorage.getItem('program_id')).toBeNull();
    expect(selectNotifications(store.getState())).toHaveLength(1);
    expect(selectNotifications(store.getState()).at(-1)).toMatchObject({
      type: 'success',
      title: 'You have been logged out.',
      timeout: 5000,
    });
  });

  it('hands the session over to the account host in My account, as a one-time code', async () => {
    Cookies.set(SESSION_COOKIE, 'access-1');
    const calls = fakeApi(({ path }) => {
      if (path === '/v2/user') return { status: 200, body: userRecord() };
      if (path === '/oauth/handover') {
        return { status: 200, body: { code: 'code-1', expires_in: 60 } };
      }
      return undefined;
    });
    renderAuth(<UserMenu />, { path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Hello Aoife' }));
    const myAccount = screen.getByRole('link', { name: 'My account' });
    // The address shown stays plain: the code is asked for when the link is followed.
    expect(myAccount).toHaveAttribute('href', 'http://myaccount.localhost/');
    await userEvent.click(myAccount);
    await waitFor(() =>
      expect(leaveSiteFor).toHaveBeenCalledWith(
        `http://myaccount.localhost/?c=code-1&u=${userRecord().id}`,
      ),
    );
    const handover = calls.find((call) => call.path === '/oauth/handover');
    expect(handover).toMatchObject({ method: 'POST', authorization: 'Bearer access-1' });
  });

  it('goes to the back office without a code when none can be had', async () => {
    Cookies.set(SESSION_COOKIE, 'access-1');
    fakeApi(({ path }) => {
      if (path === '/v2/user') {
        return { status: 200, body: userRecord({ first_name: 'Ciara', roles: ['Admin'] }) };
      }
      if (path === '/oauth/handover') return { status: 429, body: { message: 'Too many.' } };
      return undefined;
    });
    renderAuth(<UserMenu />, { path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Hello Ciara' }));
    await userEvent.click(screen.getByRole('link', { name: 'Go to my club' }));
    await waitFor(() => expect(leaveSiteFor).toHaveBeenCalledWith('http://localhost:4300/'));
  });

  it('signs out quietly when the stored session no longer works', async () => {
    Cookies.set(SESSION_COOKIE, 'expired');
    fakeApi(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    const { notices } = renderAuth(<UserMenu />, { path: '/' });
    await waitFor(() => expect(Cookies.get(SESSION_COOKIE)).toBeUndefined());
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(notices()).toEqual([]);
  });

  describe('a session that lapses on the page', () => {
    /** A member signed in whose session ends on the page: the refresh is refused. */
    async function lapseOn(path: string, options: { loginDialog?: boolean } = {}) {
      Cookies.set(SESSION_COOKIE, 'access-1');
      Cookies.set(REFRESH_COOKIE, 'refresh-1');
      let expired = false;
      fakeApi((call) => {
        if (call.path === '/oauth/token') {
          return { status: 400, body: { message: 'The refresh token is invalid.' } };
        }
        if (expired) {
          return {
            status: 401,
            body: { message: 'Your session has expired. Please sign in again.' },
          };
        }
        if (call.path === '/v2/user') return { status: 200, body: userRecord() };
        return { status: 200, body: { data: [] } };
      });
      let shared: AppStore | undefined;
      const rendered = renderAuth(<UserMenu />, {
        path,
        club: clubRecord({ features: { login_dialog: options.loginDialog ?? true } as never }),
        setup: (store) => (shared = store),
      });
      await screen.findByRole('button', { name: 'Hello Aoife' });
      expired = true;
      // A page's call, made through the store's fetch layer as the remotes make theirs.
      const http = createHttp({ baseUrl: API, version: 'v2' });
      await expect(http('/member/orders')).rejects.toMatchObject({ status: 401 });
      return { ...rendered, store: shared as AppStore };
    }

    it('says so and opens the sign-in dialog over the page, coming back to it', async () => {
      const { notices } = await lapseOn('/account/profile?tab=details');
      expect(notices()).toEqual([
        {
          type: 'warning',
          title: 'Your session has expired. Please sign in again.',
          body: undefined,
        },
      ]);
      await waitFor(() =>
        expect(screen.getByTestId('where')).toHaveTextContent(
          '/authentication/check-email?origin=appHeader&redirect=%2Faccount%2Fprofile%3Ftab%3Ddetails',
        ),
      );
      expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
      expect(Cookies.get(REFRESH_COOKIE)).toBeUndefined();
    });

    it("offers the sign-in page, coming back, without leaving the page when the club's dialog is off", async () => {
      await lapseOn('/news?page=2', { loginDialog: false });
      const link = await screen.findByRole('link', { name: 'Sign in' });
      expect(link).toHaveAttribute(
        'href',
        '/authentication/check-email?redirect=%2Fnews%3Fpage%3D2',
      );
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/news\?page=2$/);
    });

    it('is not offered to someone who signed out', async () => {
      const { store } = await lapseOn('/news', { loginDialog: false });
      expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        '/authentication/check-email?redirect=%2Fnews',
      );
      act(() => {
        store.dispatch(signedOut());
      });
      await waitFor(() =>
        expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
          'href',
          '/authentication/check-email',
        ),
      );
      expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).not.toContain(
        'redirect',
      );
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/news$/);
    });
  });
});
