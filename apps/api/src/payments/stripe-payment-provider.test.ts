import Stripe from 'stripe';
import {
  PaymentRequestError,
  UnknownPaymentMethodError,
  WebhookSignatureError,
} from './payment-port';
import { readFixture, recordedStripe, type RecordedAnswer } from './recorded-stripe';
import { createStripePaymentProvider } from './stripe-payment-provider';

const SETTINGS = {
  secretKey: 'sk_test_fixture',
  publishableKey: 'pk_test_fixture',
  webhookSecret: 'whsec_fixture',
};
const INTENT = '/v1/payment_intents/pi_3QfixtureCreated01';

function provider(answers: Record<string, RecordedAnswer>) {
  const recorded = recordedStripe(answers);
  return {
    port: createStripePaymentProvider(SETTINGS, { httpClient: recorded.httpClient }),
    requests: recorded.requests,
  };
}

describe('Stripe payment provider (recorded answers, no network)', () => {
  it('creates a PaymentIntent with the amount, an idempotency key and the card kept for later', async () => {
    const { port, requests } = provider({
      'POST /v1/payment_intents': { fixture: 'payment-intent-created' },
    });
    const intent = await port.createPaymentIntent({
      amount: 16500,
      currency: 'EUR',
      idempotencyKey: 'order:0d7c7b52:1',
      description: 'Glenarden Gaels GAA Club order 7',
      metadata: { order_id: '0d7c7b52-4c1c-4b8e-9a1e-2b9f3f4f8e01', account_id: '1' },
      savePaymentMethod: true,
      onBehalfOf: 'acct_1Club',
    });
    expect(intent).toMatchObject({
      id: 'pi_3QfixtureCreated01',
      clientSecret: 'pi_3QfixtureCreated01_secret_Xy12AbCd',
      status: 'requires_payment_method',
      amount: 16500,
      currency: 'eur',
      card: null,
      error: null,
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: 'order:0d7c7b52:1',
    });
    expect(requests[0]!.form).toMatchObject({
      amount: '16500',
      currency: 'eur',
      setup_future_usage: 'off_session',
      'metadata[order_id]': '0d7c7b52-4c1c-4b8e-9a1e-2b9f3f4f8e01',
      'automatic_payment_methods[enabled]': 'true',
      on_behalf_of: 'acct_1Club',
      'transfer_data[destination]': 'acct_1Club',
    });
  });

  it('confirms with a confirmation token and reads the card of a succeeded intent', async () => {
    const { port, requests } = provider({
      [`POST ${INTENT}/confirm`]: { fixture: 'payment-intent-succeeded' },
    });
    const intent = await port.confirmPaymentIntent('pi_3QfixtureCreated01', {
      confirmationToken: 'ctoken_1QfixtureDebit',
      returnUrl: 'http://demo.localhost:4200/checkout',
    });
    expect(intent.status).toBe('succeeded');
    expect(intent.card).toEqual({
      brand: 'visa',
      lastFour: '5556',
      expMonth: 8,
      expYear: 2030,
      funding: 'debit',
    });
    expect(intent.paymentMethodId).toBe('pm_1QfixtureVisaDebit');
    expect(requests[0]!.form).toMatchObject({
      confirmation_token: 'ctoken_1QfixtureDebit',
      return_url: 'http://demo.localhost:4200/checkout',
      'expand[0]': 'payment_method',
    });
  });

  it("pays with a saved card: made the customer's payment, confirmed with the card, kept for off-session use", async () => {
    const { port, requests } = provider({
      [`POST ${INTENT}`]: { fixture: 'payment-intent-created' },
      [`POST ${INTENT}/confirm`]: { fixture: 'payment-intent-succeeded' },
    });
    const intent = await port.confirmPaymentIntent('pi_3QfixtureCreated01', {
      paymentMethodId: 'pm_1QfixtureVisaDebit',
      customerId: 'cus_Rfixture01',
      returnUrl: 'http://demo.localhost:4200/checkout',
    });
    expect(intent.status).toBe('succeeded');
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST ${INTENT}`,
      `POST ${INTENT}/confirm`,
    ]);
    expect(requests[0]!.form).toEqual({ customer: 'cus_Rfixture01' });
    expect(requests[1]!.form).toMatchObject({
      payment_method: 'pm_1QfixtureVisaDebit',
      setup_future_usage: 'off_session',
      return_url: 'http://demo.localhost:4200/checkout',
    });
    // The member is there to authenticate: not an off-session charge.
    expect(requests[1]!.form).not.toHaveProperty('off_session');
    expect(requests[1]!.form).not.toHaveProperty('confirmation_token');
  });

  it('answers a declined card with the intent waiting for another card and the provider message', async () => {
    const { port } = provider({
      [`POST ${INTENT}/confirm`]: { status: 402, fixture: 'card-declined-error' },
    });
    const intent = await port.confirmPaymentIntent('pi_3QfixtureCreated01', {
      confirmationToken: 'ctoken_declined',
    });
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.error).toEqual({
      type: 'card_error',
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    });
  });

  it('passes on the 3-D Secure redirect', async () => {
    const { port } = provider({
      [`POST ${INTENT}/confirm`]: { fixture: 'payment-intent-requires-action' },
    });
    const intent = await port.confirmPaymentIntent('pi_3QfixtureCreated01', {
      confirmationToken: 'ctoken_3ds',
      returnUrl: 'http://demo.localhost:4200/checkout',
    });
    expect(intent.status).toBe('requires_action');
    expect(intent.redirectUrl).toMatch(/^https:\/\/hooks\.stripe\.com\/3d_secure_2\//);
    expect(intent.card?.funding).toBe('credit');
  });

  it('refunds part of a captured payment with the Refunds API and an idempotency key', async () => {
    const { port, requests } = provider({
      'POST /v1/refunds': { fixture: 'refund-succeeded' },
    });
    const refund = await port.refundPayment({
      paymentIntentId: 'pi_3QfixtureCreated01',
      amount: 1500,
      idempotencyKey: 'refund:7:a1b2c3d4:41:12',
      metadata: { order_id: '0d7c7b52-4c1c-4b8e-9a1e-2b9f3f4f8e01', order_item_id: '41' },
    });
    expect(refund).toEqual({
      id: 're_3QfixtureRefund01',
      paymentIntentId: 'pi_3QfixtureCreated01',
      amount: 1500,
      currency: 'eur',
      status: 'succeeded',
      failureReason: null,
      metadata: { order_id: '0d7c7b52-4c1c-4b8e-9a1e-2b9f3f4f8e01', order_item_id: '41' },
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      idempotencyKey: 'refund:7:a1b2c3d4:41:12',
    });
    expect(requests[0]!.form).toMatchObject({
      payment_intent: 'pi_3QfixtureCreated01',
      amount: '1500',
      'metadata[order_item_id]': '41',
    });
  });

  it('passes on a refund the provider refuses (more than is left) as a refused request', async () => {
    const { port } = provider({
      'POST /v1/refunds': { status: 400, fixture: 'refund-amount-too-large-error' },
    });
    const refused = port.refundPayment({
      paymentIntentId: 'pi_3QfixtureCreated01',
      amount: 20000,
      idempotencyKey: 'refund:7:too-much:41:12',
      metadata: {},
    });
    await expect(refused).rejects.toBeInstanceOf(PaymentRequestError);
    await expect(refused).rejects.toThrow(/greater than unrefunded amount/);
  });

  it('passes on a refund whose key another process is sending as unanswered, not refused', async () => {
    const { port } = provider({
      'POST /v1/refunds': { status: 409, fixture: 'idempotency-key-in-use-error' },
    });
    const busy = port.refundPayment({
      paymentIntentId: 'pi_3QfixtureCreated01',
      amount: 1500,
      idempotencyKey: 'refund:7:a1b2c3d4:41:12',
      metadata: {},
    });
    await expect(busy).rejects.toThrow(/another in-progress request/);
    await expect(busy).rejects.not.toBeInstanceOf(PaymentRequestError);
  });

  it('inspects the card behind a confirmation token (funding for the lotto rule)', async () => {
    const { port } = provider({
      'GET /v1/confirmation_tokens/ctoken_1QfixtureCredit': {
        fixture: 'confirmation-token-credit',
      },
    });
    await expect(port.inspectConfirmationToken('ctoken_1QfixtureCredit')).resolves.toEqual({
      brand: 'visa',
      lastFour: '4242',
      expMonth: 4,
      expYear: 2031,
      funding: 'credit',
    });
  });

  it('reports an unknown confirmation token as such', async () => {
    const { port } = provider({
      'GET /v1/confirmation_tokens/ctoken_unknown': {
        status: 404,
        fixture: 'resource-missing-error',
      },
    });
    await expect(port.inspectConfirmationToken('ctoken_unknown')).rejects.toBeInstanceOf(
      UnknownPaymentMethodError,
    );
  });

  it('saves cards: customer, setup intent, attach and detach', async () => {
    const { port, requests } = provider({
      'POST /v1/customers': { fixture: 'customer' },
      'POST /v1/setup_intents': { fixture: 'setup-intent' },
      'GET /v1/payment_methods/pm_1QfixtureVisaDebit': { fixture: 'payment-method-detached' },
      'POST /v1/payment_methods/pm_1QfixtureVisaDebit/attach': {
        fixture: 'payment-method-attached',
      },
      'POST /v1/payment_methods/pm_1QfixtureVisaDebit/detach': {
        fixture: 'payment-method-detached',
      },
    });
    const customer = await port.createCustomer({
      email: 'member@demo.touchline.test',
      name: 'Aoife Byrne',
      idempotencyKey: 'customer:2',
    });
    expect(customer).toBe('cus_Rfixture01');
    const setup = await port.createSetupIntent({
      customerId: customer,
      idempotencyKey: 'setup:2:1',
    });
    expect(setup).toMatchObject({
      id: 'seti_1QfixtureSetup',
      clientSecret: 'seti_1QfixtureSetup_secret_Qw34',
    });
    const saved = await port.attachPaymentMethod({
      paymentMethodId: 'pm_1QfixtureVisaDebit',
      customerId: customer,
    });
    expect(saved).toEqual({
      paymentMethodId: 'pm_1QfixtureVisaDebit',
      brand: 'visa',
      lastFour: '5556',
      expMonth: 8,
      expYear: 2030,
      funding: 'debit',
    });
    await port.detachPaymentMethod('pm_1QfixtureVisaDebit');
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/setup_intents',
      'GET /v1/payment_methods/pm_1QfixtureVisaDebit',
      'POST /v1/payment_methods/pm_1QfixtureVisaDebit/attach',
      'POST /v1/payment_methods/pm_1QfixtureVisaDebit/detach',
    ]);
    expect(requests[0]!.idempotencyKey).toBe('customer:2');
    expect(requests[1]!.form).toMatchObject({ customer: 'cus_Rfixture01', usage: 'off_session' });
  });

  it('charges a saved card off-session; a refusal comes back as the intent', async () => {
    const { port, requests } = provider({
      'POST /v1/payment_intents': { status: 402, fixture: 'card-declined-error' },
    });
    const intent = await port.chargeSavedCard({
      amount: 5000,
      currency: 'eur',
      paymentMethodId: 'pm_1QfixtureVisaDebit',
      customerId: 'cus_Rfixture01',
      idempotencyKey: 'arrears:9:1',
      description: 'Payment in arrears',
      metadata: { order_id: 'x' },
    });
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.error?.message).toBe('Your card was declined.');
    expect(requests[0]!.form).toMatchObject({
      off_session: 'true',
      confirm: 'true',
      payment_method: 'pm_1QfixtureVisaDebit',
    });
    expect(requests[0]!.idempotencyKey).toBe('arrears:9:1');
  });

  it('charges an instalment off-session: success, and "authentication required" as a refusal', async () => {
    const { port, requests } = provider({
      'POST /v1/payment_intents': { fixture: 'payment-intent-succeeded' },
    });
    const paid = await port.chargeSavedCard({
      amount: 16500,
      currency: 'EUR',
      paymentMethodId: 'pm_1QfixtureVisaDebit',
      customerId: 'cus_Rfixture01',
      idempotencyKey: 'instalment:7:1',
      description: 'Club order 12: payment 2 of 3',
      metadata: { order_id: 'x', instalment_id: '7', purpose: 'instalment' },
    });
    expect(paid.status).toBe('succeeded');
    expect(requests[0]!.form).toMatchObject({
      off_session: 'true',
      confirm: 'true',
      currency: 'eur',
      customer: 'cus_Rfixture01',
      'metadata[instalment_id]': '7',
    });
    expect(requests[0]!.idempotencyKey).toBe('instalment:7:1');

    const refused = provider({
      'POST /v1/payment_intents': { status: 402, fixture: 'card-authentication-required-error' },
    });
    const intent = await refused.port.chargeSavedCard({
      amount: 1500,
      currency: 'eur',
      paymentMethodId: 'pm_1QfixtureVisaDebit',
      idempotencyKey: 'instalment:7:2',
      description: 'Club order 12: payment 2 of 3',
      metadata: { order_id: 'x' },
    });
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.error).toMatchObject({
      type: 'card_error',
      code: 'authentication_required',
      declineCode: 'authentication_required',
    });
  });

  describe('webhooks', () => {
    const signed = (payload: string, secret = SETTINGS.webhookSecret) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret });

    it('verifies the signature and reads the intent as it is now', async () => {
      const { port, requests } = provider({
        [`GET ${INTENT}`]: { fixture: 'payment-intent-succeeded' },
      });
      const payload = JSON.stringify(readFixture('event-payment-intent-succeeded'));
      const event = await port.parseWebhook(Buffer.from(payload), signed(payload));
      expect(event.type).toBe('intent_updated');
      if (event.type !== 'intent_updated') return;
      expect(event.eventId).toBe('evt_3QfixtureSucceeded');
      expect(event.intent.status).toBe('succeeded');
      expect(event.intent.metadata['order_id']).toBe('0d7c7b52-4c1c-4b8e-9a1e-2b9f3f4f8e01');
      expect(event.intent.card?.lastFour).toBe('5556');
      expect(requests.map((request) => request.path)).toEqual([INTENT]);
    });

    it('refuses a forged or altered event', async () => {
      const { port } = provider({});
      const payload = JSON.stringify(readFixture('event-payment-intent-succeeded'));
      await expect(
        port.parseWebhook(Buffer.from(payload), signed(payload, 'whsec_someone_else')),
      ).rejects.toBeInstanceOf(WebhookSignatureError);
      await expect(
        port.parseWebhook(Buffer.from(payload.replace('16500', '1')), signed(payload)),
      ).rejects.toBeInstanceOf(WebhookSignatureError);
      await expect(port.parseWebhook(Buffer.from(payload), undefined)).rejects.toBeInstanceOf(
        WebhookSignatureError,
      );
    });

    it('reads a refund the provider failed after all as it is now, with its reason', async () => {
      const { port, requests } = provider({
        'GET /v1/refunds/re_3QfixtureRefund01': { fixture: 'refund-failed' },
      });
      const payload = JSON.stringify(readFixture('event-refund-failed'));
      await expect(port.parseWebhook(Buffer.from(payload), signed(payload))).resolves.toEqual({
        type: 'refunds_updated',
        eventId: 'evt_3QfixtureRefundFailed',
        refunds: [
          {
            id: 're_3QfixtureRefund01',
            paymentIntentId: 'pi_3QfixtureCreated01',
            amount: 1500,
            currency: 'eur',
            status: 'failed',
            failureReason: 'expired_or_canceled_card',
            metadata: expect.objectContaining({ order_refund_id: '12' }),
          },
        ],
      });
      expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        'GET /v1/refunds/re_3QfixtureRefund01',
      ]);
    });

    it('reads every refund of a refunded charge (one made in the dashboard too)', async () => {
      const { port, requests } = provider({
        'GET /v1/refunds': { fixture: 'refunds-of-charge' },
      });
      const payload = JSON.stringify(readFixture('event-charge-refunded'));
      const event = await port.parseWebhook(Buffer.from(payload), signed(payload));
      expect(event.type).toBe('refunds_updated');
      if (event.type !== 'refunds_updated') return;
      expect(event.eventId).toBe('evt_3QfixtureRefunded');
      expect(event.refunds.map((refund) => [refund.id, refund.amount, refund.status])).toEqual([
        ['re_3QfixtureDashboard01', 15000, 'succeeded'],
        ['re_3QfixtureRefund01', 1500, 'succeeded'],
      ]);
      expect(event.refunds[0]!.metadata).toEqual({});
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ method: 'GET', path: '/v1/refunds' });
      expect(requests[0]!.form).toMatchObject({ charge: 'ch_3QfixtureCharge01' });
    });

    it('acknowledges events it does not act upon', async () => {
      const { port, requests } = provider({});
      const payload = JSON.stringify(readFixture('event-customer-updated'));
      await expect(port.parseWebhook(Buffer.from(payload), signed(payload))).resolves.toEqual({
        type: 'ignored',
        eventId: 'evt_3QfixtureCustomer',
        providerType: 'customer.updated',
      });
      expect(requests).toEqual([]);
    });
  });
});

describe("Stripe payment provider's address", () => {
  /** A client whose network is a fake that keeps the URLs called and answers a fixture. */
  function calledUrls(apiUrl?: string) {
    const urls: string[] = [];
    const httpClient = Stripe.createFetchHttpClient(async (input: string | URL | Request) => {
      urls.push(input.toString());
      return new Response(JSON.stringify(readFixture('payment-intent-succeeded')), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const port = createStripePaymentProvider(
      { ...SETTINGS, ...(apiUrl ? { apiUrl } : {}) },
      { httpClient },
    );
    return { port, urls };
  }

  it("calls Stripe's API by default", async () => {
    const { port, urls } = calledUrls();
    await port.retrievePaymentIntent('pi_3QfixtureCreated01');
    expect(new URL(urls[0]!).origin).toBe('https://api.stripe.com');
  });

  it('calls the stand-in STRIPE_API_URL names, on its scheme and port', async () => {
    const { port, urls } = calledUrls('http://127.0.0.1:12111');
    await port.retrievePaymentIntent('pi_3QfixtureCreated01');
    expect(new URL(urls[0]!)).toMatchObject({
      origin: 'http://127.0.0.1:12111',
      pathname: '/v1/payment_intents/pi_3QfixtureCreated01',
    });
  });
});
