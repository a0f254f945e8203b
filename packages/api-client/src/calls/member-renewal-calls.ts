import type { RenewalList, RenewalsBody, RenewalsResult } from '@touchline/contracts';
import type { CallOptions, Http } from '../http';

const checks = () => import('../generated/member-renewals-validators');

/** Renew last season (the account area's Renewals page). */
export function createMemberRenewalCalls(http: Http) {
  return {
    /**
     * `GET /member/renewals`: the household's memberships that ended or end within 60 days, each
     * with next season's matching plan or none.
     */
    getRenewals: ({ signal }: CallOptions = {}) =>
      http<RenewalList>('/member/renewals', {
        signal,
        cache: 'no-store',
        check: { lazy: () => checks().then((m) => m.validateRenewalList) },
      }),

    /** `POST /member/renewals`: next season's plans for the same people, into the club's cart. */
    renewMemberships: (body: RenewalsBody, { signal }: CallOptions = {}) =>
      http<RenewalsResult>('/member/renewals', {
        method: 'POST',
        body,
        signal,
        check: { lazy: () => checks().then((m) => m.validateRenewalsResult) },
      }),
  };
}

export type MemberRenewalCalls = ReturnType<typeof createMemberRenewalCalls>;
