import { ErrorBody, Order, OrderParams, ReceiptQuery } from '@touchline/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUserOrGuest } from '../../identity/authenticate';
import type { CommerceContext } from '../commerce-context';
import { fail } from '../../errors/domain-error';

import { isKnownTimeZone } from '../receipts/receipt-dates';
import { renderReceiptPdf } from '../receipts/receipt-pdf';
import { onIntentUpdated } from './order-payments';
import type { OrderRow } from './order-placement';
import { canReadOrder, orderView } from './order-view';

/** The order confirmation calls: the order and its PDF receipt. */
export async function orderRoutes(app: FastifyInstance, context: CommerceContext): Promise<void> {
  const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

  async function readableOrder(
    request: FastifyRequest<{ Params: OrderParams }>,
  ): Promise<OrderRow> {
    const club = request.club;
    let order = await context.db
      .selectFrom('orders')
      .selectAll()
      .where('order_id', '=', request.params.id)
      .where('account_id', '=', club.accountId)
      .executeTakeFirst();
    if (!order || !canReadOrder(order, request.auth)) throw fail('order_not_found');
    if (order.status === 'New' && context.payments.provider === 'stripe') {
      // The browser confirms Stripe payments itself: ask Stripe in case the webhook is late.
      const payment = await context.db
        .selectFrom('payments')
        .select('intent_id')
        .where('order_id', '=', order.order_id)
        .where('purpose', '=', 'checkout')
        .orderBy('payment_id', 'desc')
        .executeTakeFirst();
      if (payment) {
        await onIntentUpdated(
          context,
          await context.payments.port.retrievePaymentIntent(payment.intent_id),
        );
        order = await context.db
          .selectFrom('orders')
          .selectAll()
          .where('order_id', '=', order.order_id)
          .executeTakeFirstOrThrow();
      }
    }
    return order;
  }

  app.get<{ Params: OrderParams }>(
    '/v2/store/:club/orders/:id',
    {
      schema: { params: OrderParams, response: { 200: Order, ...errors } },
      preHandler: requireUserOrGuest,
    },
    async (request, reply) => {
      const order = await readableOrder(request);
      return reply.header('cache-control', 'no-store').send(await orderView(context.db, order));
    },
  );

  app.get<{ Params: OrderParams; Querystring: ReceiptQuery }>(
    '/v2/store/:club/orders/:id/download',
    {
      schema: { params: OrderParams, querystring: ReceiptQuery, response: errors },
      preHandler: requireUserOrGuest,
    },
    async (request, reply) => {
      const timeZone = request.query.timezone ?? 'UTC';
      if (!isKnownTimeZone(timeZone)) {
        throw fail('invalid_request', {
          errors: { 'querystring.timezone': ['must be a time zone such as Europe/Dublin'] },
        });
      }
      const order = await readableOrder(request);
      const pdf = await renderReceiptPdf(await orderView(context.db, order), timeZone);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="order-${order.order_seq}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
