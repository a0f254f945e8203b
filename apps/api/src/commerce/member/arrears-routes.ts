import {
  ArrearsOrderList,
  ArrearsPayBody,
  ArrearsPayResult,
  ErrorBody,
  FailedPaymentsResult,
  PaymentRefusal,
  type ArrearsOrder,
} from '@touchline/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { requireUser } from '../../identity/authenticate';
import type { CommerceContext } from '../commerce-context';
import { fail } from '../../errors/domain-error';

import { customerFor, onIntentUpdated, refusalMessage } from '../orders/order-payments';

function userId(request: FastifyRequest): number {
  const auth = request.auth;
  if (auth?.kind !== 'user') throw fail('unauthenticated');
  return auth.userId;
}

/** Failed payments of a member's orders and paying them. */
export async function arrearsRoutes(app: FastifyInstance, context: CommerceContext): Promise<void> {
  const { db } = context;
  app.addHook('preHandler', requireUser);
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

  const failed = (owner: number) =>
    db
      .selectFrom('order_instalments as i')
      .innerJoin('orders as o', 'o.order_id', 'i.order_id')
      .innerJoin('order_items as it', 'it.order_item_id', 'i.order_item_id')
      .innerJoin('clubs as c', 'c.account_id', 'o.account_id')
      .where('o.user_id', '=', owner)
      .where('o.status', '=', 'Completed')
      .where('i.status', '=', 'failed');

  async function arrears(owner: number, orderIds?: readonly string[]): Promise<ArrearsOrder[]> {
    let query = failed(owner).select([
      'o.order_id',
      'o.order_seq',
      'o.currency',
      'o.created_at',
      'c.account_id',
      'c.name as club_name',
      'c.slug',
      'i.order_instalment_id',
      'i.sequence',
      sql<string>`to_char(i.due_on, 'YYYY-MM-DD')`.as('due_on'),
      'i.amount',
      'it.name as product_name',
    ]);
    if (orderIds) query = query.where('o.order_id', 'in', [...orderIds]);
    const rows = await query.orderBy('o.created_at').orderBy('i.due_on').execute();
    const byOrder = new Map<string, ArrearsOrder>();
    for (const row of rows) {
      const order = byOrder.get(row.order_id) ?? {
        order_id: row.order_id,
        order_seq: row.order_seq,
        club: { account_id: row.account_id, name: row.club_name, slug: row.slug },
        currency: row.currency,
        amount_due: 0,
        created_at: new Date(row.created_at).toISOString(),
        instalments: [],
      };
      order.amount_due += row.amount;
      order.instalments.push({
        instalment_id: row.order_instalment_id,
        product_name: row.product_name,
        sequence: row.sequence,
        due_on: row.due_on,
        amount: row.amount,
      });
      byOrder.set(row.order_id, order);
    }
    return [...byOrder.values()];
  }

  app.get(
    '/v2/member/has-failed-payments',
    { schema: { response: { 200: FailedPaymentsResult, ...errors } } },
    async (request, reply) => {
      const row = await failed(userId(request))
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const count = Number(row.count);
      return reply
        .header('cache-control', 'no-store')
        .send({ has_failed_payments: count > 0, count });
    },
  );

  app.get(
    '/v2/member/arrears/orders',
    { schema: { response: { 200: ArrearsOrderList, ...errors } } },
    async (request, reply) => {
      const items = await arrears(userId(request));
      return reply.header('cache-control', 'no-store').send({ items, total: items.length });
    },
  );

  app.post<{ Body: ArrearsPayBody }>(
    '/v2/member/arrears/pay',
    {
      schema: {
        body: ArrearsPayBody,
        response: { 200: ArrearsPayResult, ...errors, 402: PaymentRefusal, 422: ErrorBody },
      },
    },
    async (request) => {
      const owner = userId(request);
      const card = await db
        .selectFrom('payment_methods')
        .selectAll()
        .where('payment_method_id', '=', request.body.payment_method_id)
        .where('user_id', '=', owner)
        .where('provider', '=', context.payments.provider)
        .executeTakeFirst();
      if (!card) throw fail('payment_method_not_found');
      const due = await arrears(owner, request.body.order_ids);
      if (due.length === 0) throw fail('no_arrears');
      const customerId = await customerFor(context, owner);
      const paid: { order_id: string; amount: number; currency: string }[] = [];
      for (const order of due) {
        const instalmentIds = order.instalments.map((instalment) => instalment.instalment_id);
        const attempts = await db
          .updateTable('order_instalments')
          .set({ attempts: sql<number>`attempts + 1` })
          .where('order_instalment_id', 'in', instalmentIds)
          .returning('attempts')
          .execute();
        const attempt = Math.max(...attempts.map((row) => row.attempts));
        const intent = await context.payments.port.chargeSavedCard({
          amount: order.amount_due,
          currency: order.currency.toLowerCase(),
          paymentMethodId: card.provider_payment_method_id,
          customerId,
          idempotencyKey: `arrears:${order.order_id}:${instalmentIds.join('-')}:${attempt}`,
          description: `${order.club.name} order ${order.order_seq}: payment in arrears`,
          metadata: { order_id: order.order_id, purpose: 'arrears' },
        });
        await db
          .insertInto('payments')
          .values({
            account_id: order.club.account_id,
            order_id: order.order_id,
            purpose: 'arrears',
            provider: context.payments.provider,
            intent_id: intent.id,
            client_secret: intent.clientSecret,
            amount: intent.amount,
            currency: intent.currency,
            status: intent.status,
            instalment_ids: JSON.stringify(instalmentIds),
          })
          .onConflict((conflict) => conflict.column('intent_id').doNothing())
          .execute();
        await onIntentUpdated(context, intent);
        if (intent.status !== 'succeeded') {
          throw fail('payment_refused', {
            message: refusalMessage(intent),
            extra: {
              code: intent.error?.code ?? null,
              decline_code: intent.error?.declineCode ?? null,
              order_id: order.order_id,
            },
          });
        }
        paid.push({ order_id: order.order_id, amount: order.amount_due, currency: order.currency });
      }
      return { paid };
    },
  );
}
