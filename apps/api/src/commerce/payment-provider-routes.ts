import { fail } from '../errors/domain-error';
import { ErrorBody, PaymentsConfigResult, WebhookReceipt } from '@touchline/contracts';
import type { FastifyInstance } from 'fastify';
import { paymentRefusal } from '../payments/payment-refusals';
import { paymentSimulatorRoutes } from '../payments/card-simulator-routes';
import type { CommerceContext } from './commerce-context';
import { findPaymentOfIntent, isEventSeen, recordEvent } from './payment-event-repository';
import { creditCardRefusal, onIntentUpdated } from './orders/order-payments';
import { formatMoney } from './receipts/money-format';
import { recordProviderRefund } from './refunds/provider-refund-events';
import { named } from '../http/plugin-name';

/** The body of a webhook call, kept as sent: its signature covers the exact bytes. */
async function stripeWebhookRoute(app: FastifyInstance, context: CommerceContext) {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(
    ['application/json'],
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/v2/payments/stripe/webhook',
    { schema: { response: { 200: WebhookReceipt, 400: ErrorBody, 404: ErrorBody } } },
    async (request) => {
      if (context.payments.provider !== 'stripe') {
        throw fail('stripe_not_provider');
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      let event;
      try {
        event = await context.payments.port.parseWebhook(
          raw,
          Array.isArray(header) ? header[0] : header,
        );
      } catch (error) {
        throw paymentRefusal(error, 'webhook');
      }
      if (!(await isEventSeen(context.db, event.eventId))) {
        if (event.type === 'intent_updated') await onIntentUpdated(context, event.intent);
        if (event.type === 'refunds_updated') {
          for (const refund of event.refunds) await recordProviderRefund(context, refund);
        }
        await recordEvent(context.db, {
          eventId: event.eventId,
          provider: 'stripe',
          type: event.type === 'ignored' ? event.providerType : event.type,
        });
      }
      return { received: true as const };
    },
  );
}

/** What the browser needs of the payment provider, its simulator when offline, the webhook. */
export async function paymentProviderRoutes(
  app: FastifyInstance,
  context: CommerceContext,
): Promise<void> {
  const { payments } = context;
  app.get(
    '/v2/payments/config',
    { schema: { response: { 200: PaymentsConfigResult } } },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send({
        provider: payments.provider,
        publishable_key: payments.port.publishableKey,
      }),
  );

  if (payments.provider === 'test') {
    await app.register(named(paymentSimulatorRoutes), {
      port: payments.port,
      isAllowedReturnUrl: (url: string) => context.isAllowedReturnUrl(url),
      async checkCard(intent, card) {
        const payment = await findPaymentOfIntent(context.db, intent.id);
        if (!payment) return null;
        const club = await context.clubs.byAccountId(payment.account_id);
        return creditCardRefusal(context, club, payment.order_id, card);
      },
      onIntentUpdated: (intent) => onIntentUpdated(context, intent),
      formatAmount: (intent) => formatMoney(intent.amount, intent.currency),
    });
  }

  await app.register(named(stripeWebhookRoute), context);
}
