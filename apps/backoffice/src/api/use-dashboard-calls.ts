import {
  createBackofficeDashboardCalls,
  type BackofficeDashboardCalls,
} from '@touchline/api-client';
import { useApiHttp } from '@touchline/store';
import { useMemo } from 'react';

/** The dashboard's call for the signed-in person. */
export function useDashboardCalls(): BackofficeDashboardCalls {
  const http = useApiHttp();
  return useMemo(() => createBackofficeDashboardCalls(http), [http]);
}
