import { randomUUID } from 'node:crypto';
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentMethodsTable } from '../../db/schema-commerce';
import { requireUser } from '../../identity/authenticate';
import { cardsAreNeeded } from '../../member-account/card-dependencies';
import { PaymentRequestError, UnknownPaymentMethodError } from '../../payments/payment-port';
import type { CommerceContext } from '../commerce-context';
import { fail } from '../../errors/domain-error';

import { customerFor } from '../orders/order-payments';

type PaymentMethodRow = Selectable<PaymentMethodsTable>;

export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.payment_method_id,
    brand: row.brand,
    last_four_digits: row.last_four_digits,
    expiration_month: row.expiration_month,
    expiration_year: row.expiration_year,
    funding: row.funding,
    is_default: row.is_default,
    created_at: new Date(row.created_at).toISOString(),
  };
}

function userId(request: FastifyRequest): number {
  const auth = request.auth;
  if (auth?.kind !== 'user') throw fail('unauthenticated');
  return auth.userId;
}

async function makeDefault(trx: Kysely<Database>, owner: number, id: number) {
  await trx
    .updateTable('payment_methods')
    .set({ is_default: false })
    .where('user_id', '=', owner)
    .where('is_default', '=', true)
    .execute();
  await trx
    .updateTable('payment_methods')
    .set({ is_default: true })
    .where('payment_method_id', '=', id)
    .execute();
}

/** A member's saved cards. */
export async function paymentMethodRoutes(
  app: FastifyInstance,
  context: CommerceContext,
): Promise<void> {
  const { db, payments } = context;
  app.addHook('preHandler', requireUser);
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

  const owned = (owner: number) =>
    db
      .selectFrom('payment_methods')
      .selectAll()
      .where('user_id', '=', owner)
      .where('provider', '=', payments.provider);

  app.get<{ Querystring: PaymentMethodListQuery }>(
    '/v2/member/payment-methods',
    {
      schema: {
        querystring: PaymentMethodListQuery,
        response: { 200: PaymentMethodList, ...errors },
      },
    },
    async (request, reply) => {
      const owner = userId(request);
      const { page = 1, per_page: perPage = 10 } = request.query;
      const [rows, count] = await Promise.all([
        owned(owner)
          .orderBy('is_default', 'desc')
          .orderBy('created_at', 'desc')
          .orderBy('payment_method_id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        db
          .selectFrom('payment_methods')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where('user_id', '=', owner)
          .where('provider', '=', payments.provider)
          .executeTakeFirstOrThrow(),
      ]);
      const total = Number(count.total);
      const from = rows.length > 0 ? (page - 1) * perPage + 1 : null;
      return reply.header('cache-control', 'no-store').send({
        items: rows.map(toPaymentMethod),
        total,
        current_page: page,
        per_page: perPage,
        from,
        to: from === null ? null : from + rows.length - 1,
      });
    },
  );

  app.post<{ Body: CreatePaymentMethodBody }>(
    '/v2/member/payment-methods/create',
    {
      schema: {
        body: CreatePaymentMethodBody,
        response: { 201: PaymentMethod, ...errors, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const owner = userId(request);
      const customerId = await customerFor(context, owner);
      let saved;
      try {
        saved = await payments.port.attachPaymentMethod({
          paymentMethodId: request.body.payment_method,
          customerId,
        });
      } catch (error) {
        if (error instanceof UnknownPaymentMethodError || error instanceof PaymentRequestError) {
          throw fail('payment_method_invalid', { message: error.message });
        }
        throw error;
      }
      const row = await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('payment_methods')
          .selectAll()
          .where('provider', '=', payments.provider)
          .where('provider_payment_method_id', '=', saved.paymentMethodId)
          .executeTakeFirst();
        if (existing && existing.user_id !== owner) {
          throw fail('card_saved_elsewhere');
        }
        const hasDefault = await trx
          .selectFrom('payment_methods')
          .select('payment_method_id')
          .where('user_id', '=', owner)
          .where('is_default', '=', true)
          .executeTakeFirst();
        const inserted =
          existing ??
          (await trx
            .insertInto('payment_methods')
            .values({
              user_id: owner,
              provider: payments.provider,
              provider_payment_method_id: saved.paymentMethodId,
              brand: saved.brand,
              last_four_digits: saved.lastFour,
              expiration_month: saved.expMonth,
              expiration_year: saved.expYear,
              funding: saved.funding,
              is_default: false,
            })
            .returningAll()
            .executeTakeFirstOrThrow());
        if (request.body.is_default === true || !hasDefault) {
          await makeDefault(trx, owner, inserted.payment_method_id);
        }
        return trx
          .selectFrom('payment_methods')
          .selectAll()
          .where('payment_method_id', '=', inserted.payment_method_id)
          .executeTakeFirstOrThrow();
      });
      return reply.code(201).send(toPaymentMethod(row));
    },
  );

  app.patch<{ Params: PaymentMethodParams; Body: UpdatePaymentMethodBody }>(
    '/v2/member/payment-methods/:id',
    {
      schema: {
        params: PaymentMethodParams,
        body: UpdatePaymentMethodBody,
        response: { 200: PaymentMethod, ...errors },
      },
    },
    async (request) => {
      const owner = userId(request);
      const row = await db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('payment_methods')
          .select('payment_method_id')
          .where('payment_method_id', '=', request.params.id)
          .where('user_id', '=', owner)
          .executeTakeFirst();
        if (!found) throw fail('payment_method_not_found');
        await makeDefault(trx, owner, found.payment_method_id);
        return trx
          .selectFrom('payment_methods')
          .selectAll()
          .where('payment_method_id', '=', found.payment_method_id)
          .executeTakeFirstOrThrow();
      });
      return toPaymentMethod(row);
    },
  );

  app.delete<{ Params: PaymentMethodParams }>(
    '/v2/member/payment-methods/:id',
    { schema: { params: PaymentMethodParams, response: { ...errors, 409: ErrorBody } } },
    async (request, reply) => {
      const owner = userId(request);
      const found = await owned(owner)
        .where('payment_method_id', '=', request.params.id)
        .executeTakeFirst();
      if (!found) throw fail('payment_method_not_found');
      const others = await owned(owner)
        .where('payment_method_id', '!=', found.payment_method_id)
        .executeTakeFirst();
      if (!others && (await cardsAreNeeded(db, owner))) throw fail('only_card_in_use');
      await payments.port.detachPaymentMethod(found.provider_payment_method_id);
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('payment_methods')
          .where('payment_method_id', '=', found.payment_method_id)
          .execute();
        if (!found.is_default) return;
        const next = await trx
          .selectFrom('payment_methods')
          .select('payment_method_id')
          .where('user_id', '=', owner)
          .orderBy('created_at', 'desc')
          .orderBy('payment_method_id', 'desc')
          .executeTakeFirst();
        if (next) await makeDefault(trx, owner, next.payment_method_id);
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/v2/member/create-payment-intent',
    { schema: { response: { 200: SetupIntentResult, ...errors } } },
    async (request, reply) => {
      const owner = userId(request);
      const setup = await payments.port.createSetupIntent({
        customerId: await customerFor(context, owner),
        idempotencyKey: `setup:${owner}:${randomUUID()}`,
      });
      return reply.header('cache-control', 'no-store').send({
        client_secret: setup.clientSecret,
        setup_intent_id: setup.id,
        provider: payments.provider,
      });
    },
  );
}
