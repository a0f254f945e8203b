import {
  createCheckoutCalls,
  type CheckoutCalls,
  type ClubApi,
  type Http,
} from '@touchline/api-client';
import { createHttp, useStoreService } from '@touchline/store';
import { useMemo } from 'react';

interface ApiSettings {
  apiBaseUrl: string;
  apiVersion: string;
}

export type CheckoutApi = CheckoutCalls & Pick<ClubApi, 'createGuest'>;

/**
 * An HTTP client of this remote's own, built from the runtime configuration and kept while the
 * API's base URL and version stay the same.
 */
export function useRemoteHttp(): Http {
  const config = useStoreService<ApiSettings | undefined>('config');
  const baseUrl = config?.apiBaseUrl ?? 'http://localhost:3333';
  const version = config?.apiVersion ?? 'v2';
  return useMemo(() => createHttp({ baseUrl, version }), [baseUrl, version]);
}

/**
 * The checkout's calls, built by this remote from the runtime configuration so their answer
 * checks stay out of the host's bundle; guest creation comes with the host's session client.
 */
export function useCheckoutApi(): CheckoutApi {
  const clubApi = useStoreService<ClubApi>('api');
  const http = useRemoteHttp();
  return useMemo(
    () => ({
      ...createCheckoutCalls(http),
      createGuest: (...args: Parameters<ClubApi['createGuest']>) => clubApi.createGuest(...args),
    }),
    [clubApi, http],
  );
}
