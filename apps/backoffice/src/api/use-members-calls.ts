import { createBackofficeMembersCalls, type BackofficeMembersCalls } from '@touchline/api-client';
import type { RuntimeConfig } from '@touchline/boot';
import { createHttp, useStoreService } from '@touchline/store';
import { useMemo } from 'react';

/** The member register's calls (list, export, exports made) for the signed-in person. */
export function useMembersCalls(): BackofficeMembersCalls {
  const config = useStoreService<Pick<RuntimeConfig, 'apiBaseUrl' | 'apiVersion'>>('config');
  return useMemo(
    () =>
      createBackofficeMembersCalls(
        createHttp({ baseUrl: config.apiBaseUrl, version: config.apiVersion }),
      ),
    [config.apiBaseUrl, config.apiVersion],
  );
}
