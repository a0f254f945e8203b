import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  canEnterArea,
  type CheckEmailResult,
  type HostArea,
  type Role,
  type TokenResponse,
  type User,
} from '@touchline/contracts';
import type { RootState } from '@touchline/store';
import { DEFAULT_API_SETTINGS, type ApiSettings } from './auth-api';

/** unknown: startup not done yet; the rest follow the session's life. */
export type SessionStatus = 'unknown' | 'anonymous' | 'opening' | 'signedIn';

export interface AuthSessionState {
  api: ApiSettings;
  area: HostArea;
  /** The email of the email-first step, lower-cased. */
  email: string | null;
  /** What the email check answered for `email`. */
  check: CheckEmailResult | null;
  user: User | null;
  status: SessionStatus;
  /** Startup (cookie or refresh token) has run. */
  authDone: boolean;
  /** The last session opened by a form, and how it ended. */
  opening: { id: string; outcome: 'pending' | 'signedIn' | 'refused' } | null;
}

export const initialSessionState: AuthSessionState = {
  api: DEFAULT_API_SETTINGS,
  area: 'site',
  email: null,
  check: null,
  user: null,
  status: 'unknown',
  authDone: false,
  opening: null,
};

export interface SessionOpenedPayload {
  /** Names this opening, so the form that asked can follow it. */
  id?: string;
  tokens: Pick<TokenResponse, 'access_token' | 'refresh_token' | 'expires_in'>;
  remember: boolean;
}

export const authSessionSlice = createSlice({
  name: 'authSession',
  initialState: initialSessionState,
  reducers: {
    apiConfigured(state, action: PayloadAction<ApiSettings>) {
      state.api = action.payload;
    },
    hostAreaSet(state, action: PayloadAction<HostArea>) {
      state.area = action.payload;
    },
    emailChecked(state, action: PayloadAction<{ email: string; check: CheckEmailResult | null }>) {
      state.email = action.payload.email.toLowerCase();
      state.check = action.payload.check;
    },
    emailCleared(state) {
      state.email = null;
      state.check = null;
    },
    /** Startup: reopen the session from the cookies. */
    startSession(state) {
      if (state.status === 'unknown') state.status = 'opening';
    },
    /** A token pair was obtained (sign-in, sign-up, reset code): write cookies, fetch the user. */
    sessionOpened(state, action: PayloadAction<SessionOpenedPayload>) {
      state.status = 'opening';
      state.opening = action.payload.id ? { id: action.payload.id, outcome: 'pending' } : null;
    },
    userLoaded(state, action: PayloadAction<User>) {
      if (state.opening?.outcome === 'pending') state.opening.outcome = 'signedIn';
      state.user = action.payload;
      state.status = 'signedIn';
      state.authDone = true;
    },
    emailVerified(state) {
      if (state.user) state.user.email_verified = true;
    },
    /** Sign out; `announce` shows "You have been logged out.". */
    signOut(_state, _action: PayloadAction<{ announce: boolean } | undefined>) {},
    signedOut(state) {
      if (state.opening?.outcome === 'pending') state.opening.outcome = 'refused';
      state.user = null;
      state.status = 'anonymous';
      state.authDone = true;
    },
  },
});

export const {
  apiConfigured,
  hostAreaSet,
  emailChecked,
  emailCleared,
  startSession,
  sessionOpened,
  userLoaded,
  emailVerified,
  signOut,
  signedOut,
} = authSessionSlice.actions;

/** The shared store's state with this remote's lazily registered slice. */
type WithSession = RootState & { authSession?: AuthSessionState };

const selectSession = (state: RootState): AuthSessionState =>
  (state as WithSession).authSession ?? initialSessionState;

export const selectApiSettings = (state: RootState) => selectSession(state).api;
export const selectHostArea = (state: RootState) => selectSession(state).area;
export const selectHeldEmail = (state: RootState) => selectSession(state).email;
export const selectEmailCheck = (state: RootState) => selectSession(state).check;
export const selectUser = (state: RootState) => selectSession(state).user;
export const selectSessionStatus = (state: RootState) => selectSession(state).status;
export const selectOpening = (state: RootState) => selectSession(state).opening;
export const selectAuthDone = (state: RootState) => selectSession(state).authDone;
export const selectIsSignedIn = (state: RootState) => selectSession(state).status === 'signedIn';
export const selectRoles = (state: RootState): Role[] => selectSession(state).user?.roles ?? [];
export const hasRole = (roles: readonly Role[], ...wanted: Role[]) =>
  roles.some((role) => wanted.includes(role));
export const selectMayEnterArea = (state: RootState) =>
  canEnterArea(selectRoles(state), selectHostArea(state));
