import { createBackofficeMembersCalls, type BackofficeMembersCalls } from '@touchline/api-client';
import { useApiHttp } from '@touchline/store';
import { useMemo } from 'react';

/** The member register's calls (list, export, exports made) for the signed-in person. */
export function useMembersCalls(): BackofficeMembersCalls {
  const http = useApiHttp();
  return useMemo(() => createBackofficeMembersCalls(http), [http]);
}
