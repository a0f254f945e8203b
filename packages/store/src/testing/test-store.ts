import { takeEvery } from 'redux-saga/effects';
import Cookies from 'js-cookie';
import { initStore, resetStoreForTests } from '../core/shared-store';
import { loadClub } from '../slices/club';

/** A fresh shared store whose sagas get `api` (and any other `services`) from their context. */
export function testStore(api: object, services: Record<string, unknown> = {}) {
  resetStoreForTests();
  const store = initStore({ context: { api, ...services } });
  return store;
}

/** Names the club the store calls are about, as the host does at boot. */
export const withClub = (store: ReturnType<typeof testStore>, slug = 'demo') =>
  store.dispatch(loadClub(slug));

/** Lets pending promises and the sagas waiting on them run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Removes every cookie and stored value a test left behind. */
export function clearBrowserState(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.localStorage.clear();
}

/** Records the type of every action dispatched from now on (sagas' own puts included). */
export function recordActions(store: ReturnType<typeof testStore>): string[] {
  const types: string[] = [];
  store.injectSaga(`record-${Math.random()}`, function* record() {
    yield takeEvery('*', (action: { type: string }) => {
      types.push(action.type);
    });
  });
  return types;
}
