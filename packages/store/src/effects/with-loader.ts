import { put } from 'redux-saga/effects';
import { startLoading, stopLoading } from '../slices/loaders';

/**
 * Runs a saga step under a loader flag: raised before, lowered after (success, failure or
 * cancellation alike). `yield* withLoader('cart/add', function* () { ... })`.
 */
export function* withLoader<R>(
  key: string,
  body: () => Generator<unknown, R, unknown>,
): Generator<unknown, R, unknown> {
  yield put(startLoading(key));
  try {
    return yield* body();
  } finally {
    yield put(stopLoading(key));
  }
}
