import type { ClubAccount } from '@touchline/contracts';
import { createHttp, type ApiConfig } from './http';

export function createClubApi(config: ApiConfig, fetchImpl?: typeof fetch) {
  const request = createHttp(config, fetchImpl);
  return {
    getClubStore: (club: string, signal?: AbortSignal) =>
      request<ClubAccount>(`/store/${encodeURIComponent(club)}`, { signal }),
  };
}

export type ClubApi = ReturnType<typeof createClubApi>;
