import {
  hostAreaSet,
  registerAuth,
  selectAuthStatus,
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
 * checking: the session is still being read from the cookies or a sign-in is under way;
 * admin: an Admin or Owner is signed in; refused: a user without those roles (the store signs
 * them out with the insufficient-permissions message); signedOut: nobody.
 */
export type BackofficeSession = 'checking' | 'admin' | 'refused' | 'signedOut';

/**
 * Who uses the back office. Starts the shared session from the cookies unless the auth
 * remote's user menu already did (one startup per page, whoever mounts first).
 */
export function useBackofficeSession(): BackofficeSession {
  registerAuth();
  const store = useStore() as AppStore;
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(hostAreaSet('backoffice'));
    // Read the store itself, not the rendered status: the user menu may have started it since.
    if (selectAuthStatus(store.getState()) === 'idle') dispatch(startAuth());
  }, [dispatch, store]);

  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);
  const admitted = useAppSelector(selectHasDomainRole);
  if (status === 'idle' || status === 'starting' || status === 'signingIn') return 'checking';
  if (!user) return 'signedOut';
  return admitted ? 'admin' : 'refused';
}
