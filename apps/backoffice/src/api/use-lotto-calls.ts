import { createBackofficeLottoCalls, type BackofficeLottoCalls } from '@touchline/api-client';
import type { RuntimeConfig } from '@touchline/boot';
import { createHttp, useStoreService } from '@touchline/store';
import { useMemo } from 'react';

/** The Lotto screen's calls (draws, a draw's lines, their CSV) for the signed-in person. */
export function useLottoCalls(): BackofficeLottoCalls {
  const config = useStoreService<Pick<RuntimeConfig, 'apiBaseUrl' | 'apiVersion'>>('config');
  return useMemo(
    () =>
      createBackofficeLottoCalls(
        createHttp({ baseUrl: config.apiBaseUrl, version: config.apiVersion }),
      ),
    [config.apiBaseUrl, config.apiVersion],
  );
}
