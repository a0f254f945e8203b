import Stripe from 'stripe';
import {
  PaymentRequestError,
  UnknownPaymentMethodError,
  WebhookSignatureError,
  type CardDetails,
  type CardFunding,
  type IntentState,
  type IntentStatus,
  type PaymentError,
  type PaymentEvent,
  type PaymentPort,
  type RefundState,
  type RefundStatus,
} from './payment-port';
import type { StripeSettings } from './payments-config';

type StripeClient = InstanceType<typeof Stripe>;
type PaymentIntent = Stripe.PaymentIntent;
type PaymentMethod = Stripe.PaymentMethod;

/** The events that change a payment intent; every other event is acknowledged and ignored. */
const INTENT_EVENTS: readonly string[] = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.processing',
  'payment_intent.requires_action',
];

/**
 * The events that change a refund (API version of the pinned library, 2026-10-28): one refund
 * (`refund.*`, and `charge.refund.updated` of older endpoints), or a charge refunded in part or
 * in full (`charge.refunded`, whose charge no longer lists its refunds: they are read).
 */
const REFUND_EVENTS: readonly string[] = [
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.refund.updated',
];
const CHARGE_REFUNDED = 'charge.refunded';

const EXPAND = ['payment_method'];

export interface StripeProviderOptions {
  /** Replaces the network (tests: recorded answers). */
  readonly httpClient?: ReturnType<typeof Stripe.createFetchHttpClient>;
}

function funding(value: string | null | undefined): CardFunding {
  return value === 'credit' || value === 'debit' || value === 'prepaid' ? value : 'unknown';
}

function cardOf(card: Stripe.PaymentMethod.Card | null | undefined): CardDetails | null {
  if (!card) return null;
  return {
    brand: card.brand,
    lastFour: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    funding: funding(card.funding),
  };
}

const KNOWN_STATUSES: readonly IntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
];

/** Statuses the port does not name (`requires_capture`, newer ones) count as processing. */
function statusOf(status: string): IntentStatus {
  return KNOWN_STATUSES.find((known) => known === status) ?? 'processing';
}

function errorOf(
  error: Stripe.PaymentIntent.LastPaymentError | null | undefined,
): PaymentError | null {
  if (!error) return null;
  return {
    type: error.type === 'card_error' ? 'card_error' : 'invalid_request_error',
    code: error.code ?? null,
    declineCode: error.decline_code ?? null,
    message: error.message ?? 'An error occurred during payment',
  };
}

export function intentStateOf(intent: PaymentIntent): IntentState {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const methodId =
    typeof intent.payment_method === 'string' ? intent.payment_method : (method?.id ?? null);
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: statusOf(intent.status),
    amount: intent.amount,
    currency: intent.currency,
    card: cardOf(method?.card),
    paymentMethodId: intent.setup_future_usage ? methodId : null,
    error: errorOf(intent.last_payment_error),
    redirectUrl: intent.next_action?.redirect_to_url?.url ?? null,
    metadata: intent.metadata ?? {},
  };
}

/** A card refused while confirming on the server: the intent comes with the error. */
function refusedIntent(error: unknown): PaymentIntent | null {
  if (error instanceof Stripe.errors.StripeCardError && error.payment_intent) {
    return error.payment_intent;
  }
  return null;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'
  );
}

const REFUND_STATUSES: readonly RefundStatus[] = [
  'pending',
  'succeeded',
  'failed',
  'canceled',
  'requires_action',
];

export function refundStateOf(refund: Stripe.Refund): RefundState {
  return {
    id: refund.id,
    paymentIntentId:
      typeof refund.payment_intent === 'string'
        ? refund.payment_intent
        : (refund.payment_intent?.id ?? ''),
    amount: refund.amount,
    currency: refund.currency,
    status: REFUND_STATUSES.find((known) => known === refund.status) ?? 'pending',
    failureReason: refund.failure_reason ?? null,
    metadata: refund.metadata ?? {},
  };
}

/** Where the client sends its calls: Stripe itself, or the stand-in `STRIPE_API_URL` names. */
export function stripeEndpoint(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    protocol,
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(url.port) || (protocol === 'http' ? 80 : 443),
  };
}

/** Stripe PaymentIntents (`PAYMENT_PROVIDER=stripe`), with idempotency keys on every write. */
export function createStripePaymentProvider(
  settings: StripeSettings,
  options: StripeProviderOptions = {},
): PaymentPort {
  const stripe: StripeClient = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...stripeEndpoint(settings.apiUrl),
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });

  async function retrieve(intentId: string): Promise<IntentState> {
    return intentStateOf(await stripe.paymentIntents.retrieve(intentId, { expand: EXPAND }));
  }

  async function confirmed(run: () => Promise<PaymentIntent>): Promise<IntentState> {
    try {
      return intentStateOf(await run());
    } catch (error) {
      const refused = refusedIntent(error);
      if (refused) return intentStateOf(refused);
      if (isMissing(error)) throw new UnknownPaymentMethodError();
      throw error;
    }
  }

  return {
    provider: 'stripe',
    publishableKey: settings.publishableKey,

    async createPaymentIntent(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          description: input.description,
          metadata: { ...input.metadata },
          automatic_payment_methods: { enabled: true },
          ...(input.savePaymentMethod ? { setup_future_usage: 'off_session' as const } : {}),
          ...(input.customerId ? { customer: input.customerId } : {}),
          ...(input.onBehalfOf
            ? { on_behalf_of: input.onBehalfOf, transfer_data: { destination: input.onBehalfOf } }
            : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return intentStateOf(intent);
    },

    confirmPaymentIntent(intentId, input) {
      // A saved card's owner: Stripe takes a customer's card only on a payment of that customer.
      const cardOwner = input.paymentMethodId && input.customerId ? input.customerId : null;
      return confirmed(async () => {
        if (cardOwner) await stripe.paymentIntents.update(intentId, { customer: cardOwner });
        return stripe.paymentIntents.confirm(intentId, {
          expand: EXPAND,
          ...(input.confirmationToken ? { confirmation_token: input.confirmationToken } : {}),
          ...(input.paymentMethodId ? { payment_method: input.paymentMethodId } : {}),
          // The member is here (3-D Secure if the bank asks); the card stays chargeable later.
          ...(cardOwner ? { setup_future_usage: 'off_session' as const } : {}),
          ...(input.returnUrl ? { return_url: input.returnUrl } : {}),
        });
      });
    },

    retrievePaymentIntent: retrieve,

    async cancelPaymentIntent(intentId) {
      const current = await retrieve(intentId);
      if (current.status === 'succeeded' || current.status === 'canceled') return current;
      return intentStateOf(await stripe.paymentIntents.cancel(intentId, { expand: EXPAND }));
    },

    async inspectConfirmationToken(token) {
      try {
        const confirmation = await stripe.confirmationTokens.retrieve(token);
        const card = cardOf(
          confirmation.payment_method_preview?.card as Stripe.PaymentMethod.Card | undefined,
        );
        if (!card) throw new UnknownPaymentMethodError('Please pay with a card.');
        return card;
      } catch (error) {
        if (isMissing(error)) throw new UnknownPaymentMethodError();
        throw error;
      }
    },

    async createCustomer({ email, name, idempotencyKey }) {
      const customer = await stripe.customers.create({ email, name }, { idempotencyKey });
      return customer.id;
    },

    async createSetupIntent({ customerId, idempotencyKey }) {
      const intent = await stripe.setupIntents.create(
        {
          customer: customerId,
          usage: 'off_session',
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      );
      return {
        id: intent.id,
        clientSecret: intent.client_secret ?? '',
        status: statusOf(intent.status),
        paymentMethodId:
          typeof intent.payment_method === 'string'
            ? intent.payment_method
            : (intent.payment_method?.id ?? null),
      };
    },

    async attachPaymentMethod({ paymentMethodId, customerId }) {
      let method: PaymentMethod;
      try {
        method = await stripe.paymentMethods.retrieve(paymentMethodId);
        if (method.customer !== customerId) {
          method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
        }
      } catch (error) {
        if (isMissing(error) || error instanceof Stripe.errors.StripeCardError) {
          throw new UnknownPaymentMethodError();
        }
        throw error;
      }
      const card = cardOf(method.card);
      if (!card) throw new UnknownPaymentMethodError('Please save a card.');
      return { paymentMethodId: method.id, ...card };
    },

    async detachPaymentMethod(paymentMethodId) {
      try {
        await stripe.paymentMethods.detach(paymentMethodId);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    chargeSavedCard(input) {
      return confirmed(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            description: input.description,
            metadata: { ...input.metadata },
            payment_method: input.paymentMethodId,
            ...(input.customerId ? { customer: input.customerId } : {}),
            off_session: true,
            confirm: true,
            expand: EXPAND,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
    },

    async refundPayment(input) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            amount: input.amount,
            metadata: { ...input.metadata },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return refundStateOf(refund);
      } catch (error) {
        // The same key being sent at once by another process: no answer yet, not a refusal.
        if (error instanceof Stripe.errors.StripeError && error.code === 'idempotency_key_in_use') {
          throw error;
        }
        // Unknown intent, nothing captured, more than is left, a key reused with other values.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError ||
          error instanceof Stripe.errors.StripeIdempotencyError
        ) {
          throw new PaymentRequestError(error.message);
        }
        throw error;
      }
    },

    async parseWebhook(rawBody, signature): Promise<PaymentEvent> {
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      // The event may be old or out of order: act on the refunds as they are now.
      if (REFUND_EVENTS.includes(event.type)) {
        const sent = event.data.object as Stripe.Refund;
        const refund = await stripe.refunds.retrieve(sent.id);
        return { type: 'refunds_updated', eventId: event.id, refunds: [refundStateOf(refund)] };
      }
      if (event.type === CHARGE_REFUNDED) {
        const charge = event.data.object as Stripe.Charge;
        const refunds = await stripe.refunds
          .list({ charge: charge.id, limit: 100 })
          .autoPagingToArray({ limit: 1000 });
        return { type: 'refunds_updated', eventId: event.id, refunds: refunds.map(refundStateOf) };
      }
      if (!INTENT_EVENTS.includes(event.type)) {
        return { type: 'ignored', eventId: event.id, providerType: event.type };
      }
      const sent = event.data.object as PaymentIntent;
      // The event may be old or out of order: act on the intent as it is now, card included.
      return { type: 'intent_updated', eventId: event.id, intent: await retrieve(sent.id) };
    },
  };
}
