import { createBackofficeArticleCalls, type BackofficeArticleCalls } from '@touchline/api-client';
import { useApiHttp } from '@touchline/store';
import { useMemo } from 'react';

/** The news and pages calls for the signed-in admin. */
export function useArticleCalls(): BackofficeArticleCalls {
  const http = useApiHttp();
  return useMemo(() => createBackofficeArticleCalls(http), [http]);
}
