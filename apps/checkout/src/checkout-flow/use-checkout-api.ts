import { createCheckoutCalls, type CheckoutCalls, type ClubApi } from '@touchline/api-client';
import { useApiHttp, useStoreService } from '@touchline/store';
import { useMemo } from 'react';

export type CheckoutApi = CheckoutCalls & Pick<ClubApi, 'createGuest'>;

/**
 * The checkout's calls, built by this remote from the runtime configuration so their answer
 * checks stay out of the host's bundle; guest creation comes with the host's session client.
 */
export function useCheckoutApi(): CheckoutApi {
  const clubApi = useStoreService<ClubApi>('api');
  const http = useApiHttp();
  return useMemo(
    () => ({
      ...createCheckoutCalls(http),
      createGuest: (...args: Parameters<ClubApi['createGuest']>) => clubApi.createGuest(...args),
    }),
    [clubApi, http],
  );
}
