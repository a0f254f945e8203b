import type { PayloadAction } from '@reduxjs/toolkit';
import {
  errorMessageOf,
  GUEST_TOKEN_COOKIE,
  readAccessToken,
  removeCookie,
  type ClubApi,
} from '@touchline/api-client';
import type { HostArea, TokenResponse, User } from '@touchline/contracts';
import { canEnterArea, INSUFFICIENT_PERMISSIONS } from '@touchline/contracts/roles';
import { call, delay, getContext, put, race, select, take, takeLatest } from 'redux-saga/effects';
import type { Language } from '@touchline/i18n';
import { clearNotifications, notify } from '../notifications';
import { selectChosenLanguage } from '../language';
import { takeUpAccountLanguage } from '../language-switch-saga';
import { removeStored, STORAGE_KEYS, writeStored } from '../../storage-keys';
import { selectAuthStatus, selectHostArea, selectPersist, selectUser } from './auth-selectors';
import {
  emailVerified,
  handoverSettled,
  sessionHandedOver,
  sessionOpened,
  signedIn,
  signedOut,
  signIn,
  signInFailed,
  signOut,
  startAuth,
  userLoaded,
  type AuthStatus,
  type HandedOverSession,
  type SessionTokens,
  type SignInPayload,
} from './auth-slice';
import { readRefreshToken, writeAccountCookies, writeSession } from './session-cookies';
import { forgetSession, refreshSession } from './session-keeper';

export const COOKIE_SIGN_IN_FAILED = 'Error using cookies to sign in';
/** A sign-in link (`c`) opened while someone is signed in: their session stays. */
export const HANDOVER_WHILE_SIGNED_IN =
  'You are already signed in. Sign out first to open this sign-in link with another account.';
export const LOGGED_OUT = 'You have been logged out.';
/** How long a link opened signed in waits for the session's user to know whose it is. */
const USER_WAIT_MS = 5000;
/** The sign-out notice stays 5 seconds. */
export const LOGGED_OUT_TIMEOUT_MS = 5000;

/** The calls the session needs from the client in the saga context (`api`). */
export type AuthApi = Pick<
  ClubApi,
  'getUser' | 'refreshToken' | 'signIn' | 'revokeToken' | 'exchangeHandoverCode'
>;

function* authApi(): Generator<unknown, AuthApi, unknown> {
  return (yield getContext('api')) as AuthApi;
}

/**
 * Forgets the session. `announce`: the visitor is told they are signed out, and their chosen
 * plans and earlier notices go. `noSessionFound`: the page's start found no session at all, so
 * no answer read as anyone needs forgetting (`signedOut`).
 */
function* endSession({
  announce,
  noSessionFound = false,
}: {
  announce: boolean;
  noSessionFound?: boolean;
}) {
  forgetSession();
  yield put(signedOut(noSessionFound ? { noSessionFound } : undefined));
  if (announce) {
    removeStored(STORAGE_KEYS.selectedPlans);
    yield put(clearNotifications());
    yield put(notify({ type: 'success', title: LOGGED_OUT, timeout: LOGGED_OUT_TIMEOUT_MS }));
  }
}

/**
 * Fetches the user and checks their roles against the host; a user whose roles do not suit the
 * host is told so and signed out. Returns the user, or null when signed out.
 */
function* loadUser(): Generator<unknown, User | null, unknown> {
  const api = yield* authApi();
  const user = (yield call([api, api.getUser])) as User;
  const area = (yield select(selectHostArea)) as HostArea;
  if (!canEnterArea(user.roles, area)) {
    yield put(notify({ type: 'danger', title: INSUFFICIENT_PERMISSIONS }));
    yield* endSession({ announce: false });
    return null;
  }
  writeAccountCookies(user, area);
  yield put(userLoaded(user));
  return user;
}

function* startWorker() {
  try {
    if (readAccessToken()) {
      yield* loadUser();
      return;
    }
    const refreshToken = readRefreshToken();
    if (!refreshToken) {
      yield* endSession({ announce: false, noSessionFound: true });
      return;
    }
    const api = yield* authApi();
    try {
      // Shared with the calls that find the session token gone meanwhile.
      yield call(refreshSession, api, refreshToken);
    } catch {
      yield put(notify({ type: 'danger', title: COOKIE_SIGN_IN_FAILED }));
      yield* endSession({ announce: false });
      return;
    }
    yield* loadUser();
  } catch {
    // Fetching the user failed: sign out.
    yield* endSession({ announce: false });
  }
}

function* chosenLanguage(): Generator<unknown, Language | null, unknown> {
  return (yield select(selectChosenLanguage)) as Language | null;
}

/** The sign-in success steps */
function* completeSignIn(tokens: SessionTokens, persist: boolean) {
  writeSession(tokens, persist);
  removeCookie(GUEST_TOKEN_COOKIE);
  removeStored(STORAGE_KEYS.guestFormData);
  writeStored(STORAGE_KEYS.firstTimeLogin, 'true');
  yield put(clearNotifications());
  let user: User | null;
  try {
    user = yield* loadUser();
  } catch (error) {
    const message = errorMessageOf(error);
    if (message) yield put(notify({ type: 'danger', title: message }));
    yield* endSession({ announce: false });
    return;
  }
  if (!user) return;
  takeUpAccountLanguage(user, yield* chosenLanguage());
  yield put(signedIn(user));
}

function* signInWorker(action: PayloadAction<SignInPayload>) {
  const { username, password } = action.payload;
  const api = yield* authApi();
  const area = (yield select(selectHostArea)) as HostArea;
  let tokens: TokenResponse;
  try {
    tokens = (yield call(
      [api, api.signIn],
      { username, password, xgb: area === 'xgb' },
      { formEncoded: area === 'xgb' },
    )) as TokenResponse;
  } catch (error) {
    const message = errorMessageOf(error);
    if (message) yield put(notify({ type: 'danger', title: message }));
    yield put(signInFailed());
    yield* endSession({ announce: false });
    return;
  }
  const persist = (yield select(selectPersist)) as boolean;
  yield* completeSignIn(tokens, persist);
}

/**
 * The signed-in user, once the session read from the cookies has loaded them (a page opened by
 * a link loads both at once); null if that takes more than a few seconds or ends signed out.
 */
function* signedInUser() {
  const known = (yield select(selectUser)) as User | null;
  if (known) return known;
  const status = (yield select(selectAuthStatus)) as AuthStatus;
  if (status === 'signedOut') return null;
  yield race({
    settled: take([userLoaded.type, signedIn.type, signedOut.type]),
    gaveUp: delay(USER_WAIT_MS),
  });
  return (yield select(selectUser)) as User | null;
}

function* openHandedOverSession({ code, forUserId }: HandedOverSession) {
  // Never swap a signed-in visitor into another account behind their back. A user following
  // their own link to a host where they are signed in already needs nothing; the link's word on
  // whose it is only spares them the warning, never opens a session.
  if (readAccessToken() || readRefreshToken()) {
    const user = forUserId === null ? null : yield* signedInUser();
    if (forUserId === null || user?.id !== forUserId) {
      yield put(notify({ type: 'warning', title: HANDOVER_WHILE_SIGNED_IN }));
    }
    return;
  }
  const api = yield* authApi();
  let tokens: TokenResponse;
  try {
    tokens = (yield call([api, api.exchangeHandoverCode], code)) as TokenResponse;
  } catch (error) {
    const message = errorMessageOf(error);
    if (message) yield put(notify({ type: 'danger', title: message }));
    return;
  }
  yield* completeSignIn(tokens, false);
}

function* sessionHandedOverWorker(action: ReturnType<typeof sessionHandedOver>) {
  try {
    yield* openHandedOverSession(action.payload);
  } finally {
    yield put(handoverSettled());
  }
}

function* sessionOpenedWorker(action: ReturnType<typeof sessionOpened>) {
  yield* completeSignIn(action.payload.tokens, action.payload.persist ?? false);
}

function* signOutWorker(action: ReturnType<typeof signOut>) {
  // Read before the cookies go: the server ends the session too, so a copied token is worthless.
  const token = readRefreshToken() ?? readAccessToken();
  yield* endSession({ announce: action.payload.announce });
  if (!token) return;
  const api = yield* authApi();
  try {
    yield call([api, api.revokeToken], token);
  } catch {
    // Signed out here already; the tokens still expire on their own.
  }
}

/**
 * An email verified while the session is still being opened: the user's record on its way may
 * have been read before the verification, so once it arrives unverified it is read again (the
 * "Verify your email" notice then goes).
 */
function* emailVerifiedWorker() {
  const status = (yield select(selectAuthStatus)) as AuthStatus;
  if (status !== 'starting' && status !== 'signingIn') return;
  const settled = (yield take([userLoaded.type, signedOut.type])) as { type: string };
  const user = (yield select(selectUser)) as User | null;
  if (settled.type !== userLoaded.type || !user || user.email_verified) return;
  try {
    const api = yield* authApi();
    yield put(userLoaded((yield call([api, api.getUser])) as User));
  } catch {
    // The record stays as it was read; the next page load reads it again.
  }
}

/** The session's life: startup from the cookies, sign-in, sign-out. */
export function* authSaga() {
  yield takeLatest(startAuth.type, startWorker);
  yield takeLatest(signIn.type, signInWorker);
  yield takeLatest(sessionOpened.type, sessionOpenedWorker);
  yield takeLatest(sessionHandedOver.type, sessionHandedOverWorker);
  yield takeLatest(signOut.type, signOutWorker);
  yield takeLatest(emailVerified.type, emailVerifiedWorker);
}
