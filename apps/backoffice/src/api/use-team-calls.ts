import { createBackofficeTeamCalls, type BackofficeTeamCalls } from '@touchline/api-client';
import { useApiHttp } from '@touchline/store';
import { useMemo } from 'react';

/** The team calls (people with roles, invitations) for the signed-in Owner. */
export function useTeamCalls(): BackofficeTeamCalls {
  const http = useApiHttp();
  return useMemo(() => createBackofficeTeamCalls(http), [http]);
}
