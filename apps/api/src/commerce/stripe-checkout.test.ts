import type { CheckoutResult } from '@touchline/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { ClubDirectory } from '../clubs/club-directory';
import { clubResolver } from '../clubs/club-resolver';
import type { DatabaseHandle } from '../db/open-database';
import { registerErrorHandlers } from '../http/errors';
import { registerValidatorCompiler } from '../http/validator-compiler';
import { authentication } from '../identity/authenticate';
import { identityRoutes } from '../identity/identity-routes';
import { createStripePaymentProvider } from '../payments/stripe-payment-provider';
import { readFixture, recordedStripe } from '../payments/recorded-stripe';
import { createTestDatabase, testConfig } from '../testing/test-database';
import { commerceRoutes } from './commerce-routes';
import { OUTSIDE_REFUND_REASON } from './refunds/provider-refund-events';
import {
  bearer,
  checkout,
  createCart,
  demoProducts,
  jsonError,
  memberToken,
} from './testing/commerce-test-kit';
import { rateLimits } from '../http/rate-limit';

// The checkout against Stripe: recorded Stripe answers instead of the network, webhook events
// signed with the configured secret.

const SETTINGS = {
  secretKey: 'sk_test_fixture',
  publishableKey: 'pk_test_fixture',
  webhookSecret: 'whsec_fixture',
};
const INTENT = 'pi_3QfixtureCreated01';

let database: DatabaseHandle;
let app: FastifyInstance;
const recorded = recordedStripe({
  'POST /v1/payment_intents': { fixture: 'payment-intent-created' },
  [`GET /v1/payment_intents/${INTENT}`]: { fixture: 'payment-intent-succeeded' },
  'GET /v1/refunds': { fixture: 'refunds-of-charge-dashboard' },
});

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: SETTINGS.secretKey,
    STRIPE_PUBLISHABLE_KEY: SETTINGS.publishableKey,
    STRIPE_WEBHOOK_SECRET: SETTINGS.webhookSecret,
  });
  app = Fastify({ logger: false });
  registerValidatorCompiler(app);
  registerErrorHandlers(app);
  await app.register(clubResolver, {
    directory: new ClubDirectory(database.db, config.clubCacheTtlMs),
  });
  await app.register(rateLimits, { db: database.db });
  await app.register(authentication, { db: database.db });
  await app.register(identityRoutes, { db: database.db, config });
  await app.register(commerceRoutes, {
    db: database.db,
    config,
    commerce: {
      payments: {
        provider: 'stripe',
        port: createStripePaymentProvider(SETTINGS, { httpClient: recorded.httpClient }),
      },
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const signed = (payload: string, secret = SETTINGS.webhookSecret) => ({
  'content-type': 'application/json',
  'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
});

describe('checkout with Stripe', () => {
  it('creates the PaymentIntent for the cart total and completes the order from the webhook, once', async () => {
    const config = await app.inject({ method: 'GET', url: '/v2/payments/config' });
    expect(config.json()).toEqual({ provider: 'stripe', publishable_key: 'pk_test_fixture' });

    const member = bearer(await memberToken(app));
    const ids = await demoProducts(database.db);
    const cart = await createCart(
      app,
      [{ product_id: ids.get('club-scarf')!, quantity: 2 }],
      member,
    );
    const response = await checkout(app, member, { shopping_cart_id: cart.shopping_cart_id });
    expect(response.statusCode).toBe(201);
    const result = response.json<CheckoutResult>();
    expect(result).toMatchObject({
      payment_intent_id: INTENT,
      payment_token: 'pi_3QfixtureCreated01_secret_Xy12AbCd',
      status: 'requires_payment_method',
      order_status: 'New',
    });
    const created = recorded.requests.find((request) => request.path === '/v1/payment_intents')!;
    expect(created.form).toMatchObject({ amount: '3000', currency: 'eur' });
    expect(created.idempotencyKey).toBe(`checkout:${result.order_id}`);

    const orderStatus = async () =>
      (
        await database.db
          .selectFrom('orders')
          .select('status')
          .where('order_id', '=', result.order_id)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await orderStatus()).toBe('New');

    const payload = JSON.stringify(readFixture('event-payment-intent-succeeded'));
    const forged = await app.inject({
      method: 'POST',
      url: '/v2/payments/stripe/webhook',
      headers: signed(payload, 'whsec_forged'),
      payload,
    });
    expect(jsonError(forged, 400).message).toBe('The webhook signature is not valid');
    expect(await orderStatus()).toBe('New');

    for (let delivery = 0; delivery < 2; delivery += 1) {
      const hook = await app.inject({
        method: 'POST',
        url: '/v2/payments/stripe/webhook',
        headers: signed(payload),
        payload,
      });
      expect(hook.statusCode).toBe(200);
      expect(hook.json()).toEqual({ received: true });
    }
    expect(await orderStatus()).toBe('Completed');
    const payment = await database.db
      .selectFrom('payments')
      .select(['status', 'last_four_digits', 'brand'])
      .where('intent_id', '=', INTENT)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'succeeded', last_four_digits: '5556', brand: 'visa' });
    const receipts = await database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'order_receipt')
      .execute();
    expect(receipts).toHaveLength(1);
    const events = await database.db.selectFrom('payment_events').select('event_id').execute();
    expect(events).toEqual([{ event_id: 'evt_3QfixtureSucceeded' }]);
  });

  it('records a refund made in the Stripe dashboard from its charge.refunded event, once', async () => {
    // The order paid in the test before: two scarves, €30.00.
    const payment = await database.db
      .selectFrom('payments')
      .select('order_id')
      .where('intent_id', '=', INTENT)
      .executeTakeFirstOrThrow();
    const payload = JSON.stringify(readFixture('event-charge-refunded'));
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const hook = await app.inject({
        method: 'POST',
        url: '/v2/payments/stripe/webhook',
        headers: signed(payload),
        payload,
      });
      expect(hook.statusCode).toBe(200);
    }
    const refunds = await database.db
      .selectFrom('order_refunds')
      .select(['amount', 'status', 'provider_refund_id', 'reason', 'refunded_by'])
      .where('order_id', '=', payment.order_id)
      .execute();
    expect(refunds).toEqual([
      {
        amount: 1500,
        status: 'succeeded',
        provider_refund_id: 're_3QfixtureDashboard02',
        reason: OUTSIDE_REFUND_REASON,
        refunded_by: null,
      },
    ]);
    const mails = await database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('kind', '=', 'order_refunded')
      .execute();
    expect(mails).toHaveLength(1);
    const events = await database.db
      .selectFrom('payment_events')
      .select(['event_id', 'type'])
      .where('event_id', '=', 'evt_3QfixtureRefunded')
      .execute();
    expect(events).toEqual([{ event_id: 'evt_3QfixtureRefunded', type: 'refunds_updated' }]);
  });

  it('answers an unsigned or malformed webhook call with 400 JSON', async () => {
    jsonError(
      await app.inject({
        method: 'POST',
        url: '/v2/payments/stripe/webhook',
        payload: { id: 'evt' },
      }),
      400,
    );
    jsonError(
      await app.inject({
        method: 'POST',
        url: '/v2/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: '{"unterminated": ',
      }),
      400,
    );
  });
});
