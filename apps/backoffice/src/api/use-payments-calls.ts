import { createBackofficePaymentsCalls, type BackofficePaymentsCalls } from '@touchline/api-client';
import { useApiHttp } from '@touchline/store';
import { useMemo } from 'react';

/** The payments screen's calls (summary, arrears, export) for the signed-in admin. */
export function usePaymentsCalls(): BackofficePaymentsCalls {
  const http = useApiHttp();
  return useMemo(() => createBackofficePaymentsCalls(http), [http]);
}
