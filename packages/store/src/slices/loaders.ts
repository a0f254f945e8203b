import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../core/root-reducer';

export interface LoadersState {
  active: Record<string, boolean>;
}

const initialState: LoadersState = { active: {} };

/** Per-action loading flags: set when an action starts, cleared when it stops. */
export const loadersSlice = createSlice({
  name: 'loaders',
  initialState,
  reducers: {
    startLoading(state, action: PayloadAction<string>) {
      state.active[action.payload] = true;
    },
    stopLoading(state, action: PayloadAction<string>) {
      delete state.active[action.payload];
    },
  },
});

export const { startLoading, stopLoading } = loadersSlice.actions;

declare module '../core/root-reducer' {
  interface LazyLoadedSlices {
    loaders: LoadersState;
  }
}

const selectActive = (state: RootState) => (state.loaders ?? initialState).active;
export const selectIsLoading = (key: string) =>
  createSelector(selectActive, (active) => active[key] === true);
export const selectAnyLoading = createSelector(selectActive, (active) =>
  Object.values(active).some(Boolean),
);
