import {
  createCheckoutCalls,
  createMemberAccountCalls,
  createMemberLottoCalls,
  createMemberPaymentCalls,
  createMemberRenewalCalls,
  createPaymentSimulatorCalls,
} from '@touchline/api-client';
import { useApiHttp } from '@touchline/store';
import { useMemo } from 'react';

/**
 * The account pages' calls, built on the page's HTTP client: the member's orders,
 * lotto entries, renewals of last season's memberships, saved cards and arrears, the order's PDF copy, the card provider's configuration and its
 * offline simulator. They stay in the account pages' chunk, out of the sign-in pages.
 */
export function useAccountCalls() {
  const http = useApiHttp();
  return useMemo(() => {
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
  }, [http]);
}

export type AccountCalls = ReturnType<typeof useAccountCalls>;
