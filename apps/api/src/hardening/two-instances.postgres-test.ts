import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type {
  CheckoutResult,
  DistributionList,
  EmailTemplateList,
  ImageUploadResult,
  Order,
  ShoppingCart,
  TestCardToken,
  TokenResponse,
} from '@touchline/contracts';
import { API_ROOT } from '../app-paths';
import { samplePng } from '../backoffice/sample-images';
import { SEED_USERS } from '../identity/identity-seed-data';
import { RECOVERY_LIMIT } from '../identity/user-routes';
import {
  createEmptyPostgresDatabase,
  type EmptyPostgresDatabase,
} from '../testing/postgres-databases';

// Two API processes on one PostgreSQL database: whatever one instance records, the other
// honours, so nothing a request needs lives in a process's memory. Run by
// tools/test/with-postgres.mjs (it needs TEST_DATABASE_URL).

const serverUrl = process.env['TEST_DATABASE_URL'];
if (!serverUrl) {
  throw new Error('Set TEST_DATABASE_URL (tools/test/with-postgres.mjs does) to run this test');
}

const processes: ChildProcess[] = [];
let database: EmptyPostgresDatabase | undefined;
let first: string;
let second: string;

/** Starts `src/main.ts` on a free port and answers its base URL once it listens. */
function startInstance(databaseUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src/main.ts')], {
      cwd: API_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'http://127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    processes.push(child);
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Club API listening on http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.on('exit', (code) => reject(new Error(`The API exited with ${code}:\n${output}`)));
  });
}

// Two processes compile and start the API, the first migrating and seeding: a limit that only
// stops a hang, with room for a machine whose cores the browser journeys share.
beforeAll(async () => {
  database = await createEmptyPostgresDatabase(serverUrl, 'club_api_instances');
  // The first migrates and seeds; the second finds everything in place.
  first = await startInstance(database.url);
  second = await startInstance(database.url);
}, 300_000);

afterAll(async () => {
  await Promise.all(
    processes.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await database?.drop();
}, 60_000);

async function call(base: string, route: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${route}`, init);
  const type = response.headers.get('content-type') ?? '';
  const body: unknown = type.startsWith('application/json') ? await response.json() : null;
  return { status: response.status, headers: response.headers, body };
}

const json = (method: string, payload: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(payload),
});

const clubAdmin = SEED_USERS.find((user) => user.club === 'demo' && user.roles.includes('Owner'))!;

const clubMember = SEED_USERS.find((user) => user.club === 'demo' && user.roles.length === 0)!;

async function signIn(base: string, user = clubAdmin): Promise<Record<string, string>> {
  const token = await call(
    base,
    '/oauth/token',
    json('POST', { grant_type: 'password', username: user.email, password: user.password }),
  );
  expect(token.status).toBe(200);
  return { authorization: `Bearer ${(token.body as TokenResponse).access_token}` };
}

describe('two API instances on one PostgreSQL database', () => {
  it('run as separate processes', () => {
    expect(first).not.toBe(second);
    expect(processes.map((child) => child.pid)).toHaveLength(2);
  });

  it('honour a sign-in made through the other', async () => {
    const auth = await signIn(first);
    const user = await call(second, '/v2/user', { headers: auth });
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ email: clubAdmin.email });
  });

  it('take a cart filled through one and paid through the other', async () => {
    const auth = await signIn(first, clubMember);
    // A shop item without sizes to choose.
    const scarf = await call(first, '/v2/store/demo/products/club-scarf');
    const productId = (scarf.body as { product_id: number }).product_id;
    const cart = await call(
      first,
      '/v2/store/demo/shopping-cart',
      json('POST', { items: [{ product_id: productId, quantity: 2 }] }, auth),
    );
    expect({ status: cart.status, body: cart.body }).toMatchObject({ status: 201 });
    const { shopping_cart_id: cartId, pay_today: payToday } = cart.body as ShoppingCart;
    expect(payToday.total).toBeGreaterThan(0);

    const card = await call(
      second,
      '/v2/payments/test/confirmation-tokens',
      json('POST', { number: '4000056655665556', exp_month: 12, exp_year: 2040, cvc: '123' }),
    );
    expect(card.status).toBe(201);
    const checkout = await call(
      second,
      '/v2/store/demo/checkouts',
      json(
        'POST',
        { shopping_cart_id: cartId, confirmation_token: (card.body as TestCardToken).id },
        auth,
      ),
    );
    expect({ status: checkout.status, body: checkout.body }).toMatchObject({ status: 201 });
    const paid = checkout.body as CheckoutResult;
    expect(paid).toMatchObject({ status: 'succeeded', amount: payToday.total });

    const order = await call(first, `/v2/store/demo/orders/${paid.order_id}`, { headers: auth });
    expect(order.status).toBe(200);
    expect((order.body as Order).status).not.toBe('New');
    expect((order.body as Order).pay_today.total).toBe(payToday.total);
  });

  it('count a rate limit together', async () => {
    const email = `limit-${randomBytes(4).toString('hex')}@example.com`;
    for (let index = 0; index < RECOVERY_LIMIT.max; index++) {
      const allowed = await call(
        first,
        '/v2/user/authentication/recovery',
        json('POST', { email }),
      );
      expect(allowed.status).toBe(200);
    }
    const limited = await call(second, '/v2/user/authentication/recovery', json('POST', { email }));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      message: 'Too many attempts. Please try again later.',
      code: 'too_many_requests',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('share back-office lists and uploaded images', async () => {
    const auth = await signIn(first);
    const templates = await call(first, '/v2/backoffice/emails/distribution-lists/get-templates', {
      headers: auth,
    });
    const template = (templates.body as EmailTemplateList).items[0]!;
    const created = await call(
      first,
      '/v2/backoffice/emails/distribution-lists/create',
      json(
        'POST',
        {
          name: 'Made on the first instance',
          template_id: template.template_id,
          audience: 'all_members',
          frequency: 'once',
        },
        auth,
      ),
    );
    expect(created.status).toBe(201);
    const id = (created.body as DistributionList).email_distribution_list_id;
    const read = await call(second, `/v2/backoffice/emails/distribution-lists/${id}`, {
      headers: auth,
    });
    expect(read.body).toMatchObject({ name: 'Made on the first instance' });

    const form = new FormData();
    const png = samplePng(32, 32);
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const uploaded = await call(first, '/v2/backoffice/images', {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const imagePath = new URL((uploaded.body as ImageUploadResult).file_path).pathname;
    const served = await fetch(`${second}${imagePath}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });
});
