import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HostArea, TokenResponse, User } from '@touchline/contracts';

/** idle: startup not run yet; starting: reading the cookies; signingIn: a sign-in is under way. */
export type AuthStatus = 'idle' | 'starting' | 'signingIn' | 'signedIn' | 'signedOut';

/** The auth state: email (lower-cased), user, authDone, persist. */
export interface AuthState {
  /** The host's area; read from the host name at startup unless set before. */
  area: HostArea | null;
  email: string | null;
  user: User | null;
  /** Startup (or a sign-in) has settled who is signed in. */
  authDone: boolean;
  /** "Remember me": the refresh token outlives the browser session. */
  persist: boolean;
  status: AuthStatus;
  /**
   * A session handed over in a link (`c`) is being exchanged: a page for signed-in users waits
   * for it rather than sending the visitor to sign in meanwhile.
   */
  handingOver: boolean;
  /**
   * The session lapsed while a page was open and could not be renewed: the member is offered to
   * sign in again where they are, and pages for signed-in users keep their work meanwhile.
   */
  lapsed: boolean;
}

export const initialAuthState: AuthState = {
  area: null,
  email: null,
  user: null,
  authDone: false,
  persist: false,
  status: 'idle',
  handingOver: false,
  lapsed: false,
};

export interface SignInPayload {
  username: string;
  password: string;
  persist?: boolean;
}

export type SessionTokens = Pick<TokenResponse, 'access_token' | 'refresh_token' | 'expires_in'>;

export interface SessionOpenedPayload {
  tokens: SessionTokens;
  persist?: boolean;
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** A session handed over in a link: its one-time code, and whose link it says it is. */
export interface HandedOverSession {
  code: string;
  forUserId: number | null;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    hostAreaSet(state, action: PayloadAction<HostArea>) {
      state.area = action.payload;
    },
    emailSet(state, action: PayloadAction<string | null>) {
      state.email = action.payload === null ? null : normaliseEmail(action.payload);
    },
    persistSet(state, action: PayloadAction<boolean>) {
      state.persist = action.payload;
    },
    /** Startup: a session cookie fetches the user, a refresh token renews it, else sign out. */
    startAuth(state) {
      if (state.status === 'idle') state.status = 'starting';
    },
    /** The password grant, then the sign-in success steps. */
    signIn: {
      reducer(state, action: PayloadAction<SignInPayload>) {
        state.email = action.payload.username;
        state.persist = action.payload.persist ?? false;
        state.status = 'signingIn';
      },
      prepare: (payload: SignInPayload) => ({
        payload: { ...payload, username: normaliseEmail(payload.username) },
      }),
    },
    /** A token pair obtained elsewhere (sign-up, reset code, single sign-on): the success steps. */
    sessionOpened(state, action: PayloadAction<SessionOpenedPayload>) {
      state.persist = action.payload.persist ?? false;
      state.status = 'signingIn';
    },
    /**
     * A session handed over in a link (`c`): a one-time code exchanged for a session, unless
     * someone is signed in already (their session is kept).
     */
    sessionHandedOver: {
      reducer(state, _action: PayloadAction<HandedOverSession>) {
        state.handingOver = true;
      },
      /** `forUserId`: whose link it says it is (`u`), for a user following it signed in here. */
      prepare: (code: string, forUserId: number | null = null) => ({
        payload: { code, forUserId },
      }),
    },
    /** The hand-over has ended: its session opened, or it was refused or failed. */
    handoverSettled(state) {
      state.handingOver = false;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.lapsed = false;
      state.email = normaliseEmail(action.payload.email);
      state.status = 'signedIn';
      state.authDone = true;
    },
    /** Every sign-in step has run: the cart is associated with the account. */
    signedIn(_state, _action: PayloadAction<User>) {},
    signInFailed(state) {
      state.status = 'signedOut';
    },
    emailVerified(state) {
      if (state.user) state.user.email_verified = true;
    },
    /** `announce` (a user's own sign-out) shows "You have been logged out.". */
    signOut: {
      reducer(_state, _action: PayloadAction<{ announce: boolean }>) {},
      prepare: (options?: { announce?: boolean }) => ({
        payload: { announce: options?.announce ?? true },
      }),
    },
    /**
     * `lapsed`: the session ran out while the page was open and could not be renewed.
     * `noSessionFound`: the page's start found no session cookie at all, so nothing on the page
     * was read as anyone and no answer needs forgetting.
     */
    signedOut(
      state,
      action: PayloadAction<{ lapsed?: boolean; noSessionFound?: boolean } | undefined>,
    ) {
      state.user = null;
      state.status = 'signedOut';
      state.authDone = true;
      state.lapsed = action.payload?.lapsed ?? false;
    },
  },
});

export const {
  hostAreaSet,
  emailSet,
  persistSet,
  startAuth,
  signIn,
  sessionOpened,
  sessionHandedOver,
  handoverSettled,
  userLoaded,
  signedIn,
  signInFailed,
  emailVerified,
  signOut,
  signedOut,
} = authSlice.actions;

declare module '../../core/root-reducer' {
  interface LazyLoadedSlices {
    auth: AuthState;
  }
}
