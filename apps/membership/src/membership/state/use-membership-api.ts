import { createCatalogueCalls } from '@touchline/api-client';
import { createHttp, useStoreService } from '@touchline/store';
import { useMemo } from 'react';

/** The host's runtime configuration as the store holds it (`config` service). */
interface ApiRuntimeConfig {
  apiBaseUrl: string;
  apiVersion: string;
}

export type MembershipApi = ReturnType<typeof createCatalogueCalls>;

/** The catalogue calls of the membership purchase (programmes, products, forms, members). */
export function useMembershipApi(): MembershipApi {
  const config = useStoreService<ApiRuntimeConfig>('config');
  return useMemo(
    () =>
      createCatalogueCalls(createHttp({ baseUrl: config.apiBaseUrl, version: config.apiVersion })),
    [config.apiBaseUrl, config.apiVersion],
  );
}
