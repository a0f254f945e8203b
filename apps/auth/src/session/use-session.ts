import type { ClubApi } from '@touchline/api-client';
import type { HostArea } from '@touchline/contracts';
import {
  hostAreaSet,
  selectAuthStatus,
  startAuth,
  useAppDispatch,
  useAppSelector,
  useStoreService,
} from '@touchline/store';
import { useEffect } from 'react';

/**
 * Records the host area the host gives (otherwise the store reads it from the host name) and
 * starts the session from the cookies once.
 */
export function useSession(area?: HostArea) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  useEffect(() => {
    if (area) dispatch(hostAreaSet(area));
  }, [dispatch, area]);
  useEffect(() => {
    if (status === 'idle') dispatch(startAuth());
  }, [dispatch, status]);
}

/** The host's API client (the calls of the session, the user and members). */
export const useAuthApi = () => useStoreService<ClubApi>('api');
