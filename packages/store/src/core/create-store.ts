import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { runSaga, stdChannel, type Saga, type Task } from 'redux-saga';
import { rootReducer } from './root-reducer';

export interface StoreServices {
  /** Values handed to every saga through `getContext` (API client, clock, config). */
  context?: Record<string, unknown>;
}

/**
 * A saga whose code loads with the first action it answers: `actions` are the types its root
 * saga takes (or queues); every action of those types dispatched after it is registered, and
 * before its module is there, is handed to it in order once it starts, so none is lost.
 */
export interface LazySaga {
  actions: readonly string[];
  load: () => Promise<Saga>;
}

const isLazy = (saga: Saga | LazySaga): saga is LazySaga => typeof saga !== 'function';

export function createAppStore({ context = {} }: StoreServices = {}) {
  // A copy of the saga context, so components reach the same services as the sagas.
  const services: Record<string, unknown> = { ...context };
  const sagaMiddleware = createSagaMiddleware({ context });
  /** Every action, after the reducers, to the lazily loaded sagas (waiting or running). */
  const lazyListeners = new Set<(action: UnknownAction) => void>();
  const lazyMiddleware: Middleware = () => (next) => (action) => {
    const result = next(action);
    for (const listener of lazyListeners) listener(action as UnknownAction);
    return result;
  };
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware, lazyMiddleware),
  });
  const runningSagas = new Map<string, Task>();
  const lazySagas = new Set<string>();

  /**
   * Runs a lazy saga's module on a channel of its own: the actions it answers that came while
   * it loaded first, then every action as the store's own sagas see them.
   */
  function injectLazySaga(key: string, { actions, load }: LazySaga): void {
    if (lazySagas.has(key)) return;
    lazySagas.add(key);
    const answers = new Set(actions);
    const waiting: UnknownAction[] = [];
    let loading = false;
    const collect = (action: UnknownAction) => {
      if (!answers.has(action.type)) return;
      waiting.push(action);
      if (loading) return;
      loading = true;
      load().then(
        (saga) => {
          lazyListeners.delete(collect);
          const channel = stdChannel();
          lazyListeners.add((next) => channel.put(next));
          runningSagas.set(
            key,
            runSaga({ channel, context, dispatch: store.dispatch, getState: store.getState }, saga),
          );
          for (const action of waiting.splice(0)) channel.put(action);
        },
        () => {
          // The module did not load (a network error): the next action it answers tries again.
          loading = false;
        },
      );
    };
    lazyListeners.add(collect);
  }

  /** Starts a saga once per key: remounting a remote never starts a second copy. */
  function injectSaga(key: string, saga: Saga | LazySaga): void {
    if (isLazy(saga)) return injectLazySaga(key, saga);
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
