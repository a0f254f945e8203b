import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckEmailResult } from '@touchline/contracts';
import Cookies from 'js-cookie';
import { axe } from 'jest-axe';
import type { Action } from '@reduxjs/toolkit';
import { CART_REQUESTS_SERVICE, emailSet, signedIn } from '@touchline/store';
import type { Channel } from 'redux-saga';
import AuthRoutes from '../routes/auth-routes';
import {
  CART_COOKIE,
  CLUB_ADMIN_COOKIE,
  REFRESH_COOKIE,
  SESSION_COOKIE,
} from '@touchline/api-client';
import {
  API,
  clearCookies,
  clubRecord,
  fakeApi,
  renderAuth,
  tokens,
  userRecord,
  type Call,
} from '../testing/render-auth';
import { leaveSiteFor } from './leave-site';

jest.mock('./leave-site', () => ({ leaveSiteFor: jest.fn() }));

const check = (overrides: Partial<CheckEmailResult> = {}): CheckEmailResult => ({
  email_exists: true,
  sso: 'off',
  governing_body_id: null,
  xgb: false,
  pwd_set_allowed: true,
  password_set: true,
  sso_icon: null,
  sso_button_text: null,
  help_url: null,
  ...overrides,
});

const where = () => screen.getByTestId('where');

function api(
  overrides: (call: Call) => { status: number; body?: unknown } | undefined = () => undefined,
) {
  return fakeApi((call) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.path === '/v2/member/check-email') return { status: 200, body: check() };
    if (call.path === '/oauth/token') {
      const body = call.body as { password?: string };
      return body.password === 'Right-pass-1'
        ? { status: 200, body: tokens() }
        : {
            status: 400,
            body: { message: 'The user credentials were incorrect.', error: 'invalid_grant' },
          };
    }
    if (call.path === '/v2/user') return { status: 200, body: userRecord() };
    return undefined;
  });
}

async function enterEmail(email: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
}

beforeEach(() => {
  clearCookies();
  jest.mocked(leaveSiteFor).mockClear();
});

/** The page single sign-on comes back to after the club's login, from where the site was left. */
function ssoReturnPage() {
  expect(leaveSiteFor).toHaveBeenCalledTimes(1);
  const login = new URL(jest.mocked(leaveSiteFor).mock.calls[0]?.[0] ?? '');
  expect(`${login.origin}${login.pathname}`).toBe(`${API}/v2/sso/login`);
  const back = new URL(login.searchParams.get('return_to') ?? '');
  return { pathname: back.pathname, redirect: back.searchParams.get('redirect') };
}

describe('email first, then sign-in', () => {
  it('checks the email rules before asking the API', async () => {
    const calls = api();
    renderAuth(<AuthRoutes />, { path: '/authentication/check-email' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await enterEmail('not-an-email');
    expect(screen.getByText('Email must be valid')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends a known email to sign-in, lower-cased, with the club account', async () => {
    const calls = api();
    renderAuth(<AuthRoutes />, { path: '/authentication/check-email' });
    await enterEmail('Aoife@Example.ie');
    await waitFor(() => expect(where()).toHaveTextContent(/^\/authentication\/sign-in$/));
    expect(calls[0]).toMatchObject({
      path: '/v2/member/check-email',
      body: { email: 'aoife@example.ie', account_id: 1 },
    });
    expect(screen.getByLabelText('Email')).toHaveValue('aoife@example.ie');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/authentication/forgot-password',
    );
  });

  it("on the page, gives the next step's first empty field the focus, not the first step on arrival", async () => {
    api();
    renderAuth(<AuthRoutes />, { path: '/authentication/check-email' });
    // Arriving on the page, the visitor starts from its top (the skip link, the header).
    expect(screen.getByLabelText('Email')).not.toHaveFocus();
    await userEvent.type(screen.getByLabelText('Email'), 'aoife@example.ie{Enter}');
    await waitFor(() => expect(where()).toHaveTextContent(/^\/authentication\/sign-in$/));
    // The email step's field is gone: the focus goes on to the password, not to the page.
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });

  it('sends a new email to sign-up with pwd_set_allowed', async () => {
    api((call) =>
      call.path === '/v2/member/check-email'
        ? { status: 200, body: check({ email_exists: false }) }
        : undefined,
    );
    renderAuth(<AuthRoutes />, { path: '/authentication/check-email' });
    await enterEmail('new@example.ie');
    await waitFor(() =>
      expect(where()).toHaveTextContent('/authentication/sign-up?pwd_set_allowed=true'),
    );
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeInTheDocument();
  });

  it('shows the server message, or the fallback, when the email check fails', async () => {
    api((call) =>
      call.path === '/v2/member/check-email'
        ? { status: 429, body: { message: 'Too many attempts. Please try again later.' } }
        : undefined,
    );
    const { notices } = renderAuth(<AuthRoutes />, { path: '/authentication/check-email' });
    await enterEmail('aoife@example.ie');
    await waitFor(() =>
      expect(notices()).toEqual([
        { type: 'danger', title: 'Too many attempts. Please try again later.', body: undefined },
      ]),
    );
    expect(where()).toHaveTextContent('/authentication/check-email');
  });

  it('shows the server message on a wrong password and stays signed out', async () => {
    api();
    const { notices, container } = renderAuth(<AuthRoutes />, {
      path: '/authentication/check-email',
    });
    await enterEmail('aoife@example.ie');
    await screen.findByLabelText('Password');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The user credentials were incorrect.',
    );
    expect(notices()).toContainEqual({
      type: 'danger',
      title: 'The user credentials were incorrect.',
      body: undefined,
    });
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('checks the password rules, and shows or hides the password', async () => {
    api();
    renderAuth(<AuthRoutes area="backoffice" />, {
      path: '/authentication/sign-in',
      area: 'backoffice',
    });
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid password')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('signs in: session cookie written, user fetched with the token, then the redirect', async () => {
    const calls = api();
    localStorage.setItem('guestFormData', '{}');
    renderAuth(<AuthRoutes />, { path: '/authentication/check-email?redirect=/news' });
    await enterEmail('aoife@example.ie');
    await userEvent.type(await screen.findByLabelText('Password'), 'Right-pass-1');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/news$/));
    expect(Cookies.get(SESSION_COOKIE)).toBe('access-1');
    expect(Cookies.get(REFRESH_COOKIE)).toBe('refresh-1');
    expect(localStorage.getItem('guestFormData')).toBeNull();
    expect(localStorage.getItem('IsFirstTimeLogin')).toBe('true');
    expect(calls.find((call) => call.path === '/oauth/token')?.body).toEqual({
      grant_type: 'password',
      username: 'aoife@example.ie',
      password: 'Right-pass-1',
    });
    expect(calls.find((call) => call.path === '/v2/user')?.authorization).toBe('Bearer access-1');
  });

  describe('without a redirect', () => {
    async function signInFromTheHeaderOver(page: string, redirectAfterLogin: boolean) {
      api();
      renderAuth(<AuthRoutes />, {
        path: '/authentication/check-email?origin=appHeader',
        from: page,
        state: { backgroundLocation: { pathname: page, search: '', hash: '' } },
        club: clubRecord({ features: { redirect_after_login: redirectAfterLogin } as never }),
      });
      await enterEmail('aoife@example.ie');
      await userEvent.type(await screen.findByLabelText('Password'), 'Right-pass-1');
      await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    }

    it('goes home when the club redirects after sign-in', async () => {
      await signInFromTheHeaderOver('/news/story-3', true);
      await waitFor(() => expect(where()).toHaveTextContent(/^\/$/));
    });

    it('closes the dialog over the same page when the club does not', async () => {
      await signInFromTheHeaderOver('/news/story-3', false);
      await waitFor(() => expect(where()).toHaveTextContent(/^\/news\/story-3$/));
    });
  });

  it('keeps the club as the club-admin cookie and hands the sign-in to the cart', async () => {
    api();
    Cookies.set(CART_COOKIE, 'cart-9');
    const { store } = renderAuth(<AuthRoutes />, {
      path: '/authentication/check-email?redirect=/news',
    });
    await enterEmail('aoife@example.ie');
    await userEvent.type(await screen.findByLabelText('Password'), 'Right-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/news$/));
    expect(Cookies.get(CLUB_ADMIN_COOKIE)).toBe('1');
    // The cart's behaviour (the checkout's, not loaded here) makes the stored cart the
    // account's: the sign-in waits for it in the cart's requests.
    const requests = store.getService<Channel<Action>>(CART_REQUESTS_SERVICE);
    const waiting: Action[] = [];
    requests?.flush((actions) => waiting.push(...(actions as Action[])));
    expect(waiting.map((action) => action.type)).toContain(signedIn.type);
    Cookies.remove(CART_COOKIE, { path: '/' });
  });

  it('comes back from single sign-on with a code, exchanges it and is signed in', async () => {
    const calls = api((call) =>
      call.path === '/oauth/token' ? { status: 200, body: tokens('access-sso') } : undefined,
    );
    renderAuth(<AuthRoutes />, { path: '/authentication/sign-in?c=one-time-code&redirect=/news' });
    expect(screen.getByRole('status')).toHaveTextContent('Signing in…');
    await waitFor(() => expect(where()).toHaveTextContent(/^\/news$/));
    expect(calls[0]?.body).toEqual({ grant_type: 'authorization_code', code: 'one-time-code' });
    expect(Cookies.get(SESSION_COOKIE)).toBe('access-sso');
  });

  it('shows the server message when the single sign-on code is refused', async () => {
    api((call) =>
      call.path === '/oauth/token'
        ? { status: 400, body: { message: 'The sign-on code has expired.' } }
        : undefined,
    );
    const { notices } = renderAuth(<AuthRoutes />, { path: '/authentication/sign-in?c=old' });
    await waitFor(() =>
      expect(notices()).toContainEqual({
        type: 'danger',
        title: 'The sign-on code has expired.',
        body: undefined,
      }),
    );
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a member on the back-office host and signs them out', async () => {
    api();
    const { notices } = renderAuth(<AuthRoutes area="backoffice" />, {
      path: '/authentication/sign-in',
      area: 'backoffice',
    });
    await userEvent.type(screen.getByLabelText('Email'), 'aoife@example.ie');
    await userEvent.type(screen.getByLabelText('Password'), 'Right-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    await waitFor(() =>
      expect(notices()).toContainEqual({
        type: 'danger',
        title:
          'You do not have sufficient permissions to access this area. Please try again with a different email.',
        body: undefined,
      }),
    );
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect(where()).toHaveTextContent('/authentication/sign-in');
  });

  it('lets an admin into the back-office host', async () => {
    api((call) =>
      call.path === '/v2/user'
        ? { status: 200, body: userRecord({ roles: ['Admin', 'Owner', 'Member'] }) }
        : undefined,
    );
    renderAuth(<AuthRoutes area="backoffice" />, {
      path: '/authentication/sign-in',
      area: 'backoffice',
    });
    await userEvent.type(screen.getByLabelText('Email'), 'admin@example.ie');
    await userEvent.type(screen.getByLabelText('Password'), 'Right-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/$/));
    expect(Cookies.get(SESSION_COOKIE)).toBe('access-1');
  });
});

describe('a club whose single sign-on is mandatory', () => {
  const quiet = () =>
    clubRecord({
      slug: 'quiet',
      sso: {
        governing_body_id: 12,
        mode: 'mandatory',
        sso_button_text: 'Sign in with your federation account',
        help_url: null,
      },
    });

  it('never offers the password form, even when sign-in is opened directly', async () => {
    const calls = api();
    const { container } = renderAuth(<AuthRoutes />, {
      path: '/authentication/sign-in',
      club: quiet(),
      setup: (store) => store.dispatch(emailSet('ruth@example.ie')),
    });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot Password?' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Sign in with your federation account' }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/oauth/token')).toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('comes back to the page it was asked to after the club login', async () => {
    api();
    renderAuth(<AuthRoutes />, {
      path: '/authentication/sign-in?redirect=%2Fcheckout',
      club: quiet(),
    });
    await userEvent.click(
      screen.getByRole('button', { name: 'Sign in with your federation account' }),
    );
    expect(ssoReturnPage()).toEqual({ pathname: '/authentication/sign-in', redirect: '/checkout' });
  });

  it("sends the header's sign-in link, followed before the page's scripts ran, to the club login", async () => {
    const calls = api();
    renderAuth(<AuthRoutes />, {
      path: '/authentication/check-email?origin=appHeader&redirect=%2Fpages%2Fabout-us',
      club: quiet(),
    });
    await waitFor(() => expect(leaveSiteFor).toHaveBeenCalled());
    expect(ssoReturnPage()).toEqual({
      pathname: '/authentication/sign-in',
      redirect: '/pages/about-us',
    });
    expect(calls).toHaveLength(0);
  });

  it('keeps the email step where sign-in was not asked for from the header', async () => {
    api();
    renderAuth(<AuthRoutes />, { path: '/authentication/check-email', club: quiet() });
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });
});
