import type { User } from '@touchline/contracts';
import {
  bearer,
  jsonError,
  resetRateLimits,
  SEEDED,
  signIn,
  startIdentityApp,
  type IdentityTestApp,
} from '../identity/identity-test-kit';
import {
  EMAIL_CHANGE_FAILED,
  EMAIL_CHANGE_SENT,
  EMAIL_CHANGED,
  EMAIL_CHANGE_UNDONE,
  EMAIL_IN_USE,
  PASSWORD_CHANGED,
  SAME_EMAIL,
  WRONG_PASSWORD,
} from './account-security-routes';

let t: IdentityTestApp;

beforeAll(async () => {
  t = await startIdentityApp();
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await resetRateLimits(t.database);
});

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/v2/user', headers });

describe('changing the password', () => {
  it('asks for the current password, keeps the rules and signs out the other sessions', async () => {
    const here = bearer((await signIn(t.app, SEEDED.demoAdmin)).access_token);
    const elsewhere = await signIn(t.app, SEEDED.demoAdmin);
    const change = (payload: object) => post('/v2/user/password', here, payload);

    jsonError(
      await post(
        '/v2/user/password',
        {},
        { current_password: 'x', password: 'Fresh-Start-42', password_confirmation: 'x' },
      ),
      401,
    );
    const wrong = await change({
      current_password: 'not-my-password',
      password: 'Fresh-Start-42',
      password_confirmation: 'Fresh-Start-42',
    });
    expect(jsonError(wrong, 422).errors).toEqual({ current_password: [WRONG_PASSWORD] });
    const weak = await change({
      current_password: SEEDED.demoAdmin.password,
      password: 'short',
      password_confirmation: 'other',
    });
    expect(Object.keys(jsonError(weak, 422).errors ?? {}).sort()).toEqual([
      'password',
      'password_confirmation',
    ]);

    const changed = await change({
      current_password: SEEDED.demoAdmin.password,
      password: 'Fresh-Start-42',
      password_confirmation: 'Fresh-Start-42',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: PASSWORD_CHANGED });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(bearer(elsewhere.access_token))).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'refresh_token', refresh_token: elsewhere.refresh_token },
    });
    expect(refreshed.statusCode).toBeGreaterThanOrEqual(400);
    await signIn(t.app, { email: SEEDED.demoAdmin.email, password: 'Fresh-Start-42' });
  });
});

describe('changing the email address', () => {
  it('re-authenticates, mails the new address, and changes it once the link is opened', async () => {
    const headers = {
      ...bearer((await signIn(t.app, SEEDED.demoMember)).access_token),
      origin: 'http://myaccount.localhost:4200',
    };
    const change = (payload: object) => post('/v2/user/email', headers, payload);
    const password = SEEDED.demoMember.password;

    expect(
      jsonError(await change({ current_password: 'wrong-one', email: 'new@example.ie' }), 422)
        .errors,
    ).toEqual({ current_password: [WRONG_PASSWORD] });
    expect(
      jsonError(await change({ current_password: password, email: SEEDED.demoMember.email }), 422)
        .errors,
    ).toEqual({ email: [SAME_EMAIL] });
    expect(
      jsonError(await change({ current_password: password, email: SEEDED.demoAdmin.email }), 422)
        .errors,
    ).toEqual({ email: [EMAIL_IN_USE] });
    jsonError(await change({ current_password: password, email: 'not an email' }), 422);

    const sent = await change({ current_password: password, email: 'Siobhan.New@Example.ie' });
    expect(sent.json()).toEqual({ message: EMAIL_CHANGE_SENT });
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'email_change')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('siobhan.new@example.ie');
    const link = new URL(String(mail.data.link));
    expect(`${link.origin}${link.pathname}`).toBe('http://myaccount.localhost:4200/profile/email');
    // Until the link is opened, the old address stays.
    expect((await me(headers)).json<User>().email).toBe(SEEDED.demoMember.email);

    // Posted by the page the link opens, on the account site.
    const confirm = () =>
      post(
        '/v2/user/email/confirm',
        { origin: link.origin },
        { code: link.searchParams.get('c') ?? '' },
      );
    expect((await confirm()).json()).toEqual({ message: EMAIL_CHANGED });
    const user = (await me(headers)).json<User>();
    expect(user).toMatchObject({ email: 'siobhan.new@example.ie', email_verified: true });
    expect(jsonError(await confirm(), 422).message).toBe(EMAIL_CHANGE_FAILED);
    const fromNewAddress = bearer(
      (await signIn(t.app, { email: 'siobhan.new@example.ie', password })).access_token,
    );

    // The old address is told, with a link that puts the change back.
    const notice = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'email_change_notice')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice.to_address).toBe(SEEDED.demoMember.email);
    expect(notice.subject).toBe('Your email address was changed');
    expect(notice.text_body).toContain('siobhan.new@example.ie');
    const undoLink = new URL(String(notice.data.link));
    expect(`${undoLink.origin}${undoLink.pathname}`).toBe(
      'http://myaccount.localhost:4200/profile/email-undo',
    );
    expect(notice.text_body).toContain(undoLink.href);

    const undo = () =>
      post('/v2/user/email/undo', {}, { code: undoLink.searchParams.get('c') ?? '' });
    expect((await undo()).json()).toEqual({ message: EMAIL_CHANGE_UNDONE });
    // The old address signs in again, and every session of the account has ended.
    expect((await me(fromNewAddress)).statusCode).toBe(401);
    expect((await me(headers)).statusCode).toBe(401);
    const back = bearer(
      (await signIn(t.app, { email: SEEDED.demoMember.email, password })).access_token,
    );
    expect((await me(back)).json<User>().email).toBe(SEEDED.demoMember.email);
    expect(jsonError(await undo(), 422).message).toBe(EMAIL_CHANGE_FAILED);
  });

  it('keeps the undo link usable when the old address was taken meanwhile', async () => {
    const xgb = SEEDED.demoXgb;
    const headers = bearer((await signIn(t.app, xgb)).access_token);
    await post('/v2/user/email', headers, {
      current_password: xgb.password,
      email: 'declan.new@example.ie',
    });
    const changeMail = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'email_change')
      .where('to_address', '=', 'declan.new@example.ie')
      .executeTakeFirstOrThrow();
    const confirmLink = new URL(String(changeMail.data.link));
    await post(
      '/v2/user/email/confirm',
      { origin: confirmLink.origin },
      { code: confirmLink.searchParams.get('c') ?? '' },
    );
    const notice = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'email_change_notice')
      .where('to_address', '=', xgb.email)
      .executeTakeFirstOrThrow();
    const undo = () =>
      post(
        '/v2/user/email/undo',
        {},
        {
          code: new URL(String(notice.data.link)).searchParams.get('c') ?? '',
        },
      );
    // Someone else signs up with the old address meanwhile.
    const other = await t.database.db
      .insertInto('users')
      .values({ email: xgb.email, first_name: 'Other', last_name: 'Person' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(jsonError(await undo(), 409).message).toBe(EMAIL_IN_USE);
    await t.database.db.deleteFrom('users').where('id', '=', other.id).execute();
    expect((await undo()).json()).toEqual({ message: EMAIL_CHANGE_UNDONE });
  });

  it('refuses a re-authentication tried too often', async () => {
    const headers = bearer((await signIn(t.app, SEEDED.demoXgb)).access_token);
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      statuses.push(
        (await post('/v2/user/email', headers, { current_password: 'x', email: 'a@b.ie' }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});
