import {
  ApiError,
  createClubApi,
  createMemberAccountCalls,
  SessionEndedError,
} from '@touchline/api-client';
import { SESSION_EXPIRED } from '@touchline/contracts';
import Cookies from 'js-cookie';
import { registerSlice } from '../../core/inject';
import { createHttp } from '../../fetch-layer';
import { aUser, tokens } from '../../testing/fixtures';
import { clearBrowserState, flush, testStore } from '../../testing/test-store';
import { notificationsSlice, selectNotifications } from '../notifications';
import { authSaga } from './auth-saga';
import { selectAuthStatus, selectSessionLapsed, selectUser } from './auth-selectors';
import { authSlice, hostAreaSet, signIn, startAuth } from './auth-slice';
import { sessionKeeper } from './session-keeper';

const config = { baseUrl: 'http://api.test', version: 'v2' };
const json = (body: unknown, status = 200) =>
  ({ ok: status < 300, status, text: async () => JSON.stringify(body) }) as Response;
const EXPIRED = { message: SESSION_EXPIRED, code: 'session_expired' };

/**
 * The Club API as far as a member's session goes: it accepts the tokens in `valid` only, and a
 * refresh either hands out the next pair, is refused, or cannot reach it (the network fails).
 */
function fakeApi({
  refresh = 'accepted',
}: { refresh?: 'accepted' | 'refused' | 'unreachable' } = {}) {
  const valid = new Set(['access-1']);
  const seen: string[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = (init.headers ?? {}) as Record<string, string>;
    seen.push(`${init.method ?? 'GET'} ${url.replace(config.baseUrl, '')}`);
    if (url.endsWith('/oauth/token')) {
      const body = JSON.parse(String(init.body)) as { grant_type: string; password?: string };
      if (body.grant_type === 'password' && body.password !== 'right') {
        return json({ message: 'The user credentials were incorrect.' }, 401);
      }
      if (body.grant_type === 'password') {
        valid.add('access-3');
        return json(tokens({ access_token: 'access-3', refresh_token: 'refresh-3' }));
      }
      if (refresh === 'unreachable') throw new TypeError('Failed to fetch');
      if (refresh === 'refused') {
        return json({ message: 'The refresh token is invalid.', code: 'bad_refresh_token' }, 400);
      }
      valid.add('access-2');
      return json(tokens({ access_token: 'access-2', refresh_token: 'refresh-2' }));
    }
    const token = headers['Authorization']?.replace('Bearer ', '');
    if (!token || !valid.has(token)) return json(EXPIRED, 401);
    if (headers['X-Use-Guest-Auth']) return json({ message: 'Unauthenticated.' }, 401);
    if (url.endsWith('/v2/user')) return json(aUser());
    return json({ data: [], meta: { total: 0 } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, valid, seen };
}

/** A member signed in from the cookies, on a page whose calls go through the shared store. */
async function signedInMember(server: ReturnType<typeof fakeApi>) {
  Cookies.set('touchline_session', 'access-1');
  Cookies.set('touchline_refresh', 'refresh-1');
  const api = createClubApi(config, { fetch: server.fetch, session: sessionKeeper });
  const store = testStore(api);
  registerSlice(notificationsSlice);
  registerSlice(authSlice, authSaga);
  store.dispatch(hostAreaSet('site'));
  store.dispatch(startAuth());
  await flush();
  expect(selectUser(store.getState())?.first_name).toBe('Aoife');
  const http = createHttp(config, { fetch: server.fetch });
  return { store, api, http, page: createMemberAccountCalls(http) };
}

/** The session token runs out on the server; its cookie is still there. */
const tokenRunsOut = (server: ReturnType<typeof fakeApi>) => server.valid.delete('access-1');

const notices = (store: ReturnType<typeof testStore>) =>
  selectNotifications(store.getState()).map((notice) => [notice.type, notice.title]);

beforeEach(clearBrowserState);

describe('a session that lapses while a page is open', () => {
  it('is renewed with the refresh token and the call made again, unnoticed', async () => {
    const server = fakeApi();
    const { store, http } = await signedInMember(server);
    tokenRunsOut(server);

    await expect(http('/member/orders')).resolves.toEqual({ data: [], meta: { total: 0 } });

    expect(server.seen.slice(-3)).toEqual([
      'GET /v2/member/orders',
      'POST /oauth/token',
      'GET /v2/member/orders',
    ]);
    expect(Cookies.get('touchline_session')).toBe('access-2');
    expect(Cookies.get('touchline_refresh')).toBe('refresh-2');
    expect(selectUser(store.getState())?.first_name).toBe('Aoife');
    expect(notices(store)).toEqual([]);
  });

  it('is renewed when the session cookie itself has run out', async () => {
    const server = fakeApi();
    const { http } = await signedInMember(server);
    Cookies.remove('touchline_session');

    await expect(http('/member/orders')).resolves.toEqual({ data: [], meta: { total: 0 } });
    expect(Cookies.get('touchline_session')).toBe('access-2');
  });

  it('makes one renewal for calls that fail together, each made again', async () => {
    const server = fakeApi();
    const { http, api } = await signedInMember(server);
    tokenRunsOut(server);

    const answers = await Promise.all([
      http('/member/orders'),
      http('/member/payment-methods'),
      api.getUser(),
    ]);

    expect(answers[2]).toMatchObject({ first_name: 'Aoife' });
    expect(server.seen.filter((call) => call === 'POST /oauth/token')).toHaveLength(1);
  });

  it('ends the session with the notice when the refresh is refused, and offers to sign in', async () => {
    const server = fakeApi({ refresh: 'refused' });
    const { store, http } = await signedInMember(server);
    Cookies.set('touchline_club_admin', '1');
    tokenRunsOut(server);

    const [first, second] = await Promise.all([
      http('/member/orders').catch((error: unknown) => error),
      http('/member/payment-methods').catch((error: unknown) => error),
    ]);

    expect(first).toBeInstanceOf(ApiError);
    expect(second).toBeInstanceOf(ApiError);
    expect(server.seen.filter((call) => call === 'POST /oauth/token')).toHaveLength(1);
    expect(selectUser(store.getState())).toBeNull();
    expect(selectAuthStatus(store.getState())).toBe('signedOut');
    expect(selectSessionLapsed(store.getState())).toBe(true);
    expect(Cookies.get('touchline_session')).toBeUndefined();
    expect(Cookies.get('touchline_refresh')).toBeUndefined();
    expect(Cookies.get('touchline_club_admin')).toBeUndefined();
    expect(notices(store)).toEqual([
      ['warning', 'Your session has expired. Please sign in again.'],
    ]);
    // Nothing is revoked: the session is over here whatever the server says.
    expect(server.seen).not.toContain('POST /oauth/revoke');
  });

  it('keeps the session when the renewal cannot reach the API, and fails the call as it was', async () => {
    const server = fakeApi({ refresh: 'unreachable' });
    const { store, http } = await signedInMember(server);
    tokenRunsOut(server);

    const error = await http('/member/orders').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(SessionEndedError);
    expect(error).toMatchObject({ status: 401 });
    expect(server.seen.slice(-2)).toEqual(['GET /v2/member/orders', 'POST /oauth/token']);
    expect(selectUser(store.getState())?.first_name).toBe('Aoife');
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    expect(selectSessionLapsed(store.getState())).toBe(false);
    expect(Cookies.get('touchline_session')).toBe('access-1');
    expect(Cookies.get('touchline_refresh')).toBe('refresh-1');
    expect(notices(store)).toEqual([]);
  });

  it('keeps the session when the renewal fails before it has an answer', async () => {
    const refreshToken = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const store = testStore({ refreshToken });
    registerSlice(notificationsSlice);
    registerSlice(authSlice, authSaga);
    Cookies.set('touchline_session', 'access-1');
    Cookies.set('touchline_refresh', 'refresh-1');

    await expect(sessionKeeper.renew('access-1')).resolves.toBe('untouched');

    expect(refreshToken).toHaveBeenCalledWith('refresh-1');
    expect(Cookies.get('touchline_session')).toBe('access-1');
    expect(Cookies.get('touchline_refresh')).toBe('refresh-1');
    expect(notices(store)).toEqual([]);
  });

  it('ends the session when there is no refresh token to renew it with', async () => {
    const server = fakeApi();
    const { store, http } = await signedInMember(server);
    Cookies.remove('touchline_refresh');
    tokenRunsOut(server);

    await expect(http('/member/orders')).rejects.toMatchObject({ status: 401 });
    expect(server.seen).not.toContain('POST /oauth/token');
    expect(selectSessionLapsed(store.getState())).toBe(true);
    expect(notices(store)).toEqual([['warning', SESSION_EXPIRED]]);
  });

  it('clears the lapse once the member has signed in again', async () => {
    const server = fakeApi({ refresh: 'refused' });
    const { store, http } = await signedInMember(server);
    tokenRunsOut(server);
    await http('/member/orders').catch(() => undefined);

    store.dispatch(signIn({ username: 'member@demo.touchline.test', password: 'right' }));
    await flush();

    expect(selectUser(store.getState())?.first_name).toBe('Aoife');
    expect(selectSessionLapsed(store.getState())).toBe(false);
    expect(notices(store)).toEqual([]);
    await expect(http('/member/orders')).resolves.toEqual({ data: [], meta: { total: 0 } });
  });
});

describe('refusals that are not a lapsed session', () => {
  it('leaves a wrong password to the sign-in form', async () => {
    const server = fakeApi();
    const api = createClubApi(config, { fetch: server.fetch, session: sessionKeeper });
    const store = testStore(api);
    registerSlice(notificationsSlice);
    registerSlice(authSlice, authSaga);
    store.dispatch(hostAreaSet('site'));

    store.dispatch(signIn({ username: 'member@demo.touchline.test', password: 'wrong' }));
    await flush();

    expect(server.seen).toEqual(['POST /oauth/token']);
    expect(notices(store)).toEqual([['danger', 'The user credentials were incorrect.']]);
    expect(selectSessionLapsed(store.getState())).toBe(false);
  });

  it("leaves a guest's call as it is", async () => {
    const server = fakeApi();
    server.valid.add('guest-1');
    Cookies.set('guest_access_token', 'guest-1');
    const store = testStore(createClubApi(config, { fetch: server.fetch }));
    registerSlice(notificationsSlice);
    registerSlice(authSlice, authSaga);

    const error = await createHttp(config, { fetch: server.fetch })('/cart', {
      auth: 'guest',
    }).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(server.seen).toEqual(['GET /v2/cart']);
    expect(notices(store)).toEqual([]);
  });

  it('leaves an anonymous call as it is', async () => {
    const server = fakeApi();
    const store = testStore(createClubApi(config, { fetch: server.fetch }));
    registerSlice(notificationsSlice);
    registerSlice(authSlice, authSaga);

    await expect(createHttp(config, { fetch: server.fetch })('/user')).rejects.toMatchObject({
      status: 401,
      message: SESSION_EXPIRED,
    });
    expect(server.seen).toEqual(['GET /v2/user']);
    expect(selectSessionLapsed(store.getState())).toBe(false);
    expect(notices(store)).toEqual([]);
  });
});
