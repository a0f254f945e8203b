import type { PayloadAction } from '@reduxjs/toolkit';
import { isAbortError } from '@touchline/api-client';
import type { Task } from 'redux-saga';
import { cancel, fork, getContext, put, takeEvery } from 'redux-saga/effects';
import { apiErrorMessage, apiHttp, callWithAbort, notify } from '@touchline/store';
import {
  serverReadDropped,
  serverReadFailed,
  serverReadLeft,
  serverReadRequested,
  serverReadStarted,
  serverReadSucceeded,
  type ServerReadRequest,
} from './server-data-slice';
import { SERVER_READS_SERVICE, type ServerReads } from './server-reads';

/**
 * Runs the page's server reads: one read at a time per key, for as long as a component needs
 * it. A component asking again (new arguments, a reload) gives up the read under way for its
 * key; when the last component that needed a key leaves, its read is given up (the request
 * aborted), so an answer or a failure notice never lands on a page that no longer asked.
 */
export function* serverDataSaga() {
  const watchers = new Map<string, number>();
  const running = new Map<string, Task>();

  function* stop(key: string) {
    const task = running.get(key);
    running.delete(key);
    if (task?.isRunning()) {
      yield cancel(task);
      yield put(serverReadDropped(key));
    }
  }

  yield takeEvery(
    serverReadRequested.type,
    function* start(action: PayloadAction<ServerReadRequest>) {
      const { key } = action.payload;
      watchers.set(key, (watchers.get(key) ?? 0) + 1);
      // A second component that needs the same answer shares the read under way.
      if (running.get(key)?.isRunning()) return;
      const task = (yield fork(readOnce, action.payload)) as Task;
      if (task.isRunning()) running.set(key, task);
    },
  );

  yield takeEvery(serverReadLeft.type, function* leave(action: PayloadAction<string>) {
    const key = action.payload;
    const left = (watchers.get(key) ?? 1) - 1;
    if (left > 0) {
      watchers.set(key, left);
      return;
    }
    watchers.delete(key);
    yield* stop(key);
  });
}

function* readOnce({ name, args, key, notifyFailure, failureText }: ServerReadRequest) {
  const reads = (yield getContext(SERVER_READS_SERVICE)) as ServerReads | undefined;
  const read = reads?.get(name);
  // A read asked for by a name nobody defined fails on its own (a forked error would stop
  // every other read of the page).
  if (!read) {
    yield put(serverReadFailed({ key, message: `No server read is named "${name}".` }));
    return;
  }
  yield put(serverReadStarted(key));
  try {
    const http = yield* apiHttp();
    const value: unknown = yield* callWithAbort((signal) => read.read(http, args, signal));
    yield put(serverReadSucceeded({ name, key, value }));
  } catch (error) {
    if (isAbortError(error)) return;
    const message = apiErrorMessage(error);
    yield put(serverReadFailed({ key, message }));
    const notice = failureText === undefined ? message : apiErrorMessage(error, failureText);
    if (notifyFailure && notice) yield put(notify({ type: 'danger', title: notice }));
  }
}
