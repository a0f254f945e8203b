import {
  ApiError,
  readAccessToken,
  type ClubApi,
  type SessionKeeper,
  type SessionRenewal,
} from '@touchline/api-client';
import { getStore } from '../../core/shared-store';
import { removeStored, STORAGE_KEYS } from '../../storage-keys';
import { notify } from '../notifications';
import { selectAuthStatus, selectUser } from './auth-selectors';
import { signedOut } from './auth-slice';
import { clearSession, isRemembered, readRefreshToken, writeSession } from './session-cookies';

/** The API's `session_expired` text (`SESSION_EXPIRED` of the contracts), said on the page too. */
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

type RefreshApi = Pick<ClubApi, 'refreshToken'>;

let refreshing: Promise<void> | undefined;

/**
 * The refresh_token grant, one at a time: a refresh token is spent when used, so everyone who
 * needs a new session token while a renewal is under way waits for that one.
 */
export function refreshSession(api: RefreshApi, refreshToken: string): Promise<void> {
  refreshing ??= api
    .refreshToken(refreshToken)
    .then((tokens) => writeSession(tokens, isRemembered()))
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/** Sign-out on this page only: the cookies and the stored programme go, the store signs out. */
export function forgetSession(): void {
  clearSession();
  removeStored(STORAGE_KEYS.programId);
}

let renewing: Promise<SessionRenewal> | undefined;

/** A renewal that never had the API's answer: the network failed (status 0, or fetch's own). */
const isUnreachable = (error: unknown): boolean =>
  (error instanceof ApiError && error.status === 0) || error instanceof TypeError;

/**
 * Renews the session with the refresh token, else ends it here. A member who had the page open
 * is told and offered to sign in again (the store's `lapsed`). When the API cannot be reached,
 * the session and its cookies stay as they are and the call fails as it was refused.
 */
async function renewOrEnd(): Promise<SessionRenewal> {
  const store = getStore();
  const refreshToken = readRefreshToken();
  const api = store.getService<RefreshApi>('api');
  if (refreshToken && api) {
    try {
      await refreshSession(api, refreshToken);
      return 'renewed';
    } catch (error) {
      // Unreachable: the refresh token may still be good, so nothing is ended on this page.
      if (isUnreachable(error)) return 'untouched';
      // Refused (spent, revoked or expired): the session cannot go on.
    }
  }
  forgetSession();
  // Startup and sign-in sign out themselves when their call fails; a late refusal after the
  // session has ended already changes nothing.
  if (selectAuthStatus(store.getState()) !== 'signedIn') return 'ended';
  store.dispatch(signedOut({ lapsed: true }));
  // Kept across the sign-in offer's navigation; signing in again clears it.
  store.dispatch(
    notify({ type: 'warning', title: SESSION_EXPIRED, timeout: 0, clearOnRoute: false }),
  );
  return 'ended';
}

/**
 * What the HTTP layer asks when a call made for the signed-in user is refused (401): its
 * session token ran out, or the session cookie went while the page was open.
 */
export const sessionKeeper: SessionKeeper = {
  async renew(sentToken) {
    const current = readAccessToken();
    // Renewed by another call since this one went out: it only needs making again.
    if (current && current !== sentToken) return 'renewed';
    const signedIn = selectUser(getStore().getState()) !== null;
    // An anonymous call: nobody's session to renew.
    if (!sentToken && !readRefreshToken() && !signedIn) return 'untouched';
    renewing ??= renewOrEnd().finally(() => {
      renewing = undefined;
    });
    return renewing;
  },
};
