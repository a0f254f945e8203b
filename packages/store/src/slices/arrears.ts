import { createSlice } from '@reduxjs/toolkit';
import type { RootState } from '../core/root-reducer';
import { registerSlice } from '../core/inject';

export interface ArrearsState {
  /** Counts the member's payments of arrears in this page's life. */
  changes: number;
}

const initialState: ArrearsState = { changes: 0 };

/**
 * Tells whoever shows the member's failed payments (the site's arrears banner) that they have
 * changed: the account's arrears page raises it after a payment, the banner reads them again.
 */
export const arrearsSlice = createSlice({
  name: 'arrears',
  initialState,
  reducers: {
    arrearsChanged(state) {
      state.changes += 1;
    },
  },
});

export const { arrearsChanged } = arrearsSlice.actions;

export const selectArrearsChanges = (state: RootState) => state.arrears?.changes ?? 0;

/** Registers the slice (once per store); both sides call it before they use it. */
export function registerArrears(): void {
  registerSlice(arrearsSlice);
}

declare module '../core/root-reducer' {
  interface LazyLoadedSlices {
    arrears: ArrearsState;
  }
}
