import type { Action } from '@reduxjs/toolkit';
import { call, cancelled, race, take } from 'redux-saga/effects';
import { routeChanged } from '../slices/notifications';

/**
 * Calls `fn` with an AbortSignal that fires when the saga is cancelled (a newer `takeLatest`
 * action, or `cancelOnRouteChange`), so the request is given up instead of left running.
 */
export function* callWithAbort<T>(
  fn: (signal: AbortSignal) => Promise<T>,
): Generator<unknown, T, unknown> {
  const controller = new AbortController();
  try {
    return (yield call(fn, controller.signal)) as T;
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/**
 * Wraps a worker so that leaving the page (the `routeChanged` action the notification stack
 * dispatches on every new path) cancels it, aborting its requests made with `callWithAbort`.
 * `yield takeLatest(loadProduct.type, cancelOnRouteChange(loadProductWorker))`.
 */
export function cancelOnRouteChange<A extends Action>(
  worker: (action: A) => Generator<unknown, unknown, unknown>,
) {
  return function* untilRouteChange(action: A) {
    yield race({ done: call(worker, action), navigated: take(routeChanged.type) });
  };
}
