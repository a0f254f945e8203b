import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionHandedOver, sessionOpened, signedOut, type RootState } from '@touchline/store';

/** What the page holds of one read (a name with its arguments). */
export type ServerDataEntry =
  | { status: 'loading' }
  | { status: 'loaded'; value: unknown; refreshing: boolean }
  | { status: 'failed'; message: string };

export interface ServerDataState {
  entries: Record<string, ServerDataEntry>;
  /** The key of each read's latest answer, by the read's name (for `keepPrevious`). */
  latest: Record<string, string>;
  /** Counts the times every answer was forgotten: the components still shown ask again. */
  generation: number;
}

const initialState: ServerDataState = { entries: {}, latest: {}, generation: 0 };

/** A component asks for a read (on mount, new arguments or a reload) or no longer needs it. */
export interface ServerReadRequest {
  name: string;
  args: unknown;
  key: string;
  /** A failure is also said as a danger notice (the API's message). */
  notifyFailure: boolean;
  /** The notice's text instead of the API's message. */
  failureText?: string;
}

/**
 * The answers of the page's server reads, by key. A read again of a kept answer shows the
 * answer while it runs (`refreshing`); a failure replaces it. A session opened, handed over or
 * ended forgets every answer (not a page's start that found no session): what one member read is never shown to the next, and the
 * components still on the page read theirs again.
 */
export const serverDataSlice = createSlice({
  name: 'serverData',
  initialState,
  reducers: {
    serverReadRequested(_state, _action: PayloadAction<ServerReadRequest>) {},
    serverReadLeft(_state, _action: PayloadAction<string>) {},
    serverReadStarted(state, action: PayloadAction<string>) {
      const entry = state.entries[action.payload];
      if (entry?.status === 'loaded') entry.refreshing = true;
      else state.entries[action.payload] = { status: 'loading' };
    },
    serverReadSucceeded(
      state,
      action: PayloadAction<{ name: string; key: string; value: unknown }>,
    ) {
      const { name, key, value } = action.payload;
      state.entries[key] = { status: 'loaded', value, refreshing: false };
      state.latest[name] = key;
    },
    serverReadFailed(state, action: PayloadAction<{ key: string; message: string }>) {
      const { key, message } = action.payload;
      state.entries[key] = { status: 'failed', message };
    },
    /** Nobody needs a read that was running: a first read is forgotten, a kept answer stays. */
    serverReadDropped(state, action: PayloadAction<string>) {
      const entry = state.entries[action.payload];
      if (entry?.status === 'loading') delete state.entries[action.payload];
      else if (entry?.status === 'loaded') entry.refreshing = false;
    },
  },
  extraReducers: (builder) => {
    const forgetAll = (state: ServerDataState): ServerDataState => ({
      ...initialState,
      generation: state.generation + 1,
    });
    builder
      .addCase(sessionOpened, forgetAll)
      .addCase(sessionHandedOver, forgetAll)
      // A visitor's page that found no session at its start read nothing as anyone: its
      // answers stay (forgetting them would empty the page under the visitor's hands).
      .addCase(signedOut, (state, action) =>
        action.payload?.noSessionFound ? state : forgetAll(state),
      );
  },
});

export const {
  serverReadRequested,
  serverReadLeft,
  serverReadStarted,
  serverReadSucceeded,
  serverReadFailed,
  serverReadDropped,
} = serverDataSlice.actions;

// The slice is injected by whoever reads first; the store's state type does not list it.
const serverDataOf = (state: RootState) => (state as { serverData?: ServerDataState }).serverData;

/** The entry kept under a key (undefined: never read, or dropped). */
export const selectServerData = (state: RootState, key: string): ServerDataEntry | undefined =>
  serverDataOf(state)?.entries[key];

/** How many times every answer was forgotten (a session opened, handed over or ended). */
export const selectServerDataGeneration = (state: RootState): number =>
  serverDataOf(state)?.generation ?? 0;

/** The latest answer of a read, whatever its arguments were. */
export function selectLatestServerData(
  state: RootState,
  name: string,
): ServerDataEntry | undefined {
  const data = serverDataOf(state);
  const key = data?.latest[name];
  return key === undefined ? undefined : data?.entries[key];
}
