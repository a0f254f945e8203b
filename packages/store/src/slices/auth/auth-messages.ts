import type { ClubApi } from '@touchline/api-client';

// The session saga's notices and calls, apart from the saga, which loads with its first action.
export const COOKIE_SIGN_IN_FAILED = 'Error using cookies to sign in';
export const LOGGED_OUT = 'You have been logged out.';
/** The sign-out notice stays 5 seconds. */
export const LOGGED_OUT_TIMEOUT_MS = 5000;

/** The calls the session needs from the client in the saga context (`api`). */
export type AuthApi = Pick<ClubApi, 'getUser' | 'refreshToken' | 'signIn' | 'revokeToken'>;
