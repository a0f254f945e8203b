import type { HostArea } from '@touchline/contracts';
import { useAppDispatch, useAppSelector } from '@touchline/store';
import { useEffect, useMemo } from 'react';
import { createAuthApi } from './auth-api';
import { areaOfHost } from './host-area';
import { hostAreaSet, selectApiSettings, selectSessionStatus, startSession } from './session-slice';

/**
 * Records the host area (given by the host, or read from the host name) and starts the session
 * from the cookies once. The exposed modules register the session slice when they load.
 */
export function useSession(area?: HostArea) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const resolved = area ?? areaOfHost(window.location.hostname);
  useEffect(() => {
    dispatch(hostAreaSet(resolved));
  }, [dispatch, resolved]);
  useEffect(() => {
    if (status === 'unknown') dispatch(startSession());
  }, [dispatch, status]);
}

/** The authentication calls, against the API the host is configured for. */
export function useAuthApi() {
  const settings = useAppSelector(selectApiSettings);
  return useMemo(() => createAuthApi(settings), [settings]);
}
