import {
  createBackofficeDashboardCalls,
  type BackofficeDashboardCalls,
} from '@touchline/api-client';
import type { RuntimeConfig } from '@touchline/boot';
import { createHttp, useStoreService } from '@touchline/store';
import { useMemo } from 'react';

/** The dashboard's call for the signed-in person. */
export function useDashboardCalls(): BackofficeDashboardCalls {
  const config = useStoreService<Pick<RuntimeConfig, 'apiBaseUrl' | 'apiVersion'>>('config');
  return useMemo(
    () =>
      createBackofficeDashboardCalls(
        createHttp({ baseUrl: config.apiBaseUrl, version: config.apiVersion }),
      ),
    [config.apiBaseUrl, config.apiVersion],
  );
}
