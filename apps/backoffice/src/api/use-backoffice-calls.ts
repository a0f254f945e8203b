import { createBackofficeCalls, type BackofficeCalls } from '@touchline/api-client';
import { useApiHttp } from '@touchline/store';
import { useMemo } from 'react';

/**
 * The back-office calls of the API, built on the page's HTTP client (from the runtime
 * configuration the host put in the store); the signed-in admin's token comes from the session
 * cookie.
 */
export function useBackofficeCalls(): BackofficeCalls {
  const http = useApiHttp();
  return useMemo(() => createBackofficeCalls(http), [http]);
}
