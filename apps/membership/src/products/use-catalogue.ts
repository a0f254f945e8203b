import { createCatalogueCalls, type CatalogueCalls } from '@touchline/api-client';
import { createHttp, useStoreService } from '@touchline/store';
import { useMemo } from 'react';

interface ApiSettings {
  apiBaseUrl: string;
  apiVersion: string;
}

/**
 * The catalogue calls, built by this remote from the runtime configuration so their answer
 * checks load with the product pages rather than with the host.
 */
export function useCatalogue(): CatalogueCalls {
  const config = useStoreService<ApiSettings | undefined>('config');
  const baseUrl = config?.apiBaseUrl ?? 'http://localhost:3333';
  const version = config?.apiVersion ?? 'v2';
  return useMemo(() => createCatalogueCalls(createHttp({ baseUrl, version })), [baseUrl, version]);
}
