import { createCatalogueCalls } from '@touchline/api-client';
import { useApiHttp } from '@touchline/store';
import { useMemo } from 'react';

export type MembershipApi = ReturnType<typeof createCatalogueCalls>;

/** The catalogue calls of the membership purchase (programmes, products, forms, members). */
export function useMembershipApi(): MembershipApi {
  const http = useApiHttp();
  return useMemo(() => createCatalogueCalls(http), [http]);
}
