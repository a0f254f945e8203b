import type {
  AutoRenewal,
  AutoRenewalList,
  MemberOrderList,
  MemberOrderListQuery,
} from '@touchline/contracts';
import { segment } from './paths';
import type { CallOptions, Http } from '../http';

const checks = () => import('../generated/member-account-validators');

/** The member's account area: the member's orders across clubs, their automatic renewals. */
export function createMemberAccountCalls(http: Http) {
  return {
    /** `GET /member/orders?per_page=10&page=1`: newest first. */
    getMemberOrders: (query: MemberOrderListQuery = {}, { signal }: CallOptions = {}) =>
      http<MemberOrderList>('/member/orders', {
        query,
        signal,
        cache: 'no-store',
        check: { lazy: () => checks().then((m) => m.validateMemberOrderList) },
      }),

    /** `GET /member/auto-renewals`: lotto and draw entries that renew on their own. */
    getAutoRenewals: ({ signal }: CallOptions = {}) =>
      http<AutoRenewalList>('/member/auto-renewals', {
        signal,
        cache: 'no-store',
        check: { lazy: () => checks().then((m) => m.validateAutoRenewalList) },
      }),

    /** `POST /member/auto-renewals/{order item id}/stop` */
    stopAutoRenewal: (orderItemId: number, { signal }: CallOptions = {}) =>
      http<AutoRenewal>(`/member/auto-renewals/${segment(orderItemId)}/stop`, {
        method: 'POST',
        signal,
        check: { lazy: () => checks().then((m) => m.validateAutoRenewal) },
      }),
  };
}

export type MemberAccountCalls = ReturnType<typeof createMemberAccountCalls>;
