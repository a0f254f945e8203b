// The Stripe stand-in as its two clients meet it: the `stripe` package configured as the API's
// adapter is with STRIPE_API_URL, and a browser reaching js.stripe.com and api.stripe.com over
// TLS; its webhook events verified with the `stripe` package's own `webhooks.constructEvent`.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { after, before, test } from 'node:test';
import Stripe from 'stripe';
import { startStripeStandIn, TEST_CARD } from './stripe-stand-in.mjs';

const fake = (prefix) => `${prefix}_${randomBytes(8).toString('hex')}`;
const KEYS = {
  secretKey: fake('sk_test'),
  publishableKey: fake('pk_test'),
  webhookSecret: fake('whsec'),
};

let standIn;
let stripe;
let receiver;
const received = [];

before(async () => {
  // The API's webhook route: keeps each call's exact bytes and signature.
  receiver = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        host: request.headers.host,
        body: Buffer.concat(chunks),
        signature: request.headers['stripe-signature'],
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  standIn = await startStripeStandIn({
    ...KEYS,
    webhook: {
      url: `http://127.0.0.1:${receiver.address().port}/v2/payments/stripe/webhook`,
      host: 'api.clubs.localhost',
    },
  });
  const { hostname, port } = new URL(standIn.apiUrl);
  stripe = new Stripe(KEYS.secretKey, { host: hostname, port, protocol: 'http' });
});

after(async () => {
  await standIn?.stop();
  receiver?.closeAllConnections();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** A request as the browser makes it to one of Stripe's names, checking the certificate. */
function browserRequest(host, path, { method = 'GET', form } = {}) {
  return new Promise((resolve, reject) => {
    const body = form ? new URLSearchParams(form).toString() : undefined;
    const request = https.request(
      {
        host: '127.0.0.1',
        port: standIn.browserPort,
        servername: host,
        ca: standIn.certificate,
        method,
        path,
        headers: {
          host,
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A confirmation token made from a card, as the stand-in's Stripe.js makes it in the page. */
async function confirmationToken(number, key = KEYS.publishableKey) {
  const answer = await browserRequest('api.stripe.com', '/v1/confirmation_tokens', {
    method: 'POST',
    form: {
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number.replace(/\s/g, ''),
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2034',
      'payment_method_data[card][cvc]': '123',
      key,
    },
  });
  return { ...answer, json: JSON.parse(answer.text) };
}

async function waitForWebhook(count) {
  await standIn.webhooks.settled();
  assert.equal(received.length, count, `${count} webhook call(s)`);
}

test('serves Stripe.js and its card frame at js.stripe.com, with a certificate for the name', async () => {
  const script = await browserRequest('js.stripe.com', '/endive/stripe.js');
  assert.equal(script.status, 200);
  assert.match(script.headers['content-type'], /javascript/);
  assert.match(script.text, /globalThis\.Stripe = Stripe/);
  const frame = await browserRequest('js.stripe.com', '/stand-in/payment-element.html');
  assert.equal(frame.status, 200);
  assert.match(frame.text, /<label>Card number/);
  // Each name serves only its own part.
  const wrongHost = await browserRequest('api.stripe.com', '/endive/stripe.js');
  assert.equal(wrongHost.status, 401, 'the API asks for a key, whatever the path');
  assert.equal((await browserRequest('js.stripe.com', '/v1/confirmation_tokens')).status, 404);
});

test('a payment: intent, token from the browser, confirmation, a signed webhook after it', async () => {
  const intent = await stripe.paymentIntents.create(
    { amount: 1200, currency: 'eur', metadata: { order_id: 'order-1' } },
    { idempotencyKey: 'checkout:order-1' },
  );
  assert.equal(intent.status, 'requires_payment_method');
  const again = await stripe.paymentIntents.create(
    { amount: 1200, currency: 'eur', metadata: { order_id: 'order-1' } },
    { idempotencyKey: 'checkout:order-1' },
  );
  assert.equal(again.id, intent.id, 'an idempotency key answers the same intent');

  const token = await confirmationToken(TEST_CARD);
  assert.equal(token.status, 200);
  assert.equal(token.headers['access-control-allow-origin'], '*');
  const preview = await stripe.confirmationTokens.retrieve(token.json.id);
  assert.deepEqual(
    [preview.payment_method_preview.card.last4, preview.payment_method_preview.card.funding],
    ['4242', 'credit'],
  );

  const paid = await stripe.paymentIntents.confirm(intent.id, {
    confirmation_token: token.json.id,
    expand: ['payment_method'],
  });
  assert.equal(paid.status, 'succeeded');
  assert.equal(paid.payment_method.card.last4, '4242');
  assert.deepEqual(standIn.charges, [{ id: paid.latest_charge, intent: intent.id, amount: 1200 }]);
  await assert.rejects(
    stripe.paymentIntents.confirm(intent.id, { confirmation_token: token.json.id }),
    (error) => error.code === 'payment_intent_unexpected_state',
  );

  await waitForWebhook(1);
  const [call] = received;
  assert.equal(call.host, 'api.clubs.localhost');
  const event = stripe.webhooks.constructEvent(call.body, call.signature, KEYS.webhookSecret);
  assert.equal(event.type, 'payment_intent.succeeded');
  assert.equal(event.data.object.id, intent.id);
  assert.throws(() => stripe.webhooks.constructEvent(call.body, call.signature, 'whsec_other'));
  assert.deepEqual(standIn.webhooks.deliveries, [
    { id: event.id, type: 'payment_intent.succeeded', status: 200 },
  ]);

  standIn.webhooks.send(event.id);
  await waitForWebhook(2);
  assert.equal(
    stripe.webhooks.constructEvent(received[1].body, received[1].signature, KEYS.webhookSecret).id,
    event.id,
    'an event sent again is the same event',
  );
});

test('a declined card is refused as Stripe refuses it, the intent waiting for another card', async () => {
  const intent = await stripe.paymentIntents.create({ amount: 500, currency: 'eur' });
  const token = await confirmationToken('4000 0000 0000 0002');
  await assert.rejects(
    stripe.paymentIntents.confirm(intent.id, { confirmation_token: token.json.id }),
    (error) =>
      error instanceof Stripe.errors.StripeCardError &&
      error.decline_code === 'generic_decline' &&
      error.payment_intent?.status === 'requires_payment_method',
  );
  assert.equal(standIn.charges.filter((charge) => charge.intent === intent.id).length, 0);
});

test('refuses unknown keys and objects, and a bad card number', async () => {
  const stranger = new Stripe(fake('sk_test'), {
    host: '127.0.0.1',
    port: new URL(standIn.apiUrl).port,
    protocol: 'http',
  });
  await assert.rejects(stranger.paymentIntents.retrieve('pi_x'), { statusCode: 401 });
  await assert.rejects(stripe.paymentIntents.retrieve('pi_unknown'), {
    code: 'resource_missing',
  });
  assert.equal((await confirmationToken(TEST_CARD, fake('pk_test'))).status, 401);
  const bad = await confirmationToken('1234');
  assert.equal(bad.status, 402);
  assert.equal(bad.json.error.code, 'incorrect_number');
});
