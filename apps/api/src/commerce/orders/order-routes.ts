import { ErrorBody, Order, OrderParams, ReceiptQuery } from '@touchline/contracts';
import type { FastifyReply } from 'fastify';
import type { ApiInstance } from '../../http/api-instance';
import { requireUserOrGuest } from '../../identity/authenticate';
import type { CommerceContext } from '../commerce-context';
import { fail } from '../../errors/domain-error';
import { memberMailLanguage } from '../../mail/mail-language-repository';

import { isKnownTimeZone } from '../receipts/receipt-dates';
import { renderReceiptPdf } from '../receipts/receipt-pdf';
import { orderRecipient } from './order-row';
import { readableOrder } from './order-service';
import { orderView } from './order-view';

/** The order confirmation calls: the order and its PDF receipt. */
export async function orderRoutes(app: ApiInstance, context: CommerceContext): Promise<void> {
  const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

  app.get(
    '/v2/store/:club/orders/:id',
    {
      schema: { params: OrderParams, response: { 200: Order, ...errors } },
      preHandler: requireUserOrGuest,
    },
    async (request, reply) => {
      const order = await readableOrder(context, request.club, request.params.id, request.auth);
      return reply
        .header('cache-control', 'no-store')
        .send(await orderView(context.db, request.clubs, order));
    },
  );

  app.get(
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
      const order = await readableOrder(context, request.club, request.params.id, request.auth);
      const pdf = await renderReceiptPdf(
        await orderView(context.db, request.clubs, order),
        timeZone,
        await memberMailLanguage(context.db, orderRecipient(order)),
      );
      // The PDF's bytes: an answer the response schemas (refusals only) do not type.
      return (reply as FastifyReply)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="order-${order.order_seq}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
