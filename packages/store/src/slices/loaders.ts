import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { delay, put, select, takeEvery } from 'redux-saga/effects';
import type { RootState } from '../core/root-reducer';

/** A loader, once shown, stays at least this long, so it never flickers. */
export const LOADER_MIN_DELAY_MS = 500;

interface LoaderFlag {
  /** Starts not yet stopped (the same action may run twice at once). */
  count: number;
  /** When the flag was raised, in ms since the epoch. */
  since: number;
}

export interface LoadersState {
  active: Record<string, LoaderFlag>;
}

const initialState: LoadersState = { active: {} };

/**
 * Per-action loading flags: set when an action starts; a stop
 * clears it once the flag has been up for the minimum delay (the loaders saga waits).
 */
export const loadersSlice = createSlice({
  name: 'loaders',
  initialState,
  reducers: {
    startLoading: {
      reducer(state, action: PayloadAction<{ key: string; at: number }>) {
        const { key, at } = action.payload;
        const flag = state.active[key];
        if (flag) flag.count += 1;
        else state.active[key] = { count: 1, since: at };
      },
      prepare: (key: string) => ({ payload: { key, at: Date.now() } }),
    },
    /** Asks for the flag to go; `loadingStopped` follows after the minimum delay. */
    stopLoading(_state, _action: PayloadAction<string>) {},
    loadingStopped(state, action: PayloadAction<string>) {
      const flag = state.active[action.payload];
      if (!flag) return;
      flag.count -= 1;
      if (flag.count <= 0) delete state.active[action.payload];
    },
  },
});

export const { startLoading, stopLoading, loadingStopped } = loadersSlice.actions;

declare module '../core/root-reducer' {
  interface LazyLoadedSlices {
    loaders: LoadersState;
  }
}

const selectActive = (state: RootState) => (state.loaders ?? initialState).active;

export const selectIsLoading = (key: string) =>
  createSelector(selectActive, (active) => (active[key]?.count ?? 0) > 0);

export const selectAnyLoading = createSelector(
  selectActive,
  (active) => Object.keys(active).length > 0,
);

function* stopAfterMinimumDelay(action: PayloadAction<string>) {
  const flag: LoaderFlag | undefined = yield select(
    (state: RootState) => selectActive(state)[action.payload],
  );
  if (!flag) return;
  const wait = flag.since + LOADER_MIN_DELAY_MS - Date.now();
  if (wait > 0) yield delay(wait);
  yield put(loadingStopped(action.payload));
}

export function* loadersSaga() {
  yield takeEvery(stopLoading.type, stopAfterMinimumDelay);
}
