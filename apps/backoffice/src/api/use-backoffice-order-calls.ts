import { createBackofficeOrderCalls, type BackofficeOrderCalls } from '@touchline/api-client';
import { useApiHttp } from '@touchline/store';
import { useMemo } from 'react';

/** The back office's orders calls (orders, refunds, cancellations) for the signed-in admin. */
export function useBackofficeOrderCalls(): BackofficeOrderCalls {
  const http = useApiHttp();
  return useMemo(() => createBackofficeOrderCalls(http), [http]);
}
