import { createClubSettingsCalls, type ClubSettingsCalls } from '@touchline/api-client';
import { useApiHttp } from '@touchline/store';
import { useMemo } from 'react';

/** The club settings calls (registration forms, the club's location) for the signed-in admin. */
export function useClubSettingsCalls(): ClubSettingsCalls {
  const http = useApiHttp();
  return useMemo(() => createClubSettingsCalls(http), [http]);
}
