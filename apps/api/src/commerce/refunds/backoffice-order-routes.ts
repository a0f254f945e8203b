import {
  BackofficeOrder,
  BackofficeOrderLineParams,
  BackofficeOrderPage,
  BackofficeOrderParams,
  BackofficeOrderQuery,
  CancelInstalmentsResult,
  ErrorBody,
  RefundBody,
  RefundResult,
} from '@touchline/contracts';
import type { ApiInstance } from '../../http/api-instance';
import {
  decorateManagedClub,
  managedClubOf,
  requireBackofficeTool,
} from '../../backoffice/club-admin-access';
import { fail } from '../../errors/domain-error';
import type { CommerceContext } from '../commerce-context';
import { findClubOrder, listClubOrders } from './backoffice-order-repository';
import { createOrderRefundService } from './order-refund-service';
import { backofficeSchema } from '../../backoffice/backoffice-schema';
import { pageAnswer } from '../../http/page-answer';

const BASE = '/v2/backoffice/orders';

/**
 * The club's orders in the back office: the list (newest first, by order number or buyer email),
 * one order with its lines, payments and refunds, refunds of the order or of one line, and the
 * cancellation of a line's instalments still to be charged. Admin or Owner of the club.
 */
export async function backofficeOrderRoutes(
  app: ApiInstance,
  context: CommerceContext,
): Promise<void> {
  const { db } = context;
  decorateManagedClub(app);
  const guard = requireBackofficeTool('orders');
  const refunds = createOrderRefundService(context);

  app.get(
    BASE,
    {
      preHandler: guard,
      schema: backofficeSchema({
        querystring: BackofficeOrderQuery,
        response: { 200: BackofficeOrderPage },
      }),
    },
    async (request) => {
      const { accountId } = managedClubOf(request);
      const { page = 1, per_page: perPage = 10, search } = request.query;
      const { items, total } = await listClubOrders(db, accountId, search, { page, perPage });
      return pageAnswer(items, total, { page, perPage });
    },
  );

  app.get(
    `${BASE}/:order_id`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        params: BackofficeOrderParams,
        response: { 200: BackofficeOrder },
      }),
    },
    async (request) => {
      const order = await findClubOrder(
        db,
        managedClubOf(request).accountId,
        request.params.order_id,
      );
      if (!order) throw fail('order_not_found');
      return order;
    },
  );

  app.post(
    `${BASE}/:order_id/refunds`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        params: BackofficeOrderParams,
        body: RefundBody,
        response: {
          200: RefundResult,
          201: RefundResult,
          409: ErrorBody,
          422: ErrorBody,
        },
      }),
    },
    async (request, reply) => {
      // The guard let through a signed-in user only.
      const auth = request.auth;
      if (auth?.kind !== 'user') throw fail('forbidden');
      const outcome = await refunds.refund({
        accountId: managedClubOf(request).accountId,
        orderId: request.params.order_id,
        orderItemId: request.body.order_item_id ?? null,
        amount: request.body.amount ?? null,
        quantity: request.body.quantity ?? null,
        reason: request.body.reason,
        idempotencyKey: request.body.idempotency_key,
        userId: auth.userId,
      });
      return reply
        .code(outcome.created ? 201 : 200)
        .send({ refunded: outcome.refunded, order: outcome.order });
    },
  );

  app.post(
    `${BASE}/:order_id/lines/:order_item_id/cancel-instalments`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        params: BackofficeOrderLineParams,
        response: { 200: CancelInstalmentsResult },
      }),
    },
    async (request) =>
      refunds.cancelInstalments(
        managedClubOf(request).accountId,
        request.params.order_id,
        request.params.order_item_id,
      ),
  );
}
