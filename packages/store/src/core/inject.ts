import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { rootReducer } from './root-reducer';
import { getStore } from './shared-store';

interface InjectableSlice {
  reducerPath: string;
  reducer: Reducer;
}

/**
 * Registers a slice (and optionally its saga) with the shared store. Safe to call on every
 * mount: the reducer is injected once and the saga is started once per key.
 */
export function registerSlice(slice: InjectableSlice, saga?: Saga): void {
  rootReducer.inject(slice as Parameters<typeof rootReducer.inject>[0]);
  if (saga) getStore().injectSaga(slice.reducerPath, saga);
}
