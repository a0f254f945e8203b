import type {
  AutoRenewal,
  AutoRenewalList,
  ChangeEmailBody,
  ChangePasswordBody,
  ConfirmEmailChangeBody,
  FamilyList,
  FamilyMember,
  JuvenilePatchBody,
  MemberOrderList,
  MemberOrderListQuery,
  MemberSubscription,
  MemberSubscriptionList,
  MessageAnswer,
} from '@touchline/contracts';
import { segment } from './paths';
import type { CallOptions, Http } from '../http';

const checks = () => import('../generated/member-account-validators');
const identityChecks = () => import('../generated/identity-validators');

/**
 * The member's account area: the member's orders across clubs, their automatic renewals and
 * subscriptions, and changing the password or email address after entering the password again.
 */
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

    /** `GET /member/subscriptions`: subscription plans, running ones first. */
    getSubscriptions: ({ signal }: CallOptions = {}) =>
      http<MemberSubscriptionList>('/member/subscriptions', {
        signal,
        cache: 'no-store',
        check: { lazy: () => checks().then((m) => m.validateMemberSubscriptionList) },
      }),

    /** `POST /member/subscriptions/{order item id}/stop`: no period is charged after. */
    stopSubscription: (orderItemId: number, { signal }: CallOptions = {}) =>
      http<MemberSubscription>(`/member/subscriptions/${segment(orderItemId)}/stop`, {
        method: 'POST',
        signal,
        check: { lazy: () => checks().then((m) => m.validateMemberSubscription) },
      }),

    /** `GET /member/family`: the member and the people they answer for, in every club. */
    getFamily: ({ signal }: CallOptions = {}) =>
      http<FamilyList>('/member/family', {
        signal,
        cache: 'no-store',
        check: { lazy: () => checks().then((m) => m.validateFamilyList) },
      }),

    /** `PATCH /member/family/{member id}`: a juvenile's details. */
    updateJuvenile: (memberId: number, body: JuvenilePatchBody, { signal }: CallOptions = {}) =>
      http<FamilyMember>(`/member/family/${segment(memberId)}`, {
        method: 'PATCH',
        body,
        signal,
        check: { lazy: () => checks().then((m) => m.validateFamilyMember) },
      }),

    /** `POST /member/family/{member id}/claim-link`: an adult's claim link, mailed again. */
    sendClaimLink: (memberId: number, { signal }: CallOptions = {}) =>
      http<FamilyMember>(`/member/family/${segment(memberId)}/claim-link`, {
        method: 'POST',
        signal,
        check: { lazy: () => checks().then((m) => m.validateFamilyMember) },
      }),

    /** `POST /user/password`: a new password after the current one; other sessions end. */
    changePassword: (body: ChangePasswordBody, { signal }: CallOptions = {}) =>
      http<MessageAnswer>('/user/password', {
        method: 'POST',
        body,
        signal,
        check: { lazy: () => identityChecks().then((m) => m.validateMessageAnswer) },
      }),

    /** `POST /user/email`: mails a confirmation link to the new address. */
    changeEmail: (body: ChangeEmailBody, { signal }: CallOptions = {}) =>
      http<MessageAnswer>('/user/email', {
        method: 'POST',
        body,
        signal,
        check: { lazy: () => identityChecks().then((m) => m.validateMessageAnswer) },
      }),

    /** `POST /user/email/confirm`: the code of the link (`c`); the address changes. */
    confirmEmailChange: (body: ConfirmEmailChangeBody, { signal }: CallOptions = {}) =>
      http<MessageAnswer>('/user/email/confirm', {
        method: 'POST',
        body,
        signal,
        auth: 'none',
        check: { lazy: () => identityChecks().then((m) => m.validateMessageAnswer) },
      }),

    /**
     * `POST /user/email/undo`: the code of the link mailed to the old address (`c`); that
     * address comes back and every session of the account ends.
     */
    undoEmailChange: (body: ConfirmEmailChangeBody, { signal }: CallOptions = {}) =>
      http<MessageAnswer>('/user/email/undo', {
        method: 'POST',
        body,
        signal,
        auth: 'none',
        check: { lazy: () => identityChecks().then((m) => m.validateMessageAnswer) },
      }),
  };
}

export type MemberAccountCalls = ReturnType<typeof createMemberAccountCalls>;
