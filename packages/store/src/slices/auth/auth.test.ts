import { ApiError } from '@touchline/api-client';
import Cookies from 'js-cookie';
import { registerSlice } from '../../core/inject';
import { aUser, tokens } from '../../testing/fixtures';
import { clearBrowserState, flush, recordActions, testStore } from '../../testing/test-store';
import { clubLoaded, clubSlice } from '../club';
import { notificationsSlice, notify, selectNotifications } from '../notifications';
import {
  authSaga,
  COOKIE_SIGN_IN_FAILED,
  HANDOVER_WHILE_SIGNED_IN,
  LOGGED_OUT,
  type AuthApi,
} from './auth-saga';
import {
  selectAuthDone,
  selectAuthEmail,
  selectClubRoles,
  selectHasClubRole,
  selectHasDomainRole,
  selectHandingOver,
  selectHasRole,
  selectIsSignedIn,
  selectPersist,
  selectRoles,
  selectRunClub,
  selectUser,
} from './auth-selectors';
import {
  authSlice,
  emailSet,
  emailVerified,
  hostAreaSet,
  sessionHandedOver,
  sessionOpened,
  signedIn,
  signIn,
  signOut,
  startAuth,
} from './auth-slice';
import { hostAreaOf } from './host-area';

const INSUFFICIENT =
  'You do not have sufficient permissions to access this area. Please try again with a different email.';

function fakeAuthApi(overrides: Partial<AuthApi> = {}) {
  return {
    getUser: jest.fn().mockResolvedValue(aUser()),
    refreshToken: jest.fn().mockResolvedValue(tokens({ access_token: 'access-2' })),
    signIn: jest.fn().mockResolvedValue(tokens()),
    revokeToken: jest.fn().mockResolvedValue({}),
    exchangeHandoverCode: jest.fn().mockResolvedValue(tokens({ access_token: 'handed-over' })),
    ...overrides,
  } satisfies AuthApi;
}

function authStore(api: AuthApi, area: Parameters<typeof hostAreaSet>[0] = 'site') {
  const store = testStore(api);
  registerSlice(notificationsSlice);
  registerSlice(authSlice, authSaga);
  store.dispatch(hostAreaSet(area));
  return store;
}

const titles = (store: ReturnType<typeof authStore>) =>
  selectNotifications(store.getState()).map((n) => [n.type, n.title]);

beforeEach(clearBrowserState);

describe('email verification during startup', () => {
  it('fetches the user again when it was read before the email was verified', async () => {
    Cookies.set('touchline_session', 'access-1');
    let answerFirst: (user: ReturnType<typeof aUser>) => void = () => undefined;
    const api = fakeAuthApi({
      getUser: jest
        .fn()
        .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
        .mockResolvedValue(aUser({ email_verified: true })),
    });
    const store = authStore(api);
    store.dispatch(startAuth());
    // The link's code is accepted while the user's record is on its way, read before it.
    store.dispatch(emailVerified());
    answerFirst(aUser({ email_verified: false }));
    await flush();
    await flush();
    expect(api.getUser).toHaveBeenCalledTimes(2);
    expect(selectUser(store.getState())?.email_verified).toBe(true);
  });

  it('marks a loaded user verified without asking again', async () => {
    Cookies.set('touchline_session', 'access-1');
    const api = fakeAuthApi({
      getUser: jest.fn().mockResolvedValue(aUser({ email_verified: false })),
    });
    const store = authStore(api);
    store.dispatch(startAuth());
    await flush();
    store.dispatch(emailVerified());
    await flush();
    expect(api.getUser).toHaveBeenCalledTimes(1);
    expect(selectUser(store.getState())?.email_verified).toBe(true);
  });
});

describe('startup from cookies', () => {
  it('fetches the user when a session cookie is stored', async () => {
    Cookies.set('touchline_session', 'access-1');
    const api = fakeAuthApi();
    const store = authStore(api);
    store.dispatch(startAuth());
    await flush();
    expect(api.getUser).toHaveBeenCalledTimes(1);
    expect(api.refreshToken).not.toHaveBeenCalled();
    expect(selectUser(store.getState())?.first_name).toBe('Aoife');
    expect(selectAuthDone(store.getState())).toBe(true);
    expect(selectAuthEmail(store.getState())).toBe('member@demo.touchline.test');
  });

  it('obtains a new token with the refresh token when the session has run out', async () => {
    Cookies.set('touchline_refresh', 'refresh-1');
    const api = fakeAuthApi();
    const store = authStore(api);
    store.dispatch(startAuth());
    await flush();
    expect(api.refreshToken).toHaveBeenCalledWith('refresh-1');
    expect(Cookies.get('touchline_session')).toBe('access-2');
    expect(Cookies.get('touchline_refresh')).toBe('refresh-1');
    expect(selectIsSignedIn(store.getState())).toBe(true);
  });

  it('says so and signs out when the refresh token is refused', async () => {
    Cookies.set('touchline_refresh', 'spent');
    const api = fakeAuthApi({
      refreshToken: jest.fn().mockRejectedValue(new ApiError('The refresh token is invalid.', 400)),
    });
    const store = authStore(api);
    store.dispatch(startAuth());
    await flush();
    expect(titles(store)).toEqual([['danger', COOKIE_SIGN_IN_FAILED]]);
    expect(COOKIE_SIGN_IN_FAILED).toBe('Error using cookies to sign in');
    expect(Cookies.get('touchline_refresh')).toBeUndefined();
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(selectAuthDone(store.getState())).toBe(true);
    expect(api.getUser).not.toHaveBeenCalled();
  });

  it('signs out without a call when no cookie is stored', async () => {
    const api = fakeAuthApi();
    const store = authStore(api);
    store.dispatch(startAuth());
    await flush();
    expect(api.getUser).not.toHaveBeenCalled();
    expect(api.refreshToken).not.toHaveBeenCalled();
    expect(selectAuthDone(store.getState())).toBe(true);
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('signs out quietly when the user cannot be fetched', async () => {
    Cookies.set('touchline_session', 'expired');
    const api = fakeAuthApi({ getUser: jest.fn().mockRejectedValue(new ApiError('x', 401)) });
    const store = authStore(api);
    store.dispatch(startAuth());
    await flush();
    expect(Cookies.get('touchline_session')).toBeUndefined();
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(titles(store)).toEqual([]);
  });
});

describe('sign-in success', () => {
  it('writes the cookies, drops guest data, flags the first login, clears notices and loads the user', async () => {
    Cookies.set('guest_access_token', 'guest-1');
    window.localStorage.setItem('guestFormData', '{"first_name":"A"}');
    const api = fakeAuthApi();
    const store = authStore(api);
    store.dispatch(notify({ type: 'info', title: 'Old notice' }));

    store.dispatch(signIn({ username: ' Member@Demo.Touchline.test ', password: 'pw' }));
    await flush();

    expect(api.signIn).toHaveBeenCalledWith(
      { username: 'member@demo.touchline.test', password: 'pw', xgb: false },
      { formEncoded: false },
    );
    expect(Cookies.get('touchline_session')).toBe('access-1');
    expect(Cookies.get('touchline_refresh')).toBe('refresh-1');
    expect(Cookies.get('touchline_remember')).toBeUndefined();
    expect(Cookies.get('guest_access_token')).toBeUndefined();
    expect(window.localStorage.getItem('guestFormData')).toBeNull();
    expect(window.localStorage.getItem('IsFirstTimeLogin')).toBe('true');
    expect(titles(store)).toEqual([]);
    expect(selectUser(store.getState())?.email).toBe('member@demo.touchline.test');
    expect(selectAuthEmail(store.getState())).toBe('member@demo.touchline.test');
    expect(selectIsSignedIn(store.getState())).toBe(true);
  });

  it("takes up the language kept on the member's account on this device", async () => {
    const store = authStore(
      fakeAuthApi({ getUser: jest.fn().mockResolvedValue(aUser({ language: 'ga' })) }),
    );
    store.dispatch(signIn({ username: 'member@demo.touchline.test', password: 'pw' }));
    await flush();
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(Cookies.get('touchline_lang')).toBe('ga');
  });

  it('leaves the device’s language to a member who has not chosen one', async () => {
    Cookies.set('touchline_lang', 'ga');
    const store = authStore(fakeAuthApi());
    store.dispatch(signIn({ username: 'member@demo.touchline.test', password: 'pw' }));
    await flush();
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(Cookies.get('touchline_lang')).toBe('ga');
  });

  it('remembers the refresh token when persist is asked for', async () => {
    const store = authStore(fakeAuthApi());
    expect(selectPersist(store.getState())).toBe(false);
    store.dispatch(signIn({ username: 'a@b.ie', password: 'pw', persist: true }));
    await flush();
    expect(selectPersist(store.getState())).toBe(true);
    expect(Cookies.get('touchline_remember')).toBe('1');
  });

  it('stores the first account as the club-admin cookie unless the current one is the user’s', async () => {
    const user = aUser({
      roles: ['Admin', 'Member'],
      accounts: [
        { account_id: 1, slug: 'demo', name: 'Demo', roles: ['Admin'] },
        { account_id: 2, slug: 'quiet', name: 'Quiet', roles: ['Member'] },
      ],
    });
    Cookies.set('touchline_club_admin', '2');
    let store = authStore(fakeAuthApi({ getUser: jest.fn().mockResolvedValue(user) }));
    store.dispatch(signIn({ username: 'a@b.ie', password: 'pw' }));
    await flush();
    expect(Cookies.get('touchline_club_admin')).toBe('2');

    Cookies.set('touchline_club_admin', '99');
    store = authStore(fakeAuthApi({ getUser: jest.fn().mockResolvedValue(user) }));
    store.dispatch(signIn({ username: 'a@b.ie', password: 'pw' }));
    await flush();
    expect(Cookies.get('touchline_club_admin')).toBe('1');
  });

  it('sends the xgb flag form-encoded and keeps the governing body on the xgb host', async () => {
    const user = aUser({
      roles: ['XGB'],
      governing_body: { governing_body_id: 7, name: 'Glenarden County Board' },
    });
    const api = fakeAuthApi({ getUser: jest.fn().mockResolvedValue(user) });
    const store = authStore(api, 'xgb');
    store.dispatch(signIn({ username: 'xgb@demo.touchline.test', password: 'pw' }));
    await flush();
    expect(api.signIn).toHaveBeenCalledWith(
      { username: 'xgb@demo.touchline.test', password: 'pw', xgb: true },
      { formEncoded: true },
    );
    expect(Cookies.get('touchline_governing_body')).toBe('7');
  });

  it('signs out with the permissions message when the roles do not suit the host', async () => {
    const store = authStore(fakeAuthApi(), 'backoffice');
    const actions = recordActions(store);
    store.dispatch(signIn({ username: 'member@demo.touchline.test', password: 'pw' }));
    await flush();
    expect(titles(store)).toEqual([['danger', INSUFFICIENT]]);
    expect(Cookies.get('touchline_session')).toBeUndefined();
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(actions).not.toContain('auth/userLoaded');
  });

  it("shows the server's message and signs out when the sign-in is refused", async () => {
    const api = fakeAuthApi({
      signIn: jest
        .fn()
        .mockRejectedValue(new ApiError('The user credentials were incorrect.', 400)),
    });
    const store = authStore(api);
    store.dispatch(signIn({ username: 'a@b.ie', password: 'wrong' }));
    await flush();
    expect(titles(store)).toEqual([['danger', 'The user credentials were incorrect.']]);
    expect(api.getUser).not.toHaveBeenCalled();
    expect(selectAuthDone(store.getState())).toBe(true);
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('runs the same steps for a token pair obtained elsewhere, then announces the sign-in', async () => {
    const store = authStore(fakeAuthApi());
    const actions = recordActions(store);
    store.dispatch(sessionOpened({ tokens: tokens({ refresh_token: undefined }), persist: false }));
    await flush();
    expect(Cookies.get('touchline_session')).toBe('access-1');
    expect(Cookies.get('touchline_refresh')).toBeUndefined();
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(actions.filter((type) => type === signedIn.type)).toHaveLength(1);
  });

  it('does not announce a sign-in that ended signed out', async () => {
    const store = authStore(fakeAuthApi(), 'su');
    const actions = recordActions(store);
    store.dispatch(signIn({ username: 'a@b.ie', password: 'pw' }));
    await flush();
    expect(actions).toContain('auth/signedOut');
    expect(actions).not.toContain(signedIn.type);
  });
});

describe('a session handed over in a link', () => {
  it('exchanges the one-time code and signs the visitor in', async () => {
    const api = fakeAuthApi();
    const store = authStore(api);
    store.dispatch(sessionHandedOver('code-1'));
    await flush();
    expect(api.exchangeHandoverCode).toHaveBeenCalledWith('code-1');
    expect(Cookies.get('touchline_session')).toBe('handed-over');
    expect(selectIsSignedIn(store.getState())).toBe(true);
  });

  it('keeps the session of someone already signed in, and says so', async () => {
    Cookies.set('touchline_session', 'mine');
    const api = fakeAuthApi();
    const store = authStore(api);
    store.dispatch(sessionHandedOver('someone-elses-code'));
    await flush();
    expect(api.exchangeHandoverCode).not.toHaveBeenCalled();
    expect(Cookies.get('touchline_session')).toBe('mine');
    expect(selectNotifications(store.getState())).toContainEqual(
      expect.objectContaining({ type: 'warning', title: HANDOVER_WHILE_SIGNED_IN }),
    );
  });

  it('opens quietly for the same user following their own link to a host where they are signed in', async () => {
    Cookies.set('touchline_session', 'mine');
    const api = fakeAuthApi();
    const store = authStore(api);
    store.dispatch(startAuth());
    store.dispatch(sessionHandedOver('my-own-code', aUser().id));
    await flush();
    expect(api.exchangeHandoverCode).not.toHaveBeenCalled();
    expect(Cookies.get('touchline_session')).toBe('mine');
    expect(selectNotifications(store.getState())).toEqual([]);
  });

  it("warns when the link says it is another user's, and keeps the session signed in here", async () => {
    Cookies.set('touchline_session', 'mine');
    const api = fakeAuthApi();
    const store = authStore(api);
    store.dispatch(startAuth());
    store.dispatch(sessionHandedOver('someone-elses-code', aUser().id + 1));
    await flush();
    expect(api.exchangeHandoverCode).not.toHaveBeenCalled();
    expect(Cookies.get('touchline_session')).toBe('mine');
    expect(selectNotifications(store.getState())).toContainEqual(
      expect.objectContaining({ type: 'warning', title: HANDOVER_WHILE_SIGNED_IN }),
    );
  });

  it("shows the API's word when the code has expired or was used", async () => {
    const expired = 'This sign-in link has expired or has already been used.';
    const api = fakeAuthApi({
      exchangeHandoverCode: jest.fn().mockRejectedValue(new ApiError(expired, 400)),
    });
    const store = authStore(api);
    store.dispatch(sessionHandedOver('old-code'));
    await flush();
    expect(Cookies.get('touchline_session')).toBeUndefined();
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(selectNotifications(store.getState())).toContainEqual(
      expect.objectContaining({ type: 'danger', title: expired }),
    );
    expect(selectHandingOver(store.getState())).toBe(false);
  });

  it('is under way until the session opens, so pages for signed-in users wait for it', async () => {
    let answer: (value: ReturnType<typeof tokens>) => void = () => undefined;
    const api = fakeAuthApi({
      exchangeHandoverCode: jest.fn(() => new Promise((resolve) => (answer = resolve))),
    });
    const store = authStore(api);
    store.dispatch(sessionHandedOver('code-1'));
    // Startup from the (empty) cookies signs out meanwhile; the hand-over is still under way.
    store.dispatch(startAuth());
    await flush();
    expect(selectHandingOver(store.getState())).toBe(true);
    answer(tokens({ access_token: 'handed-over' }));
    await flush();
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(selectHandingOver(store.getState())).toBe(false);
  });

  it('is over at once when someone is signed in already', async () => {
    Cookies.set('touchline_session', 'mine');
    const store = authStore(fakeAuthApi());
    store.dispatch(sessionHandedOver('someone-elses-code'));
    await flush();
    expect(selectHandingOver(store.getState())).toBe(false);
  });
});

describe('sign-out', () => {
  it('removes the session, club-admin cookie and stored programme, then says so for 5 seconds', async () => {
    Cookies.set('touchline_session', 'access-1');
    Cookies.set('touchline_refresh', 'refresh-1');
    Cookies.set('touchline_club_admin', '1');
    window.localStorage.setItem('program_id', '3');
    window.localStorage.setItem('selected-plans', '[]');
    const store = authStore(fakeAuthApi());
    store.dispatch(startAuth());
    await flush();
    store.dispatch(notify({ type: 'info', title: 'Page notice' }));

    store.dispatch(signOut());
    await flush();
    expect(Cookies.get('touchline_session')).toBeUndefined();
    expect(Cookies.get('touchline_refresh')).toBeUndefined();
    expect(Cookies.get('touchline_club_admin')).toBeUndefined();
    expect(window.localStorage.getItem('program_id')).toBeNull();
    expect(window.localStorage.getItem('selected-plans')).toBeNull();
    expect(selectUser(store.getState())).toBeNull();
    const notices = selectNotifications(store.getState());
    expect(notices.map((n) => [n.type, n.title, n.timeout])).toEqual([
      ['success', LOGGED_OUT, 5000],
    ]);
    expect(LOGGED_OUT).toBe('You have been logged out.');
  });

  it('ends the session on the server: the refresh token is revoked with its family', async () => {
    Cookies.set('touchline_session', 'access-1');
    Cookies.set('touchline_refresh', 'refresh-1');
    const api = fakeAuthApi();
    const store = authStore(api);
    store.dispatch(startAuth());
    await flush();
    store.dispatch(signOut());
    await flush();
    expect(api.revokeToken).toHaveBeenCalledWith('refresh-1');
    expect(Cookies.get('touchline_refresh')).toBeUndefined();
  });

  it('signs out here even when the server cannot be reached', async () => {
    Cookies.set('touchline_session', 'access-1');
    const api = fakeAuthApi({
      revokeToken: jest.fn().mockRejectedValue(new ApiError('Network error occurred.', 0)),
    });
    const store = authStore(api);
    store.dispatch(signOut());
    await flush();
    expect(api.revokeToken).toHaveBeenCalledWith('access-1');
    expect(Cookies.get('touchline_session')).toBeUndefined();
    expect(titles(store)).toEqual([['success', LOGGED_OUT]]);
  });

  it('can sign out without the notice', async () => {
    const store = authStore(fakeAuthApi());
    store.dispatch(signOut({ announce: false }));
    await flush();
    expect(titles(store)).toEqual([]);
    expect(selectAuthDone(store.getState())).toBe(true);
  });
});

describe('auth selectors', () => {
  async function signedInAs(
    roles: Parameters<typeof aUser>[0],
    area: Parameters<typeof hostAreaSet>[0],
  ) {
    const store = authStore(
      fakeAuthApi({ getUser: jest.fn().mockResolvedValue(aUser(roles)) }),
      area,
    );
    registerSlice(clubSlice);
    Cookies.set('touchline_session', 'access-1');
    store.dispatch(startAuth());
    await flush();
    return store;
  }

  it('checks roles, and whether they suit the host (the domain-role check)', async () => {
    const store = await signedInAs(
      {
        roles: ['Admin', 'Member'],
        accounts: [
          { account_id: 1, slug: 'demo', name: 'Demo', roles: ['Admin'] },
          { account_id: 2, slug: 'quiet', name: 'Quiet', roles: ['Member'] },
        ],
      },
      'myaccount',
    );
    const state = store.getState();
    expect(selectRoles(state)).toEqual(['Admin', 'Member']);
    expect(selectHasRole('Owner', 'Admin')(state)).toBe(true);
    expect(selectHasRole('Superuser')(state)).toBe(false);
    expect(selectHasDomainRole(state)).toBe(true);
    store.dispatch(hostAreaSet('su'));
    expect(selectHasDomainRole(store.getState())).toBe(false);
  });

  it("reads the roles held in the site's own club", async () => {
    const store = await signedInAs(
      {
        roles: ['Admin', 'Member'],
        accounts: [
          { account_id: 1, slug: 'demo', name: 'Demo', roles: ['Admin'] },
          { account_id: 2, slug: 'quiet', name: 'Quiet', roles: ['Member'] },
        ],
      },
      'site',
    );
    store.dispatch(clubLoaded({ account_id: 2 } as Parameters<typeof clubLoaded>[0]));
    expect(selectClubRoles(store.getState())).toEqual(['Member']);
    expect(selectHasClubRole('Admin', 'Owner')(store.getState())).toBe(false);
  });

  it('finds the club the user runs: the first account where they are Admin or Owner', async () => {
    const store = await signedInAs(
      {
        roles: ['Member', 'Owner'],
        accounts: [
          { account_id: 2, slug: 'quiet', name: 'Quiet', roles: ['Member'] },
          { account_id: 1, slug: 'demo', name: 'Demo', roles: ['Owner'] },
        ],
      },
      'backoffice',
    );
    expect(selectRunClub(store.getState())).toMatchObject({ account_id: 1, slug: 'demo' });
  });

  it('finds no club run by a member, nor by anyone signed out', async () => {
    const member = await signedInAs({}, 'site');
    expect(selectUser(member.getState())).not.toBeNull();
    expect(selectRunClub(member.getState())).toBeUndefined();
    expect(selectRunClub(authStore(fakeAuthApi()).getState())).toBeUndefined();
  });

  it('keeps the email lower-cased', () => {
    const store = authStore(fakeAuthApi());
    store.dispatch(emailSet('  Someone@Example.IE '));
    expect(selectAuthEmail(store.getState())).toBe('someone@example.ie');
  });
});

describe('hostAreaOf', () => {
  it.each([
    ['demo.localhost', 'site'],
    ['localhost', 'site'],
    ['backoffice.touchline.ie', 'backoffice'],
    ['club.touchline.ie', 'club'],
    ['myaccount.touchline.ie', 'myaccount'],
    ['su.touchline.ie', 'su'],
    ['XGB.touchline.ie', 'xgb'],
  ])('%s is the %s area', (host, area) => {
    expect(hostAreaOf(host)).toBe(area);
  });
});
