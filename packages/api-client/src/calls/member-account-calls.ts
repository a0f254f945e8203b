import type { MemberOrderList, MemberOrderListQuery } from '@touchline/contracts';
import type { CallOptions, Http } from '../http';

const checks = () => import('../generated/member-account-validators');

/** The member's account area: the member's orders across clubs. */
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
  };
}

export type MemberAccountCalls = ReturnType<typeof createMemberAccountCalls>;
