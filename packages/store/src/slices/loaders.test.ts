import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { registerSlice } from '../core/inject';
import { withLoader } from '../effects/with-loader';
import { testStore } from '../testing/test-store';
import {
  LOADER_MIN_DELAY_MS,
  loadersSaga,
  loadersSlice,
  selectAnyLoading,
  selectIsLoading,
  startLoading,
  stopLoading,
} from './loaders';

function loadersStore() {
  const store = testStore({});
  registerSlice(loadersSlice, loadersSaga);
  return store;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('loaders', () => {
  it('sets a flag per action', () => {
    const store = loadersStore();
    store.dispatch(startLoading('contact/send'));
    expect(selectIsLoading('contact/send')(store.getState())).toBe(true);
    expect(selectIsLoading('other')(store.getState())).toBe(false);
    expect(selectAnyLoading(store.getState())).toBe(true);
  });

  it('keeps a flag up for the 500 ms minimum delay after a quick stop', async () => {
    const store = loadersStore();
    store.dispatch(startLoading('cart/add'));
    jest.advanceTimersByTime(100);
    store.dispatch(stopLoading('cart/add'));
    await jest.advanceTimersByTimeAsync(399);
    expect(selectIsLoading('cart/add')(store.getState())).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(selectIsLoading('cart/add')(store.getState())).toBe(false);
    expect(selectAnyLoading(store.getState())).toBe(false);
    expect(LOADER_MIN_DELAY_MS).toBe(500);
  });

  it('clears at once a flag that has been up longer than the delay', () => {
    const store = loadersStore();
    store.dispatch(startLoading('cart/add'));
    jest.advanceTimersByTime(800);
    store.dispatch(stopLoading('cart/add'));
    expect(selectIsLoading('cart/add')(store.getState())).toBe(false);
  });

  it('stays up while a second start of the same action has not stopped', () => {
    const store = loadersStore();
    store.dispatch(startLoading('list/fetch'));
    store.dispatch(startLoading('list/fetch'));
    jest.advanceTimersByTime(600);
    store.dispatch(stopLoading('list/fetch'));
    expect(selectIsLoading('list/fetch')(store.getState())).toBe(true);
    store.dispatch(stopLoading('list/fetch'));
    expect(selectIsLoading('list/fetch')(store.getState())).toBe(false);
  });

  it('withLoader raises the flag around a step and lowers it even when the step fails', async () => {
    const store = loadersStore();
    let finish: () => void = () => undefined;
    const failing = () => Promise.reject(new Error('boom'));
    store.injectSaga('probe', function* probe() {
      yield takeEvery('probe/run', function* run() {
        try {
          yield withLoader('probe', function* step() {
            yield call(() => new Promise<void>((resolve) => (finish = resolve)));
            yield call(failing);
          });
        } catch {
          yield put({ type: 'probe/failed' });
        }
      });
    });
    store.dispatch({ type: 'probe/run' });
    expect(selectIsLoading('probe')(store.getState())).toBe(true);
    finish();
    await Promise.resolve();
    await jest.advanceTimersByTimeAsync(LOADER_MIN_DELAY_MS);
    expect(selectIsLoading('probe')(store.getState())).toBe(false);
  });
  it('withLoader lowers the flag of a cancelled step and stops the step there', async () => {
    const store = loadersStore();
    const after: unknown[] = [];
    store.injectSaga('probe', function* probe() {
      yield takeLatest('probe/run', function* run() {
        after.push(
          yield withLoader('probe', function* step() {
            yield call(() => new Promise<void>(() => undefined));
            return 'done';
          }),
        );
      });
    });
    store.dispatch({ type: 'probe/run' });
    store.dispatch({ type: 'probe/run' });
    await jest.advanceTimersByTimeAsync(LOADER_MIN_DELAY_MS);
    // The first run was cancelled by the second: it never goes on past its step.
    expect(after).toEqual([]);
    expect(selectIsLoading('probe')(store.getState())).toBe(true);
  });
});
