#!/usr/bin/env node
// The production stack of deploy/compose.yaml, run here on local ports and `*.localhost` names:
// a throw-away PostgreSQL, two instances of the production API build started at the same moment,
// the remotes' release folders with the deployment file `release init` writes, the page server
// app for the club sites and the back office with production settings, and Caddy with the
// repository's own Caddyfile in front of them all (Debian's `caddy`, installed by .ci/run).
// Checked through Caddy, as a browser reaches a club's deployment: a club page arrives
// server-rendered with its data, CSP and frame protection; the back office refuses framing;
// server renders and source maps are never served, however the path is written; hashed files
// are immutable and pages revalidate; the API answers the club and keeps its probes inside; a
// release the shell cannot use is refused at promotion, and a promotion shows at once. As in
// compose, the API instances only queue the background jobs (IN_PROCESS_WORKER=off) and a worker
// process (`main.js worker`) runs them: a message an admin sends to a distribution list is
// delivered by it, every copy, through SMTP (a sink on a local port stands for the mail service).
// Then in Debian's Chromium (production-browser.mjs): a visitor puts a shop item in the cart on a
// club site, checks out as a guest and pays by card, and an admin signs in to the back office
// after an auth release is promoted, all without a policy violation or an error. The card goes to
// a local stand-in for Stripe (stripe-stand-in.mjs: its API for the API's Stripe adapter through
// STRIPE_API_URL, and js.stripe.com and api.stripe.com for Chromium, mapped to it), which sends
// the signed webhook after the payment; the API is asked that the order was paid once.
// Usage: node tools/test/production-stack.mjs
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  checkAdminInBrowser,
  checkVisitorInBrowser,
  launchChromium,
} from './production-browser.mjs';
import { build, deploymentFolder, getAs, root, run, waitFor } from './production-kit.mjs';
import {
  caddySettings,
  pageServerArgs,
  pageServerSettings,
  WORKER_COMMAND,
} from './production-settings.mjs';
import { startStripeStandIn, TEST_CARD } from './stripe-stand-in.mjs';
import { freePort, startThrowawayPostgres } from './throwaway-postgres.mjs';

const REMOTES = ['storefront', 'fixtures', 'membership', 'checkout', 'auth'];
const CLUB = 'Glenarden Gaels GAA Club';

const failures = [];
function check(ok, what) {
  console.log(`${ok ? '  ✓' : '  ✗'} ${what}`);
  if (!ok) failures.push(what);
}

function caddyBinary() {
  const found = spawnSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' });
  const binary = found.stdout.trim();
  if (!binary) {
    throw new Error("Caddy is missing: install Debian's caddy package (apt-get install caddy)");
  }
  return binary;
}

/** The names a browser uses for this stack: `*.localhost` resolves to this machine. */
function names(port) {
  return {
    club: (slug) => `${slug}.clubs.localhost:${port}`,
    admin: `admin.clubs.localhost:${port}`,
    api: `api.clubs.localhost:${port}`,
    static: (remote) => `${remote}.static.localhost:${port}`,
  };
}

/** The release tool as a platform team runs it against this deployment. */
function releaseTool(dir, port, hosts) {
  const env = {
    ...process.env,
    RELEASES_DIR: dir,
    RELEASE_BASE_URL: `http://{app}.static.localhost:${port}`,
    RELEASE_HOSTS: hosts.join(','),
    RELEASE_ACTOR: 'production-stack',
  };
  return (...args) =>
    spawnSync(process.execPath, [path.join(root, 'tools/release/release.mjs'), ...args], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
}

/**
 * The remotes' releases as `release build` files them (a production build in
 * releases/<remote>/<release>/), then `release init`: the deployment file naming each.
 */
function releases(dir, release) {
  for (const remote of REMOTES) {
    const dist = path.join(root, 'apps', remote, 'dist');
    const { release: id } = JSON.parse(
      readFileSync(path.join(dist, 'touchline-contract.json'), 'utf8'),
    );
    cpSync(dist, path.join(dir, remote, id), { recursive: true });
  }
  const init = release('init');
  if (init.status !== 0) throw new Error(`release init failed: ${init.stderr}${init.stdout}`);
  return path.join(dir, 'remotes.json');
}

/**
 * A new release of a remote from the live one's files, as its team's next build would file it;
 * `edit` changes its manifest and contract record (an expose left out, another React).
 */
function remoteRelease(dir, remote, from, id, edit = () => undefined) {
  const target = path.join(dir, remote, id);
  cpSync(path.join(dir, remote, from), target, { recursive: true });
  const manifestFile = path.join(target, 'mf-manifest.json');
  const contractFile = path.join(target, 'touchline-contract.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const contract = JSON.parse(readFileSync(contractFile, 'utf8'));
  edit(manifest, contract);
  writeFileSync(manifestFile, JSON.stringify(manifest));
  writeFileSync(contractFile, JSON.stringify(contract));
}

/**
 * The mail service as the API's SMTP adapter meets it: a plain SMTP server on a local port that
 * accepts every message and keeps its recipients.
 */
function startSmtpSink() {
  const recipients = [];
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let to = [];
    socket.on('error', () => undefined);
    reply('220 sink.localhost ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          recipients.push(...to);
          to = [];
          reply('250 2.0.0 Accepted');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'RCPT') to.push(/<([^>]*)>/.exec(line)?.[1] ?? line);
        if (verb === 'RSET') to = [];
        if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply(verb === 'EHLO' || verb === 'HELO' ? '250 sink.localhost' : '250 OK');
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: server.address().port,
        recipients,
        stop: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}

/** The deployment's Stripe account, made up: the stand-in knows the same keys. */
const STRIPE_KEYS = {
  secretKey: 'sk_test_productionstack',
  publishableKey: 'pk_test_productionstack',
  webhookSecret: 'whsec_productionstack',
};

function apiEnv(databaseUrl, port, apiOrigin, appOrigins, smtpPort, stripeApiUrl) {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: apiOrigin,
    CORS_ORIGINS: appOrigins.join(','),
    TRUST_PROXY: '1',
    SEED_DEMO: '1',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: STRIPE_KEYS.secretKey,
    STRIPE_PUBLISHABLE_KEY: STRIPE_KEYS.publishableKey,
    STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
    // The machine has no internet: Stripe's API is the local stand-in.
    STRIPE_API_URL: stripeApiUrl,
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    GEOCODER: 'none',
    LOG_LEVEL: 'warn',
    // As in compose: the API instances queue the background jobs, the worker runs them.
    IN_PROCESS_WORKER: 'off',
  };
}

/** A request to the stack through Caddy, by the name a browser would use. */
const get = (port, host, pathname, headers = {}) =>
  getAs(host, `http://127.0.0.1:${port}${pathname}`, headers);

/** Promotions through the release tool, seen by the club site at once, and one refused. */
async function checkPromotions(port, dir, release) {
  const at = names(port);
  const liveCheckout = async () =>
    new URL(
      JSON.parse((await get(port, at.club('demo'), '/remotes.json')).body).checkout,
    ).pathname.split('/')[1];
  const live = await liveCheckout();
  remoteRelease(dir, 'checkout', live, 'without-cart-button', (manifest, contract) => {
    manifest.exposes = manifest.exposes.filter(({ name }) => name !== 'CartButton');
    contract.exposes = contract.exposes.filter((name) => name !== './CartButton');
  });
  const refused = release('promote', 'checkout', 'without-cart-button');
  check(
    refused.status !== 0 && /CartButton/.test(`${refused.stderr}${refused.stdout}`),
    "a checkout release without the header's cart button is refused at promotion, naming it",
  );
  remoteRelease(dir, 'checkout', live, 'other-react', (manifest) => {
    for (const shared of manifest.shared) {
      if (shared.name === 'react')
        Object.assign(shared, { version: '18.3.1', requiredVersion: '^18.3.1' });
    }
  });
  const otherReact = release('promote', 'checkout', 'other-react');
  check(
    otherReact.status !== 0 &&
      /react (\^)?18\.3\.1/.test(`${otherReact.stderr}${otherReact.stdout}`),
    'a checkout release built with another React than the hosts is refused at promotion',
  );
  check((await liveCheckout()) === live, 'the club site still names the live checkout release');

  remoteRelease(dir, 'checkout', live, 'next');
  const promoted = release('promote', 'checkout', 'next');
  check(
    promoted.status === 0 && (await liveCheckout()) === 'next',
    'a fitting checkout release is promoted, and the club site names it on the next request',
  );
  const home = await get(port, at.club('demo'), '/');
  check(
    home.body.includes(`http://${at.static('checkout')}/next/mf-manifest.json`),
    "the club's next page carries the promoted release, though pages are kept in memory",
  );
  const rolledBack = release('rollback', 'checkout');
  check(
    rolledBack.status === 0 && (await liveCheckout()) === live,
    'a rollback puts the earlier release back',
  );
}

/**
 * The demo club's admin on this stack: production seeds no sign-ins, so she signs up as a member
 * and is given the club's Admin role in the database. Returns her sign-in and an API caller.
 */
async function stackAdmin(apiUrl, databaseUrl) {
  const email = `admin-${Date.now().toString(36)}@stack.touchline.test`;
  const password = 'Stack-Admin-Pass-1';
  const call = async (method, pathname, body, token) => {
    const response = await fetch(`${apiUrl}${pathname}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  const club = await call('GET', '/v2/store/demo');
  await call('POST', '/v2/member', {
    account_id: club.account_id,
    email,
    first_name: 'Stack',
    last_name: 'Admin',
    user: { email, confirmEmail: email, password, confirmPassword: password },
    terms: true,
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into user_roles (user_id, role, account_id, governing_body_id)
       select id, 'Admin', $2, null from users where email = $1`,
      [email, club.account_id],
    );
  } finally {
    await db.end();
  }
  const { access_token: token } = await call('POST', '/oauth/token', {
    grant_type: 'password',
    username: email,
    password,
  });
  return { email, password, token, club, call };
}

/**
 * A message the admin sends to one of the demo club's lists: the API instance records it and
 * queues its job; the worker process delivers every copy through SMTP.
 */
async function checkWorker(admin, smtp) {
  const { email, token, club, call } = admin;
  const scope = `account_id=${club.account_id}`;
  const lists = await call(
    'GET',
    `/v2/backoffice/emails/distribution-lists?per_page=100&${scope}`,
    undefined,
    token,
  );
  const list = lists.items.find(
    (each) => each.audience === 'all_members' && each.email_status === 'active',
  );
  if (!list) throw new Error('The demo club has no active list to all members');
  const messages = `/v2/backoffice/emails/distribution-lists/${list.email_distribution_list_id}/messages`;
  const sent = await call(
    'POST',
    `${messages}?${scope}`,
    {
      subject: 'Hello {{first_name}}',
      content: '<p>The pitch is open on Saturday.</p>',
      idempotency_key: `stack-${Date.now()}`,
    },
    token,
  );
  check(
    sent.recipients > 0 && sent.pending === sent.recipients,
    `the API instance answers at once, ${sent.recipients} ${sent.recipients === 1 ? 'copy' : 'copies'} pending (it runs no jobs)`,
  );
  let message = sent;
  await waitFor(
    async () => {
      const page = await call('GET', `${messages}?per_page=100&${scope}`, undefined, token);
      message = page.items.find((each) => each.id === sent.id) ?? message;
      return message.pending === 0;
    },
    "the worker to deliver the message's copies",
    30_000,
  ).catch(() => undefined);
  check(
    message.delivered === sent.recipients && smtp.recipients.includes(email),
    `the worker process delivers every copy through SMTP (${message.delivered} of ${sent.recipients}, the admin's among them)`,
  );
}

const euros = (cents) =>
  new Intl.NumberFormat('en-IE', {
    style: 'currency',
    currency: 'EUR',
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100);

/**
 * The guest's order as Stripe and the API know it after her payment: one charge of the amount
 * the confirmation showed, the webhook after it accepted (and again when Stripe sends it twice),
 * and in the back office one order, completed, paid once by that card.
 */
async function checkOrderPaidOnce(admin, stripe, guest, paid) {
  await stripe.webhooks.settled();
  const succeeded = stripe.intents().filter((intent) => intent.status === 'succeeded');
  const [intent] = succeeded;
  check(
    succeeded.length === 1 && stripe.charges.length === 1 && euros(intent.amount) === paid.total,
    `Stripe charged the card once, ${intent ? euros(intent.amount) : 'nothing'}: the total the confirmation showed (${paid.total})`,
  );
  if (!intent) return;
  const [delivery] = stripe.webhooks.deliveries;
  check(
    delivery?.type === 'payment_intent.succeeded' && delivery.status === 200,
    `the API accepts the signed payment_intent.succeeded webhook through Caddy (${delivery?.status})`,
  );
  if (delivery) {
    // Stripe may deliver an event twice: the second changes nothing.
    stripe.webhooks.send(delivery.id);
    await stripe.webhooks.settled();
    const again = stripe.webhooks.deliveries[1];
    check(again?.status === 200, 'and the same event sent again');
  }

  const { token, club, call } = admin;
  const orderId = intent.metadata.order_id;
  const order = await call(
    'GET',
    `/v2/backoffice/orders/${orderId}?account_id=${club.account_id}`,
    undefined,
    token,
  );
  const payments = order.payments.filter((payment) => payment.status === 'succeeded');
  check(
    order.status === 'Completed' &&
      order.buyer_email === guest.email &&
      order.total === intent.amount &&
      order.paid === intent.amount &&
      payments.length === 1 &&
      payments[0].card.endsWith(TEST_CARD.slice(-4)),
    `the API has the guest's order ${order.order_seq} completed and paid once, ${euros(order.paid)} of ${euros(order.total)} (${payments.map((payment) => `${payment.card} ${payment.status}`).join(', ')})`,
  );
}

/**
 * The stack in Chromium: a visitor's cart on a club site and her payment by card as a guest,
 * then the admin's sign-in to the back office once a new auth release is promoted (the back
 * office follows the deployment file as the club sites do), rolled back after.
 */
async function checkInBrowser(port, dir, release, admin, stripe) {
  const at = names(port);
  const browser = await launchChromium(stripe.browserArgs);
  try {
    const guest = {
      firstName: 'Ciara',
      lastName: 'Walsh',
      email: `ciara.${Date.now().toString(36)}@stack.touchline.test`,
    };
    const paid = await checkVisitorInBrowser(browser, {
      clubOrigin: `http://${at.club('demo')}`,
      check,
      payment: { card: TEST_CARD, guest },
    });
    if (paid) await checkOrderPaidOnce(admin, stripe, guest, paid);
    const liveAuth = async () =>
      new URL(JSON.parse((await get(port, at.admin, '/remotes.json')).body).auth).pathname.split(
        '/',
      )[1];
    const live = await liveAuth();
    remoteRelease(dir, 'auth', live, 'next-auth');
    const promoted = release('promote', 'auth', 'next-auth');
    check(
      promoted.status === 0 && (await liveAuth()) === 'next-auth',
      'an auth release is promoted, and the back office names it on the next request',
    );
    await checkAdminInBrowser(browser, {
      backOfficeOrigin: `http://${at.admin}`,
      authRelease: 'next-auth',
      admin,
      check,
    });
    release('rollback', 'auth');
  } finally {
    await browser.close();
  }
}

async function checkStack(port) {
  const at = names(port);
  const home = await get(port, at.club('demo'), '/');
  check(home.status === 200, 'a club home page answers 200 through Caddy');
  const prerendered = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(home.body)?.[1] ?? '';
  check(
    home.body.includes('id="touchline-club"') && prerendered.includes(CLUB),
    'it arrives server-rendered, with the club record of its host name',
  );
  const config = JSON.parse((await get(port, at.club('demo'), '/config.json')).body);
  check(
    home.body.includes(`"apiBaseUrl":"http://${at.api}"`) &&
      config.apiBaseUrl === `http://${at.api}`,
    "its runtime configuration (data block and /config.json) names the deployment's API",
  );
  check(
    home.body.includes(`"backofficeUrl":"http://${at.admin}"`) &&
      config.backofficeUrl === `http://${at.admin}`,
    "and the back office's own host, where the user menu's 'Go to my club' leads",
  );
  const policy = home.headers.get('content-security-policy') ?? '';
  check(
    policy.includes(`script-src 'self' http://*.clubs.localhost:${port}`) &&
      policy.includes(`connect-src 'self' http://${at.api}`) &&
      /frame-ancestors 'self'$/.test(policy),
    "its Content-Security-Policy names the deployment's origins and allows only its own frames",
  );
  check(home.headers.get('cache-control') === 'no-cache', 'the page revalidates');
  // A page is kept only when it was made whole and its club's content version could be read in
  // time; on a busy machine the first visits may be made afresh (cache;desc=miss or off), which
  // is right. Of the next three visits, one must come from memory.
  let timing = '';
  for (let visit = 0; visit < 3 && !/cache;desc=(hit|stale)/.test(timing); visit += 1) {
    timing = (await get(port, at.club('demo'), '/')).headers.get('server-timing') ?? '';
  }
  check(
    /cache;desc=(hit|stale)/.test(timing),
    `the next visit is answered from the page server’s memory (${timing})`,
  );
  // The page server follows the club's content version on the API's stream (server-sent events,
  // through Caddy's inside listener): while that watch is live, a kept page costs no call to the
  // API. Without it the pages are still right (a read per visit), so only the page's
  // Server-Timing shows the watch is live; the club's first visit started it.
  const watched = await waitFor(
    async () => {
      timing = (await get(port, at.club('demo'), '/')).headers.get('server-timing') ?? '';
      return /version;desc=watched/.test(timing);
    },
    'a visit checked against a watched version',
    30_000,
  ).then(
    () => true,
    () => false,
  );
  check(
    watched,
    `the page server’s watch of the API is live through Caddy, a visit says version;desc=watched within 30 s (if not, the stream is buffered or refused on the way and every visit waits on a read of the API): ${timing}`,
  );

  const account = await get(port, at.club('demo'), '/account');
  check(
    account.headers.get('x-frame-options') === 'DENY' &&
      /frame-ancestors 'none'$/.test(account.headers.get('content-security-policy') ?? ''),
    'the account pages refuse every frame',
  );
  const backOffice = await get(port, at.admin, '/');
  check(
    backOffice.status === 200 && backOffice.headers.get('x-frame-options') === 'DENY',
    'the back office answers and refuses every frame',
  );

  const script = /<script[^>]+src="(\/[^"]+\.[0-9a-f]{8}\.js)"/.exec(home.body)?.[1];
  const hashed = script ? await get(port, at.club('demo'), script) : undefined;
  check(
    hashed?.status === 200 &&
      hashed.headers.get('cache-control') === 'public, max-age=31536000, immutable',
    `the page's hashed script ${script ?? '(none found)'} is kept a year, immutable`,
  );
  for (const pathname of [
    '/ssr/render.cjs',
    '/ssr%2Frender.cjs',
    '/%73sr/render.cjs',
    '/SSR/render.cjs',
    `${script ?? '/main.js'}.map`,
  ]) {
    const answer = await get(port, at.club('demo'), pathname);
    check(answer.status === 404, `a club site answers ${pathname} with 404`);
  }

  const deployment = JSON.parse((await get(port, at.club('demo'), '/remotes.json')).body);
  const storefront = new URL(deployment.storefront);
  const release = storefront.pathname.split('/')[1];
  check(
    storefront.host === at.static('storefront') && Boolean(release),
    'the club site names the released remotes at their static origins',
  );
  const manifest = await get(port, at.static('storefront'), storefront.pathname);
  check(
    manifest.status === 200 &&
      manifest.headers.get('cache-control') === 'no-cache' &&
      manifest.headers.get('access-control-allow-origin') === '*',
    "a remote's manifest revalidates and may be read by the club sites",
  );
  for (const pathname of [
    `/${release}/ssr/render.cjs`,
    `/${release}/SSR/render.cjs`,
    `/${release}/ssr%2Frender.cjs`,
  ]) {
    const answer = await get(port, at.static('storefront'), pathname);
    check(answer.status === 404, `a remote's origin answers ${pathname} with 404`);
  }

  const club = await get(port, at.api, '/v2/store/demo');
  check(
    club.status === 200 && JSON.parse(club.body).name === CLUB,
    'the API answers the club record',
  );
  for (const probe of ['/ready', '/metrics']) {
    const answer = await get(port, at.api, probe);
    check(answer.status === 404, `the API's ${probe} stays inside (404 through Caddy)`);
  }
}

const started = [];
let cluster;
let smtp;
let stripe;
const scratch = mkdtempSync(path.join(tmpdir(), 'touchline-production-stack-'));
try {
  const caddy = caddyBinary();
  build('api', 'page-server', 'shell', 'backoffice', ...REMOTES);
  [cluster, smtp] = await Promise.all([startThrowawayPostgres(), startSmtpSink()]);
  const [port, insidePort, adminPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const [api1, api2, shellPort, backofficePort] = await Promise.all(
    [1, 2, 3, 4].map(() => freePort()),
  );
  const at = names(port);
  const apiOrigin = `http://${at.api}`;
  // Stripe, as the deployment meets it: the API calls it, and it calls the API's webhook back
  // through Caddy by the API's public name.
  stripe = await startStripeStandIn({
    ...STRIPE_KEYS,
    webhook: { url: `http://127.0.0.1:${port}/v2/payments/stripe/webhook`, host: at.api },
  });
  const appOrigins = [
    `http://*.clubs.localhost:${port}`,
    `http://${at.admin}`,
    `http://*.static.localhost:${port}`,
  ];

  // Two API instances at the same moment on one empty database: one migrates and seeds. Beside
  // them one worker process, as compose runs its workers (it migrates first, under the same lock).
  const folder = deploymentFolder();
  const envOf = (apiPort) =>
    apiEnv(cluster.url, apiPort, apiOrigin, appOrigins, smtp.port, stripe.apiUrl);
  started.push({ name: 'api-1', ...run(folder.main, envOf(api1), { cwd: folder.dir }) });
  started.push({ name: 'api-2', ...run(folder.main, envOf(api2), { cwd: folder.dir }) });
  started.push({
    name: 'worker',
    ...run(folder.main, envOf(0), { cwd: folder.dir, args: [WORKER_COMMAND] }),
  });

  // The hosts' builds as built: the deployment's settings reach them through RUNTIME_CONFIG.
  const shellDir = path.join(root, 'apps/shell/dist');
  const backofficeDir = path.join(root, 'apps/backoffice/dist');
  const releasesDir = path.join(scratch, 'releases');
  const release = releaseTool(releasesDir, port, [shellDir, backofficeDir]);
  const remotesFile = releases(releasesDir, release);

  const pagesEnv = (pagesPort) => ({
    PATH: process.env.PATH,
    ...pageServerSettings({
      port: pagesPort,
      insidePort,
      apiOrigin,
      appOrigins,
      // The back office on a host of its own: the club sites' user menu leads there.
      areas: {
        backoffice: `http://${at.admin}`,
        account: `http://myaccount.clubs.localhost:${port}`,
      },
    }),
  });
  for (const [app, dir, pagesPort] of [
    ['shell', shellDir, shellPort],
    ['backoffice', backofficeDir, backofficePort],
  ]) {
    started.push({
      name: `${app}-pages`,
      ...run(undefined, pagesEnv(pagesPort), {
        cwd: root,
        args: pageServerArgs({ app, dir, remotesFile }),
      }),
    });
  }

  started.push({
    name: 'caddy',
    ...run(
      undefined,
      {
        PATH: process.env.PATH,
        HOME: scratch,
        XDG_DATA_HOME: path.join(scratch, 'caddy-data'),
        XDG_CONFIG_HOME: path.join(scratch, 'caddy-config'),
        ...caddySettings({
          port,
          insidePort,
          adminPort,
          apiPorts: [api1, api2],
          pagesPorts: { shell: shellPort, backoffice: backofficePort },
          releasesDir: path.join(scratch, 'releases'),
        }),
      },
      {
        cwd: root,
        command: caddy,
        args: ['run', '--config', path.join(root, 'deploy/Caddyfile'), '--adapter', 'caddyfile'],
      },
    ),
  });

  const answers = async (url) => (await fetch(url).catch(() => undefined))?.ok === true;
  await waitFor(
    async () =>
      (await answers(`http://127.0.0.1:${api1}/ready`)) &&
      (await answers(`http://127.0.0.1:${api2}/ready`)),
    'both API instances to be ready',
    120_000,
  );
  await waitFor(
    async () =>
      (await answers(`http://127.0.0.1:${shellPort}/config.json`)) &&
      (await answers(`http://127.0.0.1:${backofficePort}/config.json`)),
    'the page servers',
    60_000,
  );
  await waitFor(
    async () =>
      (await get(port, at.api, '/v2/store/demo').catch(() => ({ status: 0 }))).status === 200,
    'Caddy to answer',
    60_000,
  );
  console.log(
    'Production stack (deploy/Caddyfile, apps/page-server, two API instances, a worker, PostgreSQL)',
  );
  await checkStack(port);
  await checkPromotions(port, releasesDir, release);
  const admin = await stackAdmin(`http://127.0.0.1:${api1}`, cluster.url);
  await checkInBrowser(port, releasesDir, release, admin, stripe);
  await checkWorker(admin, smtp);
} catch (error) {
  failures.push(error.message);
  console.error(error);
} finally {
  if (failures.length > 0) {
    for (const { name, output } of started) {
      console.error(`--- ${name} ---\n${output().split('\n').slice(-30).join('\n')}`);
    }
  }
  for (const { child } of started) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(started.map(({ exited }) => exited));
  cluster?.stop();
  await smtp?.stop();
  await stripe?.stop();
  rmSync(scratch, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('The production stack answered every check.');
