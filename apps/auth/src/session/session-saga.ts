import { errorMessageOf } from '@touchline/api-client';
import {
  canEnterArea,
  INSUFFICIENT_PERMISSIONS,
  type TokenResponse,
  type User,
} from '@touchline/contracts';
import { notifyDanger, notifySuccess } from '@touchline/notifications';
import { clearNotifications } from '@touchline/store';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import { createAuthApi, DEFAULT_API_SETTINGS, type ApiSettings, type AuthApi } from './auth-api';
import { clearSession, readAccessToken, readRefreshToken, writeSession } from './session-cookie';
import { forgetSignedInStorage, rememberSignIn } from './session-storage';
import {
  apiConfigured,
  selectApiSettings,
  selectHostArea,
  sessionOpened,
  signedOut,
  signOut,
  startSession,
  userLoaded,
  type SessionOpenedPayload,
} from './session-slice';

export const LOGGED_OUT = 'You have been logged out.';
export const LOGGED_OUT_TIMEOUT_MS = 5000;
export const COOKIE_SIGN_IN_FAILED = 'Error using cookies to sign in';

function* authApi() {
  const settings: ApiSettings = yield select(selectApiSettings);
  return createAuthApi(settings);
}

/** Fetches the user and checks their roles against the host area (spec 001 section 4). */
function* loadUser() {
  const api: AuthApi = yield* authApi();
  const user: User = yield call(api.fetchUser);
  const area: ReturnType<typeof selectHostArea> = yield select(selectHostArea);
  if (!canEnterArea(user.roles, area)) {
    yield put(notifyDanger(INSUFFICIENT_PERMISSIONS));
    yield* endSession(false);
    return;
  }
  yield put(userLoaded(user));
}

function* endSession(announce: boolean) {
  clearSession();
  forgetSignedInStorage();
  yield put(signedOut());
  if (announce) {
    // Signing out clears the page's notices, then says so.
    yield put(clearNotifications());
    yield put(notifySuccess(LOGGED_OUT, { timeout: LOGGED_OUT_TIMEOUT_MS }));
  }
}

function* startWorker() {
  try {
    if (readAccessToken()) {
      yield* loadUser();
      return;
    }
    const refreshToken = readRefreshToken();
    if (!refreshToken) {
      yield* endSession(false);
      return;
    }
    const api: AuthApi = yield* authApi();
    try {
      const tokens: TokenResponse = yield call(api.refresh, refreshToken);
      writeSession(tokens, true);
    } catch {
      yield put(notifyDanger(COOKIE_SIGN_IN_FAILED));
      yield* endSession(false);
      return;
    }
    yield* loadUser();
  } catch {
    yield* endSession(false);
  }
}

function* openedWorker(action: PayloadAction<SessionOpenedPayload>) {
  writeSession(action.payload.tokens, action.payload.remember);
  rememberSignIn();
  yield put(clearNotifications());
  try {
    yield* loadUser();
  } catch (error) {
    yield put(notifyDanger(errorMessageOf(error)));
    yield* endSession(false);
  }
}

function* signOutWorker(action: PayloadAction<{ announce: boolean } | undefined>) {
  yield* endSession(action.payload?.announce ?? true);
}

/** The session's life: startup, sign-in, sign-out. */
export function* sessionSaga() {
  const config = (yield getContext('config')) as Partial<ApiSettings> | undefined;
  yield put(
    apiConfigured({
      apiBaseUrl: config?.apiBaseUrl ?? DEFAULT_API_SETTINGS.apiBaseUrl,
      apiVersion: config?.apiVersion ?? DEFAULT_API_SETTINGS.apiVersion,
    }),
  );
  yield takeLatest(startSession.type, startWorker);
  yield takeLatest(sessionOpened.type, openedWorker);
  yield takeLatest(signOut.type, signOutWorker);
}
