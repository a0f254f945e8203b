import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { rootReducer } from './root-reducer';

export interface StoreServices {
  /** Values handed to every saga through `getContext` (API client, clock, config). */
  context?: Record<string, unknown>;
}

export function createAppStore({ context = {} }: StoreServices = {}) {
  const sagaMiddleware = createSagaMiddleware({ context });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const runningSagas = new Map<string, Task>();

  /** Starts a saga once per key: remounting a remote never starts a second copy. */
  function injectSaga(key: string, saga: Saga): void {
    const running = runningSagas.get(key);
    if (running?.isRunning()) return;
    runningSagas.set(key, sagaMiddleware.run(saga));
  }

  function setSagaContext(values: Record<string, unknown>): void {
    sagaMiddleware.setContext(values);
  }

  return Object.assign(store, { injectSaga, setSagaContext });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
