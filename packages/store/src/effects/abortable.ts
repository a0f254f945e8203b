import type { Action } from '@reduxjs/toolkit';
import { call, race, take } from 'redux-saga/effects';
import { routeChanged } from '../slices/notifications';

/**
 * Calls `fn` with an AbortSignal that fires when the saga is cancelled (a newer `takeLatest`
 * action, or `cancelOnRouteChange`), so the request is given up instead of left running.
 *
 * Callers delegate to it with `yield*`, so its `finally` must not yield: a generator that yields
 * while being closed under delegation turns the cancellation into a normal return, and the
 * cancelled caller would go on with redux-saga's cancel token as the answer.
 */
export function* callWithAbort<T>(
  fn: (signal: AbortSignal) => Promise<T>,
): Generator<unknown, T, unknown> {
  const controller = new AbortController();
  let settled = false;
  try {
    const answer = (yield call(fn, controller.signal)) as T;
    settled = true;
    return answer;
  } catch (error) {
    settled = true;
    throw error;
  } finally {
    // Left before the request settled: only a cancellation gets here.
    if (!settled) controller.abort();
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
