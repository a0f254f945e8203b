import { ApiError } from '@touchline/api-client';
import { cancelled, takeLatest } from 'redux-saga/effects';
import { registerSlice } from '../core/inject';
import { loadersSaga, loadersSlice, selectIsLoading, startLoading } from '../slices/loaders';
import { notificationsSlice, routeChanged, selectNotifications } from '../slices/notifications';
import { flush, testStore } from '../testing/test-store';
import { callWithAbort, cancelOnRouteChange } from './abortable';
import { reportApiError } from './api-errors';

function storeWithNotifications() {
  const store = testStore({});
  registerSlice(notificationsSlice);
  registerSlice(loadersSlice, loadersSaga);
  return store;
}

describe('callWithAbort and cancelOnRouteChange', () => {
  it("gives up a page's request when the user leaves the page", async () => {
    const store = storeWithNotifications();
    const signals: AbortSignal[] = [];
    const request = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>(() => undefined);
    };
    store.injectSaga('page', function* page() {
      yield takeLatest(
        'page/load',
        cancelOnRouteChange(function* load() {
          yield* callWithAbort(request);
        }),
      );
    });
    store.dispatch({ type: 'page/load' });
    await flush();
    expect(signals[0]?.aborted).toBe(false);
    store.dispatch(routeChanged());
    expect(signals[0]?.aborted).toBe(true);
  });

  it('aborts the older request when a newer load takes over', async () => {
    const store = storeWithNotifications();
    const signals: AbortSignal[] = [];
    store.injectSaga('page', function* page() {
      yield takeLatest('page/load', function* load() {
        yield* callWithAbort((signal) => {
          signals.push(signal);
          return new Promise(() => undefined);
        });
      });
    });
    store.dispatch({ type: 'page/load' });
    store.dispatch({ type: 'page/load' });
    await flush();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });

  it('stops the worker it was cancelled in, instead of handing it the cancel token', async () => {
    const store = storeWithNotifications();
    const after: unknown[] = [];
    store.injectSaga('page', function* page() {
      yield takeLatest(
        'page/load',
        cancelOnRouteChange(function* load() {
          try {
            after.push(yield* callWithAbort(() => new Promise(() => undefined)));
          } finally {
            after.push((yield cancelled()) ? 'cancelled' : 'finished');
          }
        }),
      );
    });
    store.dispatch({ type: 'page/load' });
    await flush();
    store.dispatch(routeChanged());
    await flush();
    expect(after).toEqual(['cancelled']);
  });

  it('returns the answer of a request that completes', async () => {
    const store = storeWithNotifications();
    const answers: string[] = [];
    store.injectSaga('page', function* page() {
      yield takeLatest('page/load', function* load() {
        answers.push(yield* callWithAbort(async () => 'Glenarden Gaels GAA Club'));
      });
    });
    store.dispatch({ type: 'page/load' });
    await flush();
    expect(answers).toEqual(['Glenarden Gaels GAA Club']);
  });
});

describe('reportApiError', () => {
  async function report(error: unknown, options?: Parameters<typeof reportApiError>[1]) {
    const store = storeWithNotifications();
    store.dispatch(startLoading('x/load'));
    let shown = '';
    store.injectSaga('report', function* run() {
      shown = yield* reportApiError(error, options);
    });
    await flush();
    return { store, shown };
  }

  it("shows the server's message as a danger notification and stops the loader", async () => {
    const { store, shown } = await report(new ApiError('Code is invalid, please try again', 422), {
      loader: 'x/load',
    });
    expect(shown).toBe('Code is invalid, please try again');
    expect(selectNotifications(store.getState()).map((n) => [n.type, n.title])).toEqual([
      ['danger', 'Code is invalid, please try again'],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 520));
    expect(selectIsLoading('x/load')(store.getState())).toBe(false);
  });

  it('shows nothing for a 404 or an abandoned request, and the override otherwise', async () => {
    expect((await report(new ApiError('Not found', 404))).shown).toBe('');
    expect((await report(new DOMException('left', 'AbortError'))).shown).toBe('');
    const { store } = await report(new ApiError('', 0), { override: 'Error fetching product.' });
    expect(selectNotifications(store.getState()).map((n) => n.title)).toEqual([
      'Error fetching product.',
    ]);
  });
});
