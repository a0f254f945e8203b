import { render, screen, waitFor } from '@testing-library/react';
import { ApiError, REFRESH_COOKIE, SESSION_COOKIE } from '@touchline/api-client';
import {
  authSaga,
  authSlice,
  initStore,
  notificationsSlice,
  registerSlice,
  resetStoreForTests,
  selectHandingOver,
  selectNotifications,
  selectUser,
  type AuthApi,
} from '@touchline/store';
import Cookies from 'js-cookie';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { anAdmin } from '../testing/render-backoffice';
import { useBackofficeSession } from './use-backoffice-session';
import { handedOverSessionIn, useHandedOverSession } from './use-handed-over-session';

const handedOverTokens = {
  token_type: 'Bearer' as const,
  access_token: 'handed-over',
  refresh_token: 'handed-over-refresh',
  expires_in: 3600,
};

function fakeAuthApi(overrides: Partial<AuthApi> = {}): AuthApi {
  return {
    getUser: jest.fn().mockResolvedValue(anAdmin()),
    refreshToken: jest.fn(),
    signIn: jest.fn(),
    revokeToken: jest.fn(),
    exchangeHandoverCode: jest.fn().mockResolvedValue(handedOverTokens),
    ...overrides,
  };
}

function Probe() {
  useHandedOverSession();
  const session = useBackofficeSession();
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{location.pathname + location.search}</p>
      <p data-testid="session">{session}</p>
    </>
  );
}

function openBackOffice(path: string, api: AuthApi) {
  resetStoreForTests();
  const store = initStore({ context: { api } });
  registerSlice(notificationsSlice);
  registerSlice(authSlice, authSaga);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  for (const name of [SESSION_COOKIE, REFRESH_COOKIE]) Cookies.remove(name, { path: '/' });
});

describe('a session handed over to the back office (?c=)', () => {
  it('exchanges the code for a session and takes it out of the address', async () => {
    const api = fakeAuthApi();
    const store = openBackOffice('/orders?c=code-1&page=2', api);
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('admin'));
    expect(api.exchangeHandoverCode).toHaveBeenCalledWith('code-1');
    expect(Cookies.get(SESSION_COOKIE)).toBe('handed-over');
    expect(selectUser(store.getState())?.email).toBe('admin@demo.touchline.test');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/orders\?page=2$/);
  });

  it('waits for the exchange rather than sending the visitor to sign in', () => {
    const api = fakeAuthApi({ exchangeHandoverCode: jest.fn(() => new Promise(() => undefined)) });
    const store = openBackOffice('/?c=code-1', api);
    expect(selectHandingOver(store.getState())).toBe(true);
    expect(screen.getByTestId('session')).toHaveTextContent('checking');
  });

  it('keeps the session of someone signed in here already', async () => {
    Cookies.set(SESSION_COOKIE, 'mine');
    const api = fakeAuthApi();
    const store = openBackOffice('/?c=someone-elses-code', api);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(api.exchangeHandoverCode).not.toHaveBeenCalled();
    expect(Cookies.get(SESSION_COOKIE)).toBe('mine');
    expect(selectNotifications(store.getState())).toContainEqual(
      expect.objectContaining({ type: 'warning' }),
    );
  });

  it('takes whose link it is (u) out of the address with the code', async () => {
    const api = fakeAuthApi();
    openBackOffice('/orders?c=code-1&u=7&page=2', api);
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/orders\?page=2$/),
    );
    expect(api.exchangeHandoverCode).toHaveBeenCalledWith('code-1');
  });

  it('leaves the visitor signed out when the code was spent or expired', async () => {
    const spent = 'This sign-in link has expired or has already been used.';
    const api = fakeAuthApi({
      exchangeHandoverCode: jest.fn().mockRejectedValue(new ApiError(spent, 400)),
    });
    const store = openBackOffice('/?c=old-code', api);
    await waitFor(() => expect(selectHandingOver(store.getState())).toBe(false));
    expect(Cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect(selectUser(store.getState())).toBeNull();
  });

  it('leaves c alone where it is a code of the page: an invitation, the sign-in screens', () => {
    expect(handedOverSessionIn('?c=invite-1', '/team/accept')).toBeNull();
    expect(handedOverSessionIn('?c=verify-1', '/authentication/email-confirmed')).toBeNull();
    expect(handedOverSessionIn('?c=%20', '/')).toBeNull();
    expect(handedOverSessionIn('?c=code-1', '/news-and-pages')?.code).toBe('code-1');
  });
});
