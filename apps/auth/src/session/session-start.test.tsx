import { REFRESH_COOKIE, SESSION_COOKIE } from '@touchline/api-client';
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { clearCookies, fakeApi, renderAuth, tokens, userRecord } from '../testing/render-auth';
import UserMenu from '../user-menu/user-menu';

beforeEach(() => clearCookies());

describe('startup', () => {
  it('reopens the session with the refresh token when the session cookie is gone', async () => {
    Cookies.set(REFRESH_COOKIE, 'refresh-old');
    const calls = fakeApi(({ path }) => {
      if (path === '/oauth/token') return { status: 200, body: tokens('access-2', 'refresh-2') };
      if (path === '/v2/user') return { status: 200, body: userRecord() };
      return undefined;
    });
    renderAuth(<UserMenu />);
    expect(await screen.findByRole('button', { name: 'Hello Aoife' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ grant_type: 'refresh_token', refresh_token: 'refresh-old' });
    expect(calls[1]?.authorization).toBe('Bearer access-2');
    expect(Cookies.get(SESSION_COOKIE)).toBe('access-2');
    expect(Cookies.get(REFRESH_COOKIE)).toBe('refresh-2');
  });

  it('says so and signs out when the refresh token is refused', async () => {
    Cookies.set(REFRESH_COOKIE, 'refresh-stolen');
    fakeApi(() => ({ status: 400, body: { message: 'The refresh token is invalid.' } }));
    const { notices } = renderAuth(<UserMenu />);
    await waitFor(() =>
      expect(notices()).toEqual([
        { type: 'danger', title: 'Error using cookies to sign in', body: undefined },
      ]),
    );
    expect(Cookies.get(REFRESH_COOKIE)).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('refuses a member on the back-office host at startup too', async () => {
    Cookies.set(SESSION_COOKIE, 'access-1');
    fakeApi(({ path }) => (path === '/v2/user' ? { status: 200, body: userRecord() } : undefined));
    const { notices } = renderAuth(<UserMenu area="backoffice" />, { area: 'backoffice' });
    await waitFor(() =>
      expect(notices()).toEqual([
        {
          type: 'danger',
          title:
            'You do not have sufficient permissions to access this area. Please try again with a different email.',
          body: undefined,
        },
      ]),
    );
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
  });
});
