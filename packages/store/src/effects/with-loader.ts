import { call, put } from 'redux-saga/effects';
import { startLoading, stopLoading } from '../slices/loaders';

function* underLoader<R>(key: string, body: () => Generator<unknown, R, unknown>) {
  yield put(startLoading(key));
  try {
    return yield* body();
  } finally {
    yield put(stopLoading(key));
  }
}

/**
 * Runs a saga step under a loader flag: raised before, lowered after (success, failure or
 * cancellation alike). `const cart = yield withLoader('cart/add', function* () { ... })`.
 *
 * It is a `call` effect rather than a generator to delegate to with `yield*`: its `finally`
 * yields, and under delegation that would turn a cancellation into a normal return.
 */
export const withLoader = <R>(key: string, body: () => Generator<unknown, R, unknown>) =>
  call(underLoader<R>, key, body);
