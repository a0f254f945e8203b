import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { rootReducer } from './root-reducer';

export interface StoreServices {
  /** Values handed to every saga through `getContext` (API client, clock, config). */
  context?: Record<string, unknown>;
}

export function createAppStore({ context = {} }: StoreServices = {}) {
  // A copy of the saga context, so components reach the same services as the sagas.
  const services: Record<string, unknown> = { ...context };
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
    Object.assign(services, values);
    sagaMiddleware.setContext(values);
  }

  /** A service handed to the sagas (e.g. `api`), for components that call it directly. */
  function getService<T>(key: string): T | undefined {
    return services[key] as T | undefined;
  }

  return Object.assign(store, { injectSaga, setSagaContext, getService });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
