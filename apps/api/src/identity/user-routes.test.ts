import { TypeCompiler } from '@sinclair/typebox/compiler';
import { RESET_CODE_RULES, User, type MailboxMessage } from '@touchline/contracts';
import { sql } from 'kysely';
import {
  bearer,
  jsonError,
  resetRateLimits,
  SEEDED,
  signIn,
  startIdentityApp,
  type IdentityTestApp,
} from './identity-test-kit';
import {
  ALREADY_VERIFIED,
  CODE_EXPIRED,
  CODE_LOCKED,
  PASSWORD_CHANGE_NOT_ALLOWED,
  RECOVERY_LIMIT,
  RECOVERY_SENT,
  VERIFICATION_SENT,
  VERIFIED,
  VERIFY_FAILED,
} from './user-routes';

const checkUser = TypeCompiler.Compile(User);

let kit: IdentityTestApp;
beforeAll(async () => {
  kit = await startIdentityApp();
});
afterAll(async () => kit?.close());
beforeEach(async () => resetRateLimits(kit.database));

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  kit.app.inject({ method: 'POST', url, payload, headers });

async function lastMail(to: string): Promise<MailboxMessage> {
  const mailbox = await kit.app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${to}` });
  const [message] = mailbox.json<{ items: MailboxMessage[] }>().items;
  if (!message) throw new Error(`no mail to ${to}`);
  return message;
}

/** A fresh user with a password, created through sign-up. */
async function newUser(
  email: string,
  password = 'Secret123',
): Promise<{ email: string; password: string }> {
  const response = await post('/v2/member', {
    account_id: 1,
    email,
    first_name: 'Test',
    last_name: 'User',
    user: { email, confirmEmail: email, password, confirmPassword: password },
    terms: true,
  });
  expect(response.statusCode).toBe(201);
  return { email, password };
}

describe('GET /v2/user', () => {
  it('answers the user with roles per account and the host areas they open', async () => {
    const tokens = await signIn(kit.app, SEEDED.demoAdmin);
    const response = await kit.app.inject({
      method: 'GET',
      url: '/v2/user',
      headers: bearer(tokens.access_token),
    });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(checkUser.Check(user)).toBe(true);
    expect(user).toMatchObject({
      email: SEEDED.demoAdmin.email,
      email_verified: true,
      first_name: 'Niamh',
      governing_body: null,
      password_set: true,
      accounts: [{ account_id: 1, slug: 'demo', name: 'Glenarden Gaels GAA Club' }],
    });
    expect(user.accounts[0].roles.sort()).toEqual(['Admin', 'Member', 'Owner']);
    expect(user.areas).toEqual(['site', 'club', 'backoffice', 'myaccount']);
  });

  it('shows the governing body of an XGB user', async () => {
    const tokens = await signIn(kit.app, SEEDED.demoXgb);
    const user = (
      await kit.app.inject({ method: 'GET', url: '/v2/user', headers: bearer(tokens.access_token) })
    ).json();
    expect(user.governing_body).toEqual({ governing_body_id: 7, name: 'Glenarden County Board' });
    expect(user.areas).toEqual(['site', 'xgb']);
  });
});

describe('PATCH /v2/user', () => {
  it('changes the password, signs out other sessions and keeps this one', async () => {
    const user = await newUser('changer@example.ie');
    const other = await signIn(kit.app, user);
    const current = await signIn(kit.app, user);
    const patch = await kit.app.inject({
      method: 'PATCH',
      url: '/v2/user',
      headers: bearer(current.access_token),
      payload: { password: 'NewSecret9', password_confirmation: 'NewSecret9' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().password_set).toBe(true);
    const check = (token: string) =>
      kit.app.inject({ method: 'GET', url: '/v2/user', headers: bearer(token) });
    expect((await check(current.access_token)).statusCode).toBe(200);
    expect((await check(other.access_token)).statusCode).toBe(401);
    await expect(signIn(kit.app, user)).rejects.toThrow('The user credentials were incorrect.');
    expect((await signIn(kit.app, { ...user, password: 'NewSecret9' })).access_token).toBeTruthy();
  });

  it.each([
    ['short', 'Ab1', 'At least 8 characters'],
    ['without upper case', 'abcdefg1', 'At least one upper case'],
    ['with a space', 'Abc defg1', 'No spaces allowed'],
    [
      'with a special character',
      'Abcdefg1;',
      'Note special characters ( / [ ] * ; are not accepted.',
    ],
    [
      'with a disallowed word',
      'Select12345',
      'Password not allowed, please enter a different password.',
    ],
  ])('refuses a password %s with the spec text', async (_name, password, text) => {
    const tokens = await signIn(kit.app, SEEDED.demoMember);
    const response = await kit.app.inject({
      method: 'PATCH',
      url: '/v2/user',
      headers: bearer(tokens.access_token),
      payload: { password },
    });
    const body = jsonError(response, 422);
    expect(body.message).toBe('Please check all the fields and submit again!');
    expect(body.errors).toEqual({ password: [text] });
  });

  it('refuses a confirmation that differs, and names with edge spaces', async () => {
    const tokens = await signIn(kit.app, SEEDED.demoMember);
    const response = await kit.app.inject({
      method: 'PATCH',
      url: '/v2/user',
      headers: bearer(tokens.access_token),
      payload: { password: 'Abcdefg12', password_confirmation: 'Abcdefg13' },
    });
    expect(jsonError(response, 422).errors).toEqual({
      password_confirmation: ['Password do not match'],
    });
    const names = await kit.app.inject({
      method: 'PATCH',
      url: '/v2/user',
      headers: bearer(tokens.access_token),
      payload: { first_name: ' Siobhan', last_name: '' },
    });
    expect(jsonError(names, 422).errors).toEqual({
      first_name: ['No spaces allowed'],
      last_name: ['Last name is required'],
    });
  });

  it('refuses a password change for a sign-in managed by single sign-on', async () => {
    await kit.database.db
      .updateTable('users')
      .set({ pwd_set_allowed: false })
      .where('email', '=', 'changer@example.ie')
      .execute();
    const tokens = await signIn(kit.app, { email: 'changer@example.ie', password: 'NewSecret9' });
    const response = await kit.app.inject({
      method: 'PATCH',
      url: '/v2/user',
      headers: bearer(tokens.access_token),
      payload: { password: 'Another123' },
    });
    expect(jsonError(response, 403).message).toBe(PASSWORD_CHANGE_NOT_ALLOWED);
  });

  it('needs a signed-in user', async () => {
    jsonError(
      await kit.app.inject({
        method: 'PATCH',
        url: '/v2/user',
        payload: { password: 'Abcdefg12' },
      }),
      401,
    );
  });

  it("keeps the member's language on their account, and refuses a language the site has not", async () => {
    const member = await newUser('irish.speaker@example.test');
    const tokens = await signIn(kit.app, member);
    const patch = (payload: object) =>
      kit.app.inject({
        method: 'PATCH',
        url: '/v2/user',
        payload,
        headers: bearer(tokens.access_token),
      });
    const before = await kit.app.inject({
      method: 'GET',
      url: '/v2/user',
      headers: bearer(tokens.access_token),
    });
    expect(before.json<User>().language).toBeNull();

    const chosen = await patch({ language: 'ga' });
    expect(chosen.statusCode).toBe(200);
    expect(checkUser.Check(chosen.json())).toBe(true);
    expect(chosen.json<User>()).toMatchObject({ language: 'ga', first_name: 'Test' });

    // Another change leaves the language as it is.
    expect((await patch({ first_name: 'Aoife' })).json<User>().language).toBe('ga');
    expect(jsonError(await patch({ language: 'fr' }), 400).message).toBeTruthy();
    const after = await kit.app.inject({
      method: 'GET',
      url: '/v2/user',
      headers: bearer(tokens.access_token),
    });
    expect(after.json<User>()).toMatchObject({ language: 'ga', first_name: 'Aoife' });
  });
});

describe('email verification', () => {
  it('mails a verification link on sign-up and verifies with its code once', async () => {
    const user = await newUser('verify.me@example.ie');
    const mail = await lastMail(user.email);
    expect(mail.kind).toBe('email_verification');
    expect(mail.subject).toBe('Verify your email address');
    const code = String(mail.data['code']);
    expect(mail.data['link']).toBe(
      `http://demo.localhost:4200/authentication/email-confirmed?c=${code}`,
    );
    const tokens = await signIn(kit.app, user);
    const before = (
      await kit.app.inject({ method: 'GET', url: '/v2/user', headers: bearer(tokens.access_token) })
    ).json();
    expect(before.email_verified).toBe(false);

    const verified = await post('/v2/user/authentication/verify', { code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: VERIFIED });
    const after = (
      await kit.app.inject({ method: 'GET', url: '/v2/user', headers: bearer(tokens.access_token) })
    ).json();
    expect(after.email_verified).toBe(true);
    expect(jsonError(await post('/v2/user/authentication/verify', { code }), 422).message).toBe(
      VERIFY_FAILED,
    );
  });

  it('resends the link to an unverified user, using the calling site for the link', async () => {
    const user = await newUser('resend@example.ie');
    const tokens = await signIn(kit.app, user);
    const resend = await post(
      '/v2/user/verification-notification',
      {},
      {
        ...bearer(tokens.access_token),
        origin: 'http://quiet.localhost:4200',
      },
    );
    expect(resend.json()).toEqual({ message: VERIFICATION_SENT });
    const mail = await lastMail(user.email);
    expect(String(mail.data['link'])).toMatch(
      /^http:\/\/quiet\.localhost:4200\/authentication\/email-confirmed\?c=/,
    );
    const seeded = await signIn(kit.app, SEEDED.demoMember);
    const already = await post(
      '/v2/user/verification-notification',
      {},
      bearer(seeded.access_token),
    );
    expect(already.json()).toEqual({ message: ALREADY_VERIFIED });
  });

  it('limits resends to 3 in 10 minutes', async () => {
    const user = await newUser('resend.often@example.ie');
    const tokens = await signIn(kit.app, user);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await post('/v2/user/verification-notification', {}, bearer(tokens.access_token)))
          .statusCode,
      ).toBe(200);
    }
    jsonError(
      await post('/v2/user/verification-notification', {}, bearer(tokens.access_token)),
      429,
    );
  });

  it('refuses unknown codes, and answers 429 after 10 tries', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect(
        jsonError(await post('/v2/user/authentication/verify', { code: `guess-${i}` }), 422)
          .message,
      ).toBe(VERIFY_FAILED);
    }
    jsonError(await post('/v2/user/authentication/verify', { code: 'guess' }), 429);
  });
});

describe('password recovery', () => {
  it('mails a 6-digit code that opens a session without refresh token, once', async () => {
    const user = await newUser('forgetful@example.ie');
    const asked = await post('/v2/user/authentication/recovery', { email: 'Forgetful@Example.ie' });
    expect(asked.json()).toEqual({ message: RECOVERY_SENT });
    const mail = await lastMail(user.email);
    expect(mail).toMatchObject({ kind: 'password_reset', subject: 'Your password reset code' });
    const code = String(mail.data['code']);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(`Your code to reset your password is ${code}.`);

    const session = await post('/v2/user/authentication/token', { email: user.email, token: code });
    expect(session.statusCode).toBe(200);
    const tokens = session.json();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(tokens.refresh_token).toBeUndefined();
    const patch = await kit.app.inject({
      method: 'PATCH',
      url: '/v2/user',
      headers: bearer(tokens.access_token),
      payload: { password: 'Remembered1' },
    });
    expect(patch.statusCode).toBe(200);
    expect(
      (await signIn(kit.app, { email: user.email, password: 'Remembered1' })).access_token,
    ).toBeTruthy();
    const again = await post('/v2/user/authentication/token', { email: user.email, token: code });
    expect(jsonError(again, 422).message).toBe('Code is invalid, please try again');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const asked = await post('/v2/user/authentication/recovery', { email: 'ghost@example.ie' });
    expect(asked.json()).toEqual({ message: RECOVERY_SENT });
    const mailbox = await kit.app.inject({
      method: 'GET',
      url: '/dev/mailbox.json?to=ghost@example.ie',
    });
    expect(mailbox.json().items).toEqual([]);
  });

  it('offers a set-password code to a user without a password', async () => {
    await kit.database.db
      .updateTable('users')
      .set({ password_hash: null })
      .where('email', '=', SEEDED.quietAdmin.email)
      .execute();
    await post('/v2/user/authentication/recovery', { email: SEEDED.quietAdmin.email });
    expect((await lastMail(SEEDED.quietAdmin.email)).subject).toBe('Your code to set a password');
  });

  it('expires codes after 15 minutes', async () => {
    const user = await newUser('slow@example.ie');
    await post('/v2/user/authentication/recovery', { email: user.email });
    const code = String((await lastMail(user.email)).data['code']);
    await kit.database.db
      .updateTable('auth_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('purpose', '=', 'reset_password')
      .execute();
    const late = await post('/v2/user/authentication/token', { email: user.email, token: code });
    expect(jsonError(late, 422).message).toBe(CODE_EXPIRED);
  });

  it(`locks a code after ${RESET_CODE_RULES.maxAttempts} wrong tries, even for the right code`, async () => {
    const user = await newUser('guesser@example.ie');
    await post('/v2/user/authentication/recovery', { email: user.email });
    const code = String((await lastMail(user.email)).data['code']);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < RESET_CODE_RULES.maxAttempts; i += 1) {
      const response = await post('/v2/user/authentication/token', {
        email: user.email,
        token: wrong,
      });
      expect(jsonError(response, 422)).toEqual({
        message: 'Code is invalid, please try again',
        code: 'invalid_data',
        errors: { token: ['Invalid code'] },
      });
    }
    const last = await post('/v2/user/authentication/token', { email: user.email, token: wrong });
    expect(jsonError(last, 422).message).toBe(CODE_LOCKED);
    const right = await post('/v2/user/authentication/token', { email: user.email, token: code });
    expect(jsonError(right, 422).message).toBe(CODE_LOCKED);
    // A new code works again.
    await post('/v2/user/authentication/recovery', { email: user.email });
    const fresh = String((await lastMail(user.email)).data['code']);
    expect(
      (await post('/v2/user/authentication/token', { email: user.email, token: fresh })).statusCode,
    ).toBe(200);
  });

  it('validates the email and code with the spec texts', async () => {
    expect(
      jsonError(await post('/v2/user/authentication/recovery', { email: 'not-an-email' }), 422)
        .errors,
    ).toEqual({
      email: ['Email must be valid'],
    });
    expect(
      jsonError(await post('/v2/user/authentication/token', { email: '', token: '12' }), 422)
        .errors,
    ).toEqual({
      email: ['Email is required'],
      token: ['Invalid code'],
    });
    jsonError(await post('/v2/user/authentication/recovery', { email: 123 }), 400);
    jsonError(await post('/v2/user/authentication/recovery', { email: 'a'.repeat(300) }), 400);
  });

  it(`answers 429 after ${RECOVERY_LIMIT.max} requests for one email`, async () => {
    for (let i = 0; i < RECOVERY_LIMIT.max; i += 1) {
      expect(
        (await post('/v2/user/authentication/recovery', { email: 'spam@example.ie' })).statusCode,
      ).toBe(200);
    }
    const limited = await post('/v2/user/authentication/recovery', { email: 'SPAM@example.ie' });
    jsonError(limited, 429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
