import {
  hostAreaSet,
  registerAuth,
  selectAuthStatus,
  selectHandingOver,
  selectHasDomainRole,
  selectUser,
  startAuth,
  useAppDispatch,
  useAppSelector,
  type AppStore,
} from '@touchline/store';
import { useEffect } from 'react';
import { useStore } from 'react-redux';

/**
 * checking: the session is still being read from the cookies, or a sign-in (or a session handed
 * over from another host) is under way;
 * admin: an Admin or Owner is signed in; anyone else (nobody, or a user without those roles,
 * whom the store signs out with the insufficient-permissions message): notAdmin.
 */
export type BackofficeSession = 'checking' | 'admin' | 'notAdmin';

/**
 * Starts the shared session from the cookies on the back-office host, unless the auth remote's
 * user menu already did (one startup per page, whoever mounts first). The layout runs it once.
 */
export function useStartBackofficeSession(): void {
  registerAuth();
  const store = useStore() as AppStore;
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(hostAreaSet('backoffice'));
    // Read the store itself, not the rendered status: the user menu may have started it since.
    if (selectAuthStatus(store.getState()) === 'idle') dispatch(startAuth());
  }, [dispatch, store]);
}

/** Who uses the back office, as the shared session says. */
export function useBackofficeSession(): BackofficeSession {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);
  const admitted = useAppSelector(selectHasDomainRole);
  const handingOver = useAppSelector(selectHandingOver);
  if (handingOver) return 'checking';
  if (status === 'idle' || status === 'starting' || status === 'signingIn') return 'checking';
  return user && admitted ? 'admin' : 'notAdmin';
}
