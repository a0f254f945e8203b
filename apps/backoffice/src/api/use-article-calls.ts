import { createBackofficeArticleCalls, type BackofficeArticleCalls } from '@touchline/api-client';
import type { RuntimeConfig } from '@touchline/boot';
import { createHttp, useStoreService } from '@touchline/store';
import { useMemo } from 'react';

/** The news and pages calls for the signed-in admin. */
export function useArticleCalls(): BackofficeArticleCalls {
  const config = useStoreService<Pick<RuntimeConfig, 'apiBaseUrl' | 'apiVersion'>>('config');
  return useMemo(
    () =>
      createBackofficeArticleCalls(
        createHttp({ baseUrl: config.apiBaseUrl, version: config.apiVersion }),
      ),
    [config.apiBaseUrl, config.apiVersion],
  );
}
