import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  SEEDED,
  bearer,
  signIn,
  startIdentityApp,
  type IdentityTestApp,
} from '../identity/identity-test-kit';
import { ACCOUNT_CREATED } from '../identity/member-routes';
import { RECOVERY_SENT } from '../identity/user-routes';
import { EMAIL_CHANGE_SENT } from '../member-account/account-security-routes';
import { resetRateLimits } from '../identity/identity-test-kit';
import { createClock } from '../clock/clock';
import { createCommerceContext } from '../commerce/commerce-context';
import { runBackgroundJobs } from '../jobs/background-jobs';
import { QUEUES, startJobQueue, type JobQueue } from '../jobs/job-queue';
import { testConfig } from '../testing/test-database';
import { waitFor } from '../testing/wait-for';
import {
  CARDS,
  cardToken,
  checkout,
  createCart,
  demoProducts,
  memberToken,
  type CheckoutResult,
} from '../commerce/testing/commerce-test-kit';

// The SMTP server refuses connections, or takes them and never answers: every request that
// mails still answers as it should, and its mail waits in `mail_retries` for the retry job.

jest.setTimeout(60_000);

const DEMO = 1;

/** A TCP server that takes connections and never says a word (a hung SMTP server). */
async function silentServer(): Promise<{ server: Server; port: number; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, sockets };
}

/** A port on this machine nothing listens on (connections are refused). */
async function closedPort(): Promise<number> {
  const { server, port } = await silentServer();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const signUpBody = (email: string) => ({
  account_id: DEMO,
  email,
  first_name: 'Ciara',
  last_name: 'Doyle',
  mobile: '+353871234567',
  user: { email, confirmEmail: email, password: 'Secret123', confirmPassword: 'Secret123' },
  address: {
    country: 'Ireland',
    county: 'Dublin',
    city: 'Dublin',
    line1: '2 Quay Road',
    line2: null,
    postal_code: 'D01',
  },
  terms: true,
  receive_updates: true,
});

const queuedFor = (t: IdentityTestApp, to: string) =>
  t.database.db
    .selectFrom('mail_retries')
    .select(['kind', 'to_address', 'subject', 'attempts', 'last_error'])
    .where('to_address', '=', to)
    .execute();

async function expectSignedUp(t: IdentityTestApp, email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v2/member',
    payload: signUpBody(email),
  });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toMatchObject({ message: ACCOUNT_CREATED });
  const user = await t.database.db
    .selectFrom('users')
    .select(['email', 'email_verified_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  expect(user).toMatchObject({ email, email_verified_at: null });
  expect(await queuedFor(t, email)).toEqual([
    expect.objectContaining({ kind: 'email_verification', to_address: email }),
  ]);
}

describe('when the SMTP server refuses connections', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await startIdentityApp({
      CLUB_CACHE_TTL_MS: '0',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
    });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => resetRateLimits(t.database));

  it('sign-up creates the account, tells the member to check their inbox, and queues the mail', async () => {
    await expectSignedUp(t, 'refused.smtp@example.ie');
  });

  it('a password reset code is queued, and the answer is the usual one', async () => {
    const email = 'refused.smtp@example.ie';
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v2/user/authentication/recovery',
      payload: { email },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: RECOVERY_SENT });
    // The answer comes in steady time, whether or not the mail's work has finished (the time
    // must not tell whether the email has an account): on a busy machine it is kept just after.
    await waitFor('the password reset mail kept for the retry job', async () =>
      (await queuedFor(t, email)).some((mail) => mail.kind === 'password_reset'),
    );
  });

  it('an email change link is queued, and the member told it was sent', async () => {
    const headers = {
      ...bearer((await signIn(t.app, SEEDED.demoMember)).access_token),
      origin: 'http://myaccount.localhost:4200',
    };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/v2/user/email',
      headers,
      payload: { current_password: SEEDED.demoMember.password, email: 'moved.away@example.ie' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: EMAIL_CHANGE_SENT });
    expect((await queuedFor(t, 'moved.away@example.ie')).map((mail) => mail.kind)).toEqual([
      'email_change',
    ]);
  });
  it('a checkout completes, and its receipt is queued', async () => {
    const headers = bearer(await memberToken(t.app));
    const products = await demoProducts(t.database.db);
    const cart = await createCart(
      t.app,
      [{ product_id: products.get('club-scarf')!, quantity: 1 }],
      headers,
    );
    const response = await checkout(t.app, headers, {
      shopping_cart_id: cart.shopping_cart_id,
      confirmation_token: await cardToken(t.app, CARDS.visaDebit),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<CheckoutResult>()).toMatchObject({
      status: 'succeeded',
      order_status: 'Completed',
    });
    expect((await queuedFor(t, SEEDED.demoMember.email)).map((mail) => mail.kind)).toContain(
      'order_receipt',
    );
  });
});

describe('when the SMTP server takes the connection and never answers', () => {
  let t: IdentityTestApp;
  let silent: Awaited<ReturnType<typeof silentServer>>;
  beforeAll(async () => {
    silent = await silentServer();
    t = await startIdentityApp({
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${silent.port}`,
      SMTP_TIMEOUT_MS: '500',
    });
  });
  afterAll(async () => {
    await t?.close();
    for (const socket of silent.sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.server.close(() => resolve()));
  });

  it('sign-up answers within the timeout, creates the account and queues the mail', async () => {
    const started = Date.now();
    await expectSignedUp(t, 'hung.smtp@example.ie');
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe("the workers' retry-mail job", () => {
  it('sends the kept sign-up mail once the mail service answers, and keeps it no more', async () => {
    const port = await closedPort();
    const down = await startIdentityApp({
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    let jobs: JobQueue | undefined;
    try {
      await expectSignedUp(down, 'kept.until.up@example.ie');
      // A worker whose mail service answers (here the outbox) runs the job.
      jobs = await startJobQueue(down.database, { role: 'work', onError: () => undefined });
      const config = testConfig();
      await runBackgroundJobs(jobs, {
        db: down.database.db,
        commerce: createCommerceContext(down.database.db, config),
        clock: createClock(down.database.db, { movable: true }),
        log: { info: () => undefined, error: () => undefined },
      });
      await jobs.send(QUEUES.retryMail, {});
      await waitFor(
        'the kept mail to be sent',
        async () => (await queuedFor(down, 'kept.until.up@example.ie')).length === 0,
      );
      const sent = await down.database.db
        .selectFrom('mail_outbox')
        .select(['kind', 'subject', 'idempotency_key'])
        .where('to_address', '=', 'kept.until.up@example.ie')
        .execute();
      expect(sent).toEqual([
        expect.objectContaining({
          kind: 'email_verification',
          idempotency_key: expect.stringMatching(/^mail\./),
        }),
      ]);
    } finally {
      await jobs?.stop();
      await down.close();
    }
  });
});
