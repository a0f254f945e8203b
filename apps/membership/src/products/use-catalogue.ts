import { createCatalogueCalls, type CatalogueCalls } from '@touchline/api-client';
import { useApiHttp } from '@touchline/store';
import { useMemo } from 'react';

/**
 * The catalogue calls, built by this remote on the page's HTTP client so their answer checks
 * load with the product pages rather than with the host.
 */
export function useCatalogue(): CatalogueCalls {
  const http = useApiHttp();
  return useMemo(() => createCatalogueCalls(http), [http]);
}
