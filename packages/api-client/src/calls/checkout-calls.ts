import type {
  CheckoutBody,
  CheckoutResult,
  CreatePaymentIntentBody,
  FreeCheckoutBody,
  FreeCheckoutResult,
  Order,
  PaymentIntentResult,
  PaymentsConfigResult,
  ReceiptQuery,
} from '@touchline/contracts';
import type { CallOptions, Http } from '../http';
import { segment, storePath } from './paths';

const checks = () => import('../generated/checkout-validators');

/** Order creation is idempotent per key: a retried press or request never places a second order. */
export interface OrderCallOptions extends CallOptions {
  /** Sent as `Idempotency-Key`: 8 to 200 letters, digits or `._:-`. */
  idempotencyKey?: string;
}

const idempotencyHeader = (key: string | undefined) =>
  key ? { 'Idempotency-Key': key } : undefined;

/** The time zone the receipt's dates are written in: the browser's own. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Checkouts (paid and free), payment intents, orders and their PDF copy; guests may call them. */
export function createCheckoutCalls(http: Http) {
  return {
    /** `POST /store/{club}/checkouts`: the order and the payment's `payment_token`. */
    createCheckout: (
      club: string,
      body: CheckoutBody,
      { signal, idempotencyKey }: OrderCallOptions = {},
    ) =>
      http<CheckoutResult>(`${storePath(club)}/checkouts`, {
        method: 'POST',
        body,
        signal,
        headers: idempotencyHeader(idempotencyKey),
        auth: 'guest',
        check: { lazy: () => checks().then((m) => m.validateCheckoutResult) },
      }),

    /** `POST /store/{club}/create-payment-intent` */
    createPaymentIntent: (
      club: string,
      body: CreatePaymentIntentBody,
      { signal }: CallOptions = {},
    ) =>
      http<PaymentIntentResult>(`${storePath(club)}/create-payment-intent`, {
        method: 'POST',
        body,
        signal,
        auth: 'guest',
        check: { lazy: () => checks().then((m) => m.validatePaymentIntentResult) },
      }),

    /** `POST /store/{club}/free_checkout`: a cart with nothing to pay today becomes an order. */
    freeCheckout: (
      club: string,
      body: FreeCheckoutBody,
      { signal, idempotencyKey }: OrderCallOptions = {},
    ) =>
      http<FreeCheckoutResult>(`${storePath(club)}/free_checkout`, {
        method: 'POST',
        body,
        signal,
        headers: idempotencyHeader(idempotencyKey),
        auth: 'guest',
        check: { lazy: () => checks().then((m) => m.validateFreeCheckoutResult) },
      }),

    /** `GET /store/{club}/orders/{id}` */
    getOrder: (club: string, orderId: string, { signal }: CallOptions = {}) =>
      http<Order>(`${storePath(club)}/orders/${segment(orderId)}`, {
        signal,
        auth: 'guest',
        cache: 'no-store',
        check: { lazy: () => checks().then((m) => m.validateOrder) },
      }),

    /** `GET /store/{club}/orders/{id}/download?timezone=`: the order's PDF copy. */
    downloadOrderPdf: (
      club: string,
      orderId: string,
      query: ReceiptQuery = { timezone: browserTimeZone() },
      { signal }: CallOptions = {},
    ) =>
      http<Blob>(`${storePath(club)}/orders/${segment(orderId)}/download`, {
        query,
        signal,
        auth: 'guest',
        responseType: 'blob',
      }),

    /** `GET /payments/config`: the card payment provider and its publishable key. */
    getPaymentsConfig: ({ signal }: CallOptions = {}) =>
      http<PaymentsConfigResult>('/payments/config', {
        signal,
        auth: 'none',
        check: { lazy: () => checks().then((m) => m.validatePaymentsConfigResult) },
      }),
  };
}

export type CheckoutCalls = ReturnType<typeof createCheckoutCalls>;
