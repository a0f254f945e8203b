// A local stand-in for Stripe, for a machine without the internet (the production stack step):
// - its HTTP API as the API's Stripe adapter uses it (STRIPE_API_URL names the plain-HTTP
//   loopback listener): payment intents created, confirmed with a confirmation token, read and
//   cancelled, with idempotency keys, a declined card answered as Stripe answers it;
// - js.stripe.com and api.stripe.com for the browser, over TLS with a throw-away certificate
//   (Chromium maps the two names here with `browserArgs`): the Stripe.js the checkout loads
//   (stripe-js-stand-in.mjs), its card frame, and confirmation tokens made from the typed card;
// - `payment_intent.succeeded` sent to the webhook after a payment succeeds, signed with the
//   webhook secret as Stripe signs it (`t=...,v1=HMAC-SHA256(secret, t.payload)`).
// Test cards: 4242 4242 4242 4242 (Visa credit) and 4000 0566 5566 5556 (Visa debit) succeed,
// 4000 0000 0000 0002 is declined; any other valid number succeeds as an unknown brand.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { selfSignedCertificate } from './self-signed-certificate.mjs';
import { PAYMENT_FRAME, STRIPE_JS } from './stripe-js-stand-in.mjs';

export const STRIPE_HOSTS = ['js.stripe.com', 'api.stripe.com'];
export const TEST_CARD = '4242 4242 4242 4242';

const CARDS = {
  4242424242424242: { brand: 'visa', funding: 'credit' },
  4000056655665556: { brand: 'visa', funding: 'debit' },
  4000000000000002: { brand: 'visa', funding: 'credit', declined: true },
};
const DECLINED = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};

const id = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;

class StripeAnswer extends Error {
  constructor(status, error) {
    super(error.message);
    this.status = status;
    this.body = { error };
  }
}

const missing = (what) =>
  new StripeAnswer(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}`,
  });

/** A form body as Stripe's clients send it: `metadata[key]`, `expand[0]` and the like, flat. */
function fieldsOf(text) {
  const fields = {};
  const metadata = {};
  const expand = [];
  for (const [key, value] of new URLSearchParams(text)) {
    const meta = /^metadata\[(.+)\]$/.exec(key);
    if (meta) metadata[meta[1]] = value;
    else if (/^expand\[\d*\]$/.test(key)) expand.push(value);
    else fields[key] = value;
  }
  return { fields, metadata, expand };
}

/** The state and the answers of Stripe's API, for the server (secret key) and the browser. */
function stripeApi({ secretKey, publishableKey, onSucceeded }) {
  const intents = new Map();
  const tokens = new Map();
  const methods = new Map();
  const answered = new Map();
  const charges = [];

  const intentOf = (intentId) => {
    const intent = intents.get(intentId);
    if (!intent) throw missing(`payment_intent: '${intentId}'`);
    return intent;
  };
  const view = (intent, expand) => ({
    ...intent,
    payment_method:
      expand.includes('payment_method') && intent.payment_method
        ? methods.get(intent.payment_method)
        : intent.payment_method,
  });

  function createIntent({ fields, metadata }) {
    const amount = Number(fields.amount);
    if (!Number.isInteger(amount) || amount < 50 || !fields.currency) {
      throw new StripeAnswer(400, {
        type: 'invalid_request_error',
        message: 'An amount of at least 50 and a currency are required.',
      });
    }
    const intentId = id('pi');
    const intent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: fields.currency,
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      description: fields.description ?? null,
      metadata,
      customer: fields.customer ?? null,
      setup_future_usage: fields.setup_future_usage ?? null,
      payment_method: null,
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      capture_method: 'automatic',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(intentId, intent);
    return intent;
  }

  function confirmIntent(intent, { fields }) {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw new StripeAnswer(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent's status is ${intent.status}.`,
      });
    }
    const made = tokens.get(fields.confirmation_token);
    if (!made) throw missing(`confirmation_token: '${fields.confirmation_token}'`);
    const method = methods.get(made.paymentMethod);
    intent.payment_method = method.id;
    if (CARDS[made.number]?.declined) {
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { ...DECLINED, payment_method: method },
      });
      throw new StripeAnswer(402, { ...DECLINED, payment_intent: view(intent, []) });
    }
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: id('ch'),
      last_payment_error: null,
    });
    charges.push({ id: intent.latest_charge, intent: intent.id, amount: intent.amount });
    onSucceeded(view(intent, []));
    return intent;
  }

  function createToken({ fields }) {
    const number = (fields['payment_method_data[card][number]'] ?? '').replace(/\D/g, '');
    const expMonth = Number(fields['payment_method_data[card][exp_month]']);
    const expYear = Number(fields['payment_method_data[card][exp_year]']);
    if (number.length < 13 || !(expMonth >= 1 && expMonth <= 12) || !(expYear >= 2000)) {
      throw new StripeAnswer(402, {
        type: 'card_error',
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
      });
    }
    const known = CARDS[number] ?? { brand: 'unknown', funding: 'unknown' };
    const card = {
      brand: known.brand,
      last4: number.slice(-4),
      exp_month: expMonth,
      exp_year: expYear,
      funding: known.funding,
      country: 'IE',
    };
    const method = { id: id('pm'), object: 'payment_method', type: 'card', card, customer: null };
    methods.set(method.id, method);
    const token = {
      id: id('ctoken'),
      object: 'confirmation_token',
      payment_method_preview: { type: 'card', card },
      livemode: false,
    };
    // The number stays here, as at Stripe: the token shows only its preview.
    tokens.set(token.id, { token, number, paymentMethod: method.id });
    return token;
  }

  /** One request of the server's client (`Bearer sk_...`): the status and body to answer. */
  function server(method, path, body) {
    const [, name, objectId, action] = path.split('?')[0].split('/').slice(1);
    const request = fieldsOf(method === 'GET' ? (path.split('?')[1] ?? '') : body);
    if (name === 'payment_intents' && method === 'POST' && !objectId) {
      return view(createIntent(request), request.expand);
    }
    if (name === 'payment_intents' && objectId) {
      const intent = intentOf(objectId);
      if (method === 'GET' && !action) return view(intent, request.expand);
      if (method === 'POST' && action === 'confirm') {
        return view(confirmIntent(intent, request), request.expand);
      }
      if (method === 'POST' && action === 'cancel' && intent.status !== 'succeeded') {
        intent.status = 'canceled';
        return view(intent, request.expand);
      }
    }
    if (name === 'confirmation_tokens' && method === 'GET' && objectId) {
      const made = tokens.get(objectId);
      if (!made) throw missing(`confirmation_token: '${objectId}'`);
      return made.token;
    }
    throw missing(`route: ${method} ${path.split('?')[0]}`);
  }

  /** One request from the browser (the publishable key): confirmation tokens only. */
  function browser(method, path, body) {
    if (method === 'POST' && path === '/v1/confirmation_tokens') return createToken(fieldsOf(body));
    throw missing(`route: ${method} ${path.split('?')[0]}`);
  }

  /** Answers one API request as Stripe does: JSON, idempotent writes, the key checked. */
  function answer({ method, path, headers, body }) {
    const bearer = /^Bearer (\S+)$/.exec(headers.authorization ?? '')?.[1];
    const key = bearer ?? new URLSearchParams(body).get('key');
    const viaBrowser = key === publishableKey;
    if (key !== secretKey && !viaBrowser) {
      return {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } },
      };
    }
    const idempotencyKey = method === 'POST' ? headers['idempotency-key'] : undefined;
    const replay = idempotencyKey && answered.get(`${key} ${idempotencyKey}`);
    if (replay) return replay;
    let result;
    try {
      const json = (viaBrowser ? browser : server)(method, path, body);
      result = { status: 200, body: json };
    } catch (error) {
      if (!(error instanceof StripeAnswer)) throw error;
      result = { status: error.status, body: error.body };
    }
    if (idempotencyKey) answered.set(`${key} ${idempotencyKey}`, result);
    return result;
  }

  return {
    answer,
    intents: () => [...intents.values()].map((intent) => view(intent, ['payment_method'])),
    charges,
  };
}

/** Sends webhook events to one URL, signed with the secret, each tried up to three times. */
function webhookSender({ url, host, secret }) {
  const deliveries = [];
  const sending = new Set();
  const post = (payload, signature) =>
    new Promise((resolve) => {
      const target = new URL(url);
      const request = http.request(
        {
          hostname: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method: 'POST',
          headers: {
            ...(host ? { host } : {}),
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'stripe-signature': signature,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode));
        },
      );
      request.on('error', () => resolve(0));
      request.end(payload);
    });

  async function deliver(event) {
    const payload = JSON.stringify(event, null, 2);
    let status = 0;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const timestamp = Math.floor(Date.now() / 1000);
      const signature = createHmac('sha256', secret)
        .update(`${timestamp}.${payload}`)
        .digest('hex');
      status = await post(payload, `t=${timestamp},v1=${signature}`);
      if (status >= 200 && status < 300) break;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
    deliveries.push({ id: event.id, type: event.type, status });
  }

  const events = new Map();
  return {
    deliveries,
    /**
     * Sends `payment_intent.succeeded` for `intent` once `after` has settled (the confirm's answer
     * sent), as Stripe does just after the payment.
     */
    succeeded(intent, after) {
      const event = {
        id: id('evt'),
        object: 'event',
        api_version: '2026-10-28',
        created: Math.floor(Date.now() / 1000),
        type: 'payment_intent.succeeded',
        data: { object: intent },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      };
      events.set(event.id, event);
      this.send(event.id, after);
    },
    /**
     * Sends an event again (Stripe may deliver one event more than once), once `after` has
     * settled; `settled()` waits for it from this call on.
     */
    send(eventId, after = Promise.resolve()) {
      const delivery = Promise.resolve(after)
        .then(() => deliver(events.get(eventId)))
        .finally(() => sending.delete(delivery));
      sending.add(delivery);
    },
    /** Resolves once every event sent so far has been delivered or given up. */
    settled: async () => {
      while (sending.size > 0) await Promise.all(sending);
    },
  };
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const listen = (server) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server.address().port));
  });

const close = (server) =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * Starts the stand-in with the deployment's keys and webhook address (`webhook.host`: the Host
 * header, when the URL is a proxy's local port). Answers:
 * `apiUrl` (STRIPE_API_URL), `browserArgs` (Chromium's flags that send js.stripe.com and
 * api.stripe.com here and take the throw-away certificate), `certificate` (its PEM),
 * `intents()`, `charges`, `webhooks` (`deliveries`, `send(eventId)`, `settled()`), `stop()`.
 */
export async function startStripeStandIn({ secretKey, publishableKey, webhookSecret, webhook }) {
  const webhooks = webhookSender({ ...webhook, secret: webhookSecret });
  // The intents that succeed while one request is answered (`api.answer` runs at once, so no
  // other request's can mix in): their webhook follows that request's answer, as Stripe's does.
  let succeededInAnswer = [];
  const api = stripeApi({
    secretKey,
    publishableKey,
    onSucceeded: (intent) => succeededInAnswer.push(intent),
  });

  const json = (response, { status, body }, headers = {}) => {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': id('req'),
      ...headers,
    });
    response.end(JSON.stringify(body));
  };
  const answerApi = async (request, response, headers = {}) => {
    const body = await readBody(request);
    const sent = new Promise((resolve) => {
      response.once('finish', resolve);
      response.once('close', resolve);
    });
    succeededInAnswer = [];
    const answer = api.answer({
      method: request.method,
      path: request.url,
      headers: request.headers,
      body,
    });
    for (const intent of succeededInAnswer) webhooks.succeeded(intent, sent);
    succeededInAnswer = [];
    json(response, answer, headers);
  };

  // What the browser reaches by Stripe's names: the script and frame, and the API (CORS open,
  // as Stripe's is: the publishable key is no secret).
  const files = {
    '/endive/stripe.js': ['text/javascript', STRIPE_JS],
    '/v3/': ['text/javascript', STRIPE_JS],
    [PAYMENT_FRAME.path]: ['text/html; charset=utf-8', PAYMENT_FRAME.html],
    [PAYMENT_FRAME.scriptPath]: ['text/javascript', PAYMENT_FRAME.script],
  };
  const certificate = selfSignedCertificate(STRIPE_HOSTS);
  const browserServer = https.createServer(certificate, async (request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    const pathname = request.url.split('?')[0];
    if (host === 'js.stripe.com' && request.method === 'GET' && files[pathname]) {
      const [type, text] = files[pathname];
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(text);
    } else if (host === 'api.stripe.com') {
      const cors = { 'access-control-allow-origin': '*' };
      if (request.method !== 'OPTIONS') await answerApi(request, response, cors);
      else {
        response.writeHead(204, {
          ...cors,
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': 'authorization, content-type',
        });
        response.end();
      }
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  // What the API's Stripe client reaches by STRIPE_API_URL.
  const apiServer = http.createServer((request, response) => void answerApi(request, response));

  const [browserPort, apiPort] = await Promise.all([listen(browserServer), listen(apiServer)]);
  const rules = STRIPE_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${browserPort}`).join(', ');
  return {
    apiUrl: `http://127.0.0.1:${apiPort}`,
    browserPort,
    browserArgs: [`--host-resolver-rules=${rules}`, '--ignore-certificate-errors'],
    certificate: certificate.cert,
    intents: api.intents,
    charges: api.charges,
    webhooks,
    async stop() {
      await webhooks.settled();
      await Promise.all([close(browserServer), close(apiServer)]);
    },
  };
}
