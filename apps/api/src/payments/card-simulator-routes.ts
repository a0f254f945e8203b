import { ERRORS } from '../errors/catalogue';
import { fail } from '../errors/domain-error';
import formbody from '@fastify/formbody';
import {
  ErrorBody,
  PaymentRefusal,
  TestAuthenticationBody,
  TestAuthenticationParams,
  TestCardBody,
  TestCardToken,
  TestConfirmBody,
  TestIntent,
  TestIntentQuery,
  TestSetupConfirmBody,
  TestSetupResult,
} from '@touchline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiInstance } from '../http/api-instance';
import { PAGE_STYLE, pageSecurityPolicy } from '../mail/html';
import {
  renderAuthenticationMissing,
  renderAuthenticationPage,
  renderAuthenticationResult,
} from './authentication-page';
import type { CardDetails, IntentState } from './payment-port';
import { paymentRefusal } from './payment-refusals';
import type { SimulatedCardProvider } from './simulated-card-provider';

export interface SimulatorRouteOptions {
  readonly port: SimulatedCardProvider;
  /** A return address on an allowed club site origin. */
  readonly isAllowedReturnUrl: (url: string) => boolean;
  /** A rule refusing a card for this payment (e.g. credit cards for lotto): the message, or null. */
  readonly checkCard: (intent: IntentState, card: CardDetails) => Promise<string | null>;
  /** Called after every change of an intent (the order is completed on success). */
  readonly onIntentUpdated: (intent: IntentState) => Promise<void>;
  /** How the amount reads on the 3-D Secure page. */
  readonly formatAmount: (intent: IntentState) => string;
}

export const RETURN_URL_REFUSED = ERRORS.return_url_refused.message;

export function toTestIntent(intent: IntentState): TestIntent {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    next_action: intent.status === 'requires_action' ? { redirect_url: intent.redirectUrl } : null,
    last_payment_error: intent.error
      ? {
          type: intent.error.type,
          code: intent.error.code,
          decline_code: intent.error.declineCode,
          message: intent.error.message,
        }
      : null,
  };
}

function wantsHtml(request: FastifyRequest): boolean {
  return /text\/html/.test(request.headers.accept ?? '');
}

/**
 * What the browser calls on the offline card simulator in place of the provider's library:
 * tokenise a card, confirm a payment or a card setup, read a payment, and the 3-D Secure page.
 */
export async function paymentSimulatorRoutes(
  app: ApiInstance,
  options: SimulatorRouteOptions,
): Promise<void> {
  const { port } = options;
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  const page = (reply: FastifyReply, status: number, html: string, targets?: string[]) =>
    reply
      .code(status)
      .header('content-security-policy', pageSecurityPolicy(PAGE_STYLE, targets))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  app.post(
    '/v2/payments/test/confirmation-tokens',
    { schema: { body: TestCardBody, response: { 201: TestCardToken, 402: PaymentRefusal } } },
    async (request, reply) => {
      const result = await port.tokeniseCard({
        number: request.body.number,
        expMonth: request.body.exp_month,
        expYear: request.body.exp_year,
        cvc: request.body.cvc,
      });
      if (!result.ok) {
        throw fail('card_declined', {
          message: result.error.message,
          extra: { code: result.error.code, decline_code: result.error.declineCode },
        });
      }
      return reply.code(201).send({
        id: result.token,
        card: {
          brand: result.card.brand,
          last4: result.card.lastFour,
          exp_month: result.card.expMonth,
          exp_year: result.card.expYear,
          funding: result.card.funding,
        },
      });
    },
  );

  app.post(
    '/v2/payments/test/payment-intents/confirm',
    {
      schema: {
        body: TestConfirmBody,
        response: { 200: TestIntent, 400: ErrorBody, 404: ErrorBody, 422: PaymentRefusal },
      },
    },
    async (request) => {
      const {
        client_secret: secret,
        confirmation_token: token,
        return_url: returnUrl,
      } = request.body;
      if (returnUrl && !options.isAllowedReturnUrl(returnUrl)) {
        throw fail('return_url_refused');
      }
      const intent = await port.findIntentByClientSecret(secret);
      if (!intent) throw fail('payment_not_found');
      try {
        const card = await port.inspectConfirmationToken(token);
        const refusal = await options.checkCard(intent, card);
        if (refusal) {
          throw fail('card_not_accepted', {
            message: refusal,
            extra: { code: 'card_not_accepted', decline_code: null },
          });
        }
        const updated = await port.confirmPaymentIntent(intent.id, {
          confirmationToken: token,
          returnUrl: returnUrl ?? null,
        });
        await options.onIntentUpdated(updated);
        return toTestIntent(updated);
      } catch (error) {
        throw paymentRefusal(error, 'test_pages');
      }
    },
  );

  app.get(
    '/v2/payments/test/payment-intents',
    { schema: { querystring: TestIntentQuery, response: { 200: TestIntent, 404: ErrorBody } } },
    async (request) => {
      const intent = await port.findIntentByClientSecret(request.query.client_secret);
      if (!intent) throw fail('payment_not_found');
      return toTestIntent(intent);
    },
  );

  app.post(
    '/v2/payments/test/setup-intents/confirm',
    {
      schema: {
        body: TestSetupConfirmBody,
        response: { 200: TestSetupResult, 400: ErrorBody },
      },
    },
    async (request) => {
      try {
        const paymentMethod = await port.confirmSetupIntent(
          request.body.client_secret,
          request.body.confirmation_token,
        );
        return { status: 'succeeded' as const, payment_method: paymentMethod };
      } catch (error) {
        throw paymentRefusal(error, 'test_pages');
      }
    },
  );

  async function pendingIntent(intentId: string, clientSecret: string) {
    const intent = await port.findIntentByClientSecret(clientSecret);
    return intent && intent.id === intentId ? intent : null;
  }

  app.get(
    '/v2/payments/test/authenticate/:intentId',
    {
      schema: {
        params: TestAuthenticationParams,
        querystring: TestIntentQuery,
        response: { 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const intent = await pendingIntent(request.params.intentId, request.query.client_secret);
      if (!intent || intent.status !== 'requires_action') {
        if (wantsHtml(request)) return page(reply, 404, renderAuthenticationMissing(PAGE_STYLE));
        throw fail('payment_not_found');
      }
      return page(
        reply,
        200,
        renderAuthenticationPage(
          {
            intentId: intent.id,
            clientSecret: intent.clientSecret,
            amount: options.formatAmount(intent),
            description: intent.metadata['description'] ?? '',
            lastFour: intent.card?.lastFour ?? null,
          },
          PAGE_STYLE,
        ),
        ["'self'", ...(await returnOrigin(intent.id))],
      );
    },
  );

  async function returnOrigin(intentId: string): Promise<string[]> {
    const url = await port.returnUrlOf(intentId);
    return url ? [new URL(url).origin] : [];
  }

  app.post(
    '/v2/payments/test/authenticate/:intentId',
    {
      schema: {
        params: TestAuthenticationParams,
        body: TestAuthenticationBody,
        response: { 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const intent = await pendingIntent(request.params.intentId, request.body.client_secret);
      if (!intent || intent.status !== 'requires_action') {
        if (wantsHtml(request)) return page(reply, 404, renderAuthenticationMissing(PAGE_STYLE));
        throw fail('payment_not_found');
      }
      const updated = await port.completeAuthentication(
        intent.id,
        request.body.outcome === 'approve',
      );
      await options.onIntentUpdated(updated);
      const succeeded = updated.status === 'succeeded';
      const returnUrl = await port.returnUrlOf(intent.id);
      if (!returnUrl) {
        return page(reply, 200, renderAuthenticationResult(succeeded, PAGE_STYLE));
      }
      const target = new URL(returnUrl);
      target.searchParams.set('payment_intent', updated.id);
      target.searchParams.set('payment_intent_client_secret', updated.clientSecret);
      target.searchParams.set('redirect_status', succeeded ? 'succeeded' : 'failed');
      return reply.header('cache-control', 'no-store').redirect(target.toString(), 303);
    },
  );
}
