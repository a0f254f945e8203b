import { ERRORS } from '../errors/catalogue';
import {
  jsonError,
  resetRateLimits,
  SEEDED,
  startIdentityApp,
  type IdentityTestApp,
} from '../identity/identity-test-kit';
import { SIGN_IN_LOCKOUT } from '../identity/sign-in-lockout';
import { inSteadyTime } from '../identity/steady-time';
import {
  RECOVERY_ACCOUNT_LIMIT,
  RECOVERY_ADDRESS_LIMIT,
  RECOVERY_ANSWER_MS,
  RECOVERY_SENT,
  RESET_GUESS_ACCOUNT_LIMIT,
} from '../identity/user-routes';

let kit: IdentityTestApp;
beforeAll(async () => {
  kit = await startIdentityApp();
});
afterAll(async () => kit?.close());
beforeEach(async () => {
  await resetRateLimits(kit.database);
  await kit.database.db.deleteFrom('sign_in_lockouts').execute();
});

let address = 0;
/** Each attempt from a new client address: the per-address limits never see a repeat. */
const signInFromAnywhere = (username: string, password: string) =>
  kit.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: `10.20.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
    payload: { grant_type: 'password', username, password },
  });

describe('sign-in lockout per account, across addresses', () => {
  const member = SEEDED.demoMember;

  it(`pauses an account after ${SIGN_IN_LOCKOUT.maxFailures} failed passwords from different addresses`, async () => {
    for (let i = 1; i < SIGN_IN_LOCKOUT.maxFailures; i += 1) {
      const wrong = await signInFromAnywhere(member.email, `Wrong-pass-${i}`);
      expect(jsonError(wrong, 400).message).toBe(ERRORS.bad_credentials.message);
    }
    const last = await signInFromAnywhere(member.email, 'Wrong-pass-last');
    expect(jsonError(last, 429).message).toBe(ERRORS.sign_in_locked.message);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(SIGN_IN_LOCKOUT.lockSeconds - 60);

    // Even the right password waits out the pause, from yet another address.
    const right = await signInFromAnywhere(member.email, member.password);
    expect(jsonError(right, 429).message).toBe(ERRORS.sign_in_locked.message);
    // Other accounts are not touched.
    expect(
      (await signInFromAnywhere(SEEDED.demoAdmin.email, SEEDED.demoAdmin.password)).statusCode,
    ).toBe(200);
  });

  it('counts an unknown email the same way, so the answers tell nothing', async () => {
    let last = await signInFromAnywhere('nobody@example.ie', 'Wrong-pass-1');
    for (let i = 1; i < SIGN_IN_LOCKOUT.maxFailures; i += 1) {
      last = await signInFromAnywhere('nobody@example.ie', 'Wrong-pass-1');
    }
    expect(jsonError(last, 429).message).toBe(ERRORS.sign_in_locked.message);
  });

  it('starts the count again after a successful sign-in', async () => {
    for (let i = 1; i < SIGN_IN_LOCKOUT.maxFailures; i += 1) {
      await signInFromAnywhere(member.email, 'Wrong-pass-1');
    }
    expect((await signInFromAnywhere(member.email, member.password)).statusCode).toBe(200);
    const after = await signInFromAnywhere(member.email, 'Wrong-pass-1');
    expect(jsonError(after, 400).message).toBe(ERRORS.bad_credentials.message);
  });
});

describe('password reset requests', () => {
  const recover = (email: string, remoteAddress = '10.30.0.1') =>
    kit.app.inject({
      method: 'POST',
      url: '/v2/user/authentication/recovery',
      remoteAddress,
      payload: { email },
    });

  it(`are limited to ${RECOVERY_ADDRESS_LIMIT.max} an hour per address, whatever the emails`, async () => {
    for (let i = 0; i < RECOVERY_ADDRESS_LIMIT.max; i += 1) {
      expect((await recover(`someone${i}@example.ie`)).statusCode).toBe(200);
    }
    const limited = await recover('one-more@example.ie');
    expect(jsonError(limited, 429).message).toBe(ERRORS.too_many_requests.message);
    expect((await recover('one-more@example.ie', '10.30.0.2')).statusCode).toBe(200);
  }, 60_000);

  it('answer in the same time whether or not the account exists', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await recover(email, `10.31.0.${(address++ % 250) + 1}`);
      expect(response.statusCode).toBe(200);
      return { body: response.json(), ms: performance.now() - started };
    };
    const known = await timed(SEEDED.demoMember.email);
    const unknown = await timed('nobody-here@example.ie');
    expect(unknown.body).toEqual(known.body);
    // Neither answer comes before the steady time: the quick "no such account" path waits too.
    expect(unknown.ms).toBeGreaterThanOrEqual(RECOVERY_ANSWER_MS - 5);
    expect(known.ms).toBeGreaterThanOrEqual(RECOVERY_ANSWER_MS - 5);
  });

  it('answer on time even when the mail is slow, and finish the mail afterwards', async () => {
    // A mail that ends only when the test says so: the answer must not wait for it, however
    // slow the machine (a clock-bound check of this failed on a busy one).
    let sendMail = () => {};
    let finished = false;
    const mail = new Promise<void>((resolve) => {
      sendMail = resolve;
    }).then(() => {
      finished = true;
    });
    const started = performance.now();
    await inSteadyTime(50, () => mail);
    // Never before the steady time, and answered while the mail is still going.
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(finished).toBe(false);
    sendMail();
    await mail;
    expect(finished).toBe(true);
  });
});

describe('password reset codes per account, across addresses', () => {
  let next = 0;
  const fromAnywhere = () => `10.40.${Math.floor(next / 250)}.${(next++ % 250) + 1}`;

  const resetMails = async (email: string) =>
    (
      await kit.database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('kind', '=', 'password_reset')
        .where('to_address', '=', email)
        .execute()
    ).length;

  it(`mail one account at most ${RECOVERY_ACCOUNT_LIMIT.max} codes an hour, with the same answer after`, async () => {
    const { email } = SEEDED.demoXgb;
    const before = await resetMails(email);
    for (let i = 0; i < RECOVERY_ACCOUNT_LIMIT.max + 3; i += 1) {
      const response = await kit.app.inject({
        method: 'POST',
        url: '/v2/user/authentication/recovery',
        remoteAddress: fromAnywhere(),
        payload: { email },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: RECOVERY_SENT });
    }
    // A mail may finish after its answer: wait for the ones sent, then count them.
    for (
      let tries = 0;
      (await resetMails(email)) - before < RECOVERY_ACCOUNT_LIMIT.max;
      tries += 1
    ) {
      if (tries > 200) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await resetMails(email)) - before).toBe(RECOVERY_ACCOUNT_LIMIT.max);
  }, 60_000);

  it(`take at most ${RESET_GUESS_ACCOUNT_LIMIT.max} code guesses an hour for one email from any addresses, whether or not it has an account`, async () => {
    for (const email of [SEEDED.demoXgb.email, 'nobody-at-all@example.ie']) {
      const guess = () =>
        kit.app.inject({
          method: 'POST',
          url: '/v2/user/authentication/token',
          remoteAddress: fromAnywhere(),
          payload: { email, token: '000000' },
        });
      for (let i = 0; i < RESET_GUESS_ACCOUNT_LIMIT.max; i += 1) {
        expect((await guess()).statusCode).toBe(422);
      }
      expect(jsonError(await guess(), 429).message).toBe(ERRORS.too_many_requests.message);
    }
  }, 60_000);
});
