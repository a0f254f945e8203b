import { createAppStore, type AppStore, type StoreServices } from './create-store';

// This package is a federation singleton, so this module-level instance is the one store that
// the shell and every remote see.
let instance: AppStore | undefined;

export function getStore(): AppStore {
  instance ??= createAppStore();
  return instance;
}

/** Creates the shared store with services; the host calls it once before rendering. */
export function initStore(services: StoreServices): AppStore {
  if (instance) {
    if (services.context) instance.setSagaContext(services.context);
    return instance;
  }
  instance = createAppStore(services);
  return instance;
}

/** Tests only: forget the shared instance so each test starts from a clean store. */
export function resetStoreForTests(): void {
  instance = undefined;
}
