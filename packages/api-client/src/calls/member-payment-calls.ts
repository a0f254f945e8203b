import type {
  ArrearsOrderList,
  ArrearsPayBody,
  ArrearsPayResult,
  CreatePaymentMethodBody,
  FailedPaymentsResult,
  PaymentMethod,
  PaymentMethodList,
  PaymentMethodListQuery,
  SetupIntentResult,
  UpdatePaymentMethodBody,
} from '@touchline/contracts';
import type { CallOptions, Http } from '../http';
import { segment } from './paths';

const checks = () => import('../generated/member-payments-validators');

/** The payment-method list's page: 10 a page, from page 1. */
export const PAYMENT_METHODS_FIRST_PAGE: PaymentMethodListQuery = { per_page: 10, page: 1 };

/** A member's saved cards and arrears. */
export function createMemberPaymentCalls(http: Http) {
  return {
    /** `GET /member/payment-methods?per_page=10&page=1` */
    getPaymentMethods: (
      query: PaymentMethodListQuery = PAYMENT_METHODS_FIRST_PAGE,
      { signal }: CallOptions = {},
    ) =>
      http<PaymentMethodList>('/member/payment-methods', {
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validatePaymentMethodList) },
      }),

    /** `POST /member/payment-methods/create` */
    createPaymentMethod: (body: CreatePaymentMethodBody, { signal }: CallOptions = {}) =>
      http<PaymentMethod>('/member/payment-methods/create', {
        method: 'POST',
        body,
        signal,
        check: { lazy: () => checks().then((m) => m.validatePaymentMethod) },
      }),

    /** `PATCH /member/payment-methods/{id}`: makes the card the default one. */
    updatePaymentMethod: (
      id: number,
      body: UpdatePaymentMethodBody,
      { signal }: CallOptions = {},
    ) =>
      http<PaymentMethod>(`/member/payment-methods/${segment(id)}`, {
        method: 'PATCH',
        body,
        signal,
        check: { lazy: () => checks().then((m) => m.validatePaymentMethod) },
      }),

    /** `DELETE /member/payment-methods/{id}`: the answer carries nothing the site uses. */
    deletePaymentMethod: async (id: number, { signal }: CallOptions = {}): Promise<void> => {
      await http<unknown>(`/member/payment-methods/${segment(id)}`, { method: 'DELETE', signal });
    },

    /** `GET /member/create-payment-intent`: the client secret that saves a new card. */
    createSetupIntent: ({ signal }: CallOptions = {}) =>
      http<SetupIntentResult>('/member/create-payment-intent', {
        signal,
        cache: 'no-store',
        check: { lazy: () => checks().then((m) => m.validateSetupIntentResult) },
      }),

    /** `GET /member/has-failed-payments` */
    hasFailedPayments: ({ signal }: CallOptions = {}) =>
      http<FailedPaymentsResult>('/member/has-failed-payments', {
        signal,
        check: { lazy: () => checks().then((m) => m.validateFailedPaymentsResult) },
      }),

    /** `GET /member/arrears/orders` */
    getArrearsOrders: ({ signal }: CallOptions = {}) =>
      http<ArrearsOrderList>('/member/arrears/orders', {
        signal,
        check: { lazy: () => checks().then((m) => m.validateArrearsOrderList) },
      }),

    /** `POST /member/arrears/pay` */
    payArrears: (body: ArrearsPayBody, { signal }: CallOptions = {}) =>
      http<ArrearsPayResult>('/member/arrears/pay', {
        method: 'POST',
        body,
        signal,
        check: { lazy: () => checks().then((m) => m.validateArrearsPayResult) },
      }),
  };
}

export type MemberPaymentCalls = ReturnType<typeof createMemberPaymentCalls>;
