import type {
  BackofficeOrder,
  BackofficeOrderPage,
  BackofficeOrderQuery,
  BackofficeQuery,
  CancelInstalmentsResult,
  RefundBody,
  RefundResult,
} from '@touchline/contracts';
import type { CallOptions, Http } from '../http';
import { segment } from './paths';

const checks = () => import('../generated/backoffice-orders-validators');

const ORDERS = '/backoffice/orders';

/** The back office's orders: the club's orders, one order, refunds and cancellations. */
export function createBackofficeOrderCalls(http: Http) {
  return {
    /** `GET /backoffice/orders?per_page=&page=&search=`: newest first. */
    getOrders: (query: BackofficeOrderQuery = {}, { signal }: CallOptions = {}) =>
      http<BackofficeOrderPage>(ORDERS, {
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validateBackofficeOrderPage) },
      }),

    /** `GET /backoffice/orders/{order_id}` */
    getOrder: (orderId: string, query: BackofficeQuery = {}, { signal }: CallOptions = {}) =>
      http<BackofficeOrder>(`${ORDERS}/${segment(orderId)}`, {
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validateBackofficeOrder) },
      }),

    /** `POST /backoffice/orders/{order_id}/refunds`: the order, or one line, in full or part. */
    refund: (
      orderId: string,
      body: RefundBody,
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<RefundResult>(`${ORDERS}/${segment(orderId)}/refunds`, {
        method: 'POST',
        body,
        query,
        signal,
        check: { lazy: () => checks().then((m) => m.validateRefundResult) },
      }),

    /** `POST /backoffice/orders/{order_id}/lines/{order_item_id}/cancel-instalments` */
    cancelInstalments: (
      orderId: string,
      orderItemId: number,
      query: BackofficeQuery = {},
      { signal }: CallOptions = {},
    ) =>
      http<CancelInstalmentsResult>(
        `${ORDERS}/${segment(orderId)}/lines/${segment(orderItemId)}/cancel-instalments`,
        {
          method: 'POST',
          query,
          signal,
          check: { lazy: () => checks().then((m) => m.validateCancelInstalmentsResult) },
        },
      ),
  };
}

export type BackofficeOrderCalls = ReturnType<typeof createBackofficeOrderCalls>;
