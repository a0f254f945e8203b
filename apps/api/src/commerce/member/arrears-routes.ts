import {
  ArrearsOrderList,
  ArrearsPayBody,
  ArrearsPayResult,
  ErrorBody,
  FailedPaymentsResult,
  PaymentRefusal,
} from '@touchline/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../../http/api-instance';
import { fail } from '../../errors/domain-error';
import { requireUser } from '../../identity/authenticate';
import type { CommerceContext } from '../commerce-context';
import { createArrearsService } from './arrears-service';

function userId(request: FastifyRequest): number {
  const auth = request.auth;
  if (auth?.kind !== 'user') throw fail('unauthenticated');
  return auth.userId;
}

/** Failed payments of a member's orders and paying them. */
export async function arrearsRoutes(app: ApiInstance, context: CommerceContext): Promise<void> {
  const arrears = createArrearsService(context);
  app.addHook('preHandler', requireUser);
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

  app.get(
    '/v2/member/has-failed-payments',
    { schema: { response: { 200: FailedPaymentsResult, ...errors } } },
    async (request, reply) => {
      const count = await arrears.failedPayments(userId(request));
      return reply
        .header('cache-control', 'no-store')
        .send({ has_failed_payments: count > 0, count });
    },
  );

  app.get(
    '/v2/member/arrears/orders',
    { schema: { response: { 200: ArrearsOrderList, ...errors } } },
    async (request, reply) => {
      const items = await arrears.arrears(userId(request));
      return reply.header('cache-control', 'no-store').send({ items, total: items.length });
    },
  );

  app.post(
    '/v2/member/arrears/pay',
    {
      schema: {
        body: ArrearsPayBody,
        response: {
          200: ArrearsPayResult,
          ...errors,
          402: PaymentRefusal,
          409: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request) => {
      const returnUrl = request.body.return_url;
      if (returnUrl !== undefined && !context.isAllowedReturnUrl(returnUrl)) {
        throw fail('return_url_refused');
      }
      return arrears.pay(
        userId(request),
        request.body.payment_method_id,
        request.body.order_ids,
        returnUrl,
      );
    },
  );
}
