import { createBackofficeLottoCalls, type BackofficeLottoCalls } from '@touchline/api-client';
import { useApiHttp } from '@touchline/store';
import { useMemo } from 'react';

/** The Lotto screen's calls (draws, a draw's lines, their CSV) for the signed-in person. */
export function useLottoCalls(): BackofficeLottoCalls {
  const http = useApiHttp();
  return useMemo(() => createBackofficeLottoCalls(http), [http]);
}
