import { configureStore } from '@reduxjs/toolkit';
import type { RootState } from '../core/root-reducer';
import {
  loadersSlice,
  selectAnyLoading,
  selectIsLoading,
  startLoading,
  stopLoading,
} from './loaders';

describe('loaders slice', () => {
  it('sets a flag per action and clears it on stop', () => {
    const s = configureStore({ reducer: { loaders: loadersSlice.reducer } });
    const state = () => s.getState() as unknown as RootState;
    s.dispatch(startLoading('contact/send'));
    expect(selectIsLoading('contact/send')(state())).toBe(true);
    expect(selectIsLoading('other')(state())).toBe(false);
    expect(selectAnyLoading(state())).toBe(true);
    s.dispatch(stopLoading('contact/send'));
    expect(selectAnyLoading(state())).toBe(false);
  });
});
