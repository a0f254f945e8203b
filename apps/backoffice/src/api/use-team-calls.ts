import { createBackofficeTeamCalls, type BackofficeTeamCalls } from '@touchline/api-client';
import type { RuntimeConfig } from '@touchline/boot';
import { createHttp, useStoreService } from '@touchline/store';
import { useMemo } from 'react';

/** The team calls (people with roles, invitations) for the signed-in Owner. */
export function useTeamCalls(): BackofficeTeamCalls {
  const config = useStoreService<Pick<RuntimeConfig, 'apiBaseUrl' | 'apiVersion'>>('config');
  return useMemo(
    () =>
      createBackofficeTeamCalls(
        createHttp({ baseUrl: config.apiBaseUrl, version: config.apiVersion }),
      ),
    [config.apiBaseUrl, config.apiVersion],
  );
}
