import {
  createCheckoutCalls,
  createMemberAccountCalls,
  createMemberLottoCalls,
  createMemberPaymentCalls,
  createMemberRenewalCalls,
  createPaymentSimulatorCalls,
} from '@touchline/api-client';
import { createHttp, useStoreService } from '@touchline/store';
import { useMemo } from 'react';

interface ApiSettings {
  apiBaseUrl: string;
  apiVersion: string;
}

/**
 * The account pages' calls, built from the host's runtime configuration: the member's orders,
 * lotto entries, renewals of last season's memberships, saved cards and arrears, the order's PDF copy, the card provider's configuration and its
 * offline simulator. They stay in the account pages' chunk, out of the sign-in pages.
 */
export function useAccountCalls() {
  const config = useStoreService<ApiSettings | undefined>('config');
  const baseUrl = config?.apiBaseUrl ?? 'http://localhost:3333';
  const version = config?.apiVersion ?? 'v2';
  return useMemo(() => {
    const http = createHttp({ baseUrl, version });
    const checkout = createCheckoutCalls(http);
    return {
      ...createMemberAccountCalls(http),
      ...createMemberLottoCalls(http),
      ...createMemberPaymentCalls(http),
      ...createMemberRenewalCalls(http),
      ...createPaymentSimulatorCalls(http),
      downloadOrderPdf: checkout.downloadOrderPdf,
      getPaymentsConfig: checkout.getPaymentsConfig,
    };
  }, [baseUrl, version]);
}

export type AccountCalls = ReturnType<typeof useAccountCalls>;
