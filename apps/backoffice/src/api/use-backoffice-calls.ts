import { createBackofficeCalls, type BackofficeCalls } from '@touchline/api-client';
import type { RuntimeConfig } from '@touchline/boot';
import { createHttp, useStoreService } from '@touchline/store';
import { useMemo } from 'react';

/**
 * The back-office calls of the API, built from the runtime configuration the host put in the
 * store; the signed-in admin's token comes from the session cookie.
 */
export function useBackofficeCalls(): BackofficeCalls {
  const config = useStoreService<Pick<RuntimeConfig, 'apiBaseUrl' | 'apiVersion'>>('config');
  return useMemo(
    () =>
      createBackofficeCalls(createHttp({ baseUrl: config.apiBaseUrl, version: config.apiVersion })),
    [config.apiBaseUrl, config.apiVersion],
  );
}
