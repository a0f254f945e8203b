import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore } from './core/create-store';
import type { RootState } from './core/root-reducer';
import { selectLanguage } from './slices/language';

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** The page's language (`selectLanguage`): what each app's messages follow. */
export const usePageLanguage = () => useAppSelector(selectLanguage);

/**
 * A service of the store's saga context (e.g. the `api` client the host created), for a
 * component that calls it directly; throws when the host did not provide it.
 */
export function useStoreService<T>(key: string): T {
  const store = useStore() as AppStore;
  const service = store.getService<T>(key);
  if (service === undefined) throw new Error(`The store has no "${key}" service.`);
  return service;
}
