import {
  CreatePaymentMethodBody,
  ErrorBody,
  PaymentMethod,
  PaymentMethodList,
  PaymentMethodListQuery,
  PaymentMethodParams,
  SetupIntentResult,
  UpdatePaymentMethodBody,
} from '@touchline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiInstance } from '../../http/api-instance';
import { fail } from '../../errors/domain-error';
import { requireUser } from '../../identity/authenticate';
import type { CommerceContext } from '../commerce-context';
import { createPaymentMethodService } from './payment-method-service';

function userId(request: FastifyRequest): number {
  const auth = request.auth;
  if (auth?.kind !== 'user') throw fail('unauthenticated');
  return auth.userId;
}

/** A member's saved cards. */
export async function paymentMethodRoutes(
  app: ApiInstance,
  context: CommerceContext,
): Promise<void> {
  const cards = createPaymentMethodService(context);
  app.addHook('preHandler', requireUser);
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

  app.get(
    '/v2/member/payment-methods',
    {
      schema: {
        querystring: PaymentMethodListQuery,
        response: { 200: PaymentMethodList, ...errors },
      },
    },
    async (request, reply) => {
      const { page = 1, per_page: perPage = 10 } = request.query;
      const list = await cards.list(userId(request), page, perPage);
      return reply.header('cache-control', 'no-store').send(list);
    },
  );

  app.post(
    '/v2/member/payment-methods/create',
    {
      schema: {
        body: CreatePaymentMethodBody,
        response: { 201: PaymentMethod, ...errors, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const { payment_method: paymentMethod, is_default: isDefault } = request.body;
      const saved = await cards.save(userId(request), paymentMethod, isDefault === true);
      return reply.code(201).send(saved);
    },
  );

  app.patch(
    '/v2/member/payment-methods/:id',
    {
      schema: {
        params: PaymentMethodParams,
        body: UpdatePaymentMethodBody,
        response: { 200: PaymentMethod, ...errors },
      },
    },
    async (request) => cards.makeDefault(userId(request), request.params.id),
  );

  app.delete(
    '/v2/member/payment-methods/:id',
    { schema: { params: PaymentMethodParams, response: { ...errors, 409: ErrorBody } } },
    async (request, reply) => {
      await cards.remove(userId(request), request.params.id);
      // A 204 with no body: an answer the response schemas (refusals only) do not type.
      return (reply as FastifyReply).code(204).send();
    },
  );

  app.get(
    '/v2/member/create-payment-intent',
    { schema: { response: { 200: SetupIntentResult, ...errors } } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await cards.createSetupIntent(userId(request))),
  );
}
