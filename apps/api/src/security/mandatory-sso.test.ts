import { ERRORS } from '../errors/catalogue';
import { issueResetCode } from '../identity/auth-codes';
import {
  jsonError,
  resetRateLimits,
  SEEDED,
  signInBySso,
  startIdentityApp,
  type IdentityTestApp,
} from '../identity/identity-test-kit';

// The quiet club makes single sign-on mandatory; its admin also has a password from the seed.
let kit: IdentityTestApp;
beforeAll(async () => {
  kit = await startIdentityApp();
});
afterAll(async () => kit?.close());
beforeEach(async () => resetRateLimits(kit.database));

const token = (payload: Record<string, unknown>) =>
  kit.app.inject({ method: 'POST', url: '/oauth/token', payload });

describe('mandatory single sign-on', () => {
  it('refuses the password grant for a user of a club whose SSO is mandatory', async () => {
    const response = await token({
      grant_type: 'password',
      username: SEEDED.quietAdmin.email,
      password: SEEDED.quietAdmin.password,
    });
    const body = jsonError(response, 403);
    expect(body.message).toBe(ERRORS.sso_required.message);
    expect(response.json()).toMatchObject({ code: 'sso_required', club: 'quiet' });
    expect(response.json()).not.toHaveProperty('access_token');
  });

  it('refuses the password grant that names a club whose SSO is mandatory', async () => {
    const quiet = await kit.database.db
      .selectFrom('clubs')
      .select('account_id')
      .where('slug', '=', 'quiet')
      .executeTakeFirstOrThrow();
    const response = await token({
      grant_type: 'password',
      username: SEEDED.demoMember.email,
      password: SEEDED.demoMember.password,
      account_id: quiet.account_id,
    });
    expect(jsonError(response, 403).message).toBe(ERRORS.sso_required.message);
  });

  it('refuses the password grant made from the site of a club whose SSO is mandatory', async () => {
    const fromSite = (origin: string) =>
      kit.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { origin },
        payload: {
          grant_type: 'password',
          username: SEEDED.demoMember.email,
          password: SEEDED.demoMember.password,
        },
      });
    const quiet = await fromSite('http://quiet.localhost:4200');
    expect(jsonError(quiet, 403).message).toBe(ERRORS.sso_required.message);
    expect((await fromSite('http://demo.localhost:4200')).statusCode).toBe(200);
  });

  it('says nothing about SSO to a wrong password', async () => {
    const response = await token({
      grant_type: 'password',
      username: SEEDED.quietAdmin.email,
      password: 'Wrong-password-1',
    });
    expect(jsonError(response, 400).message).toBe(ERRORS.bad_credentials.message);
  });

  it('opens no session from a password-reset code past mandatory SSO', async () => {
    const user = await kit.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', SEEDED.quietAdmin.email)
      .executeTakeFirstOrThrow();
    const code = await issueResetCode(kit.database.db, user.id);
    const response = await kit.app.inject({
      method: 'POST',
      url: '/v2/user/authentication/token',
      payload: { email: SEEDED.quietAdmin.email, token: code },
    });
    expect(jsonError(response, 403).message).toBe(ERRORS.sso_required.message);
  });

  it('still signs the same user in through single sign-on', async () => {
    const tokens = await signInBySso(kit, SEEDED.quietAdmin);
    expect(tokens.access_token).toEqual(expect.any(String));
  });

  it('keeps the password grant for users of clubs without mandatory SSO', async () => {
    const response = await token({
      grant_type: 'password',
      username: SEEDED.demoMember.email,
      password: SEEDED.demoMember.password,
    });
    expect(response.statusCode).toBe(200);
  });
});

// Last in this file: the quiet club's admin joins the demo club, where passwords are allowed.
describe('a password session of a user who joined another club', () => {
  const accountOf = async (slug: string) =>
    (
      await kit.database.db
        .selectFrom('clubs')
        .select('account_id')
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow()
    ).account_id;
  const quietInbox = async (accessToken: string) =>
    kit.app.inject({
      method: 'GET',
      url: `/v2/backoffice/contact-messages?account_id=${await accountOf('quiet')}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });

  beforeAll(async () => {
    const sso = await signInBySso(kit, SEEDED.quietAdmin);
    const { email, firstName, lastName } = SEEDED.quietAdmin;
    const joined = await kit.app.inject({
      method: 'POST',
      url: '/v2/member',
      headers: { authorization: `Bearer ${sso.access_token}` },
      payload: {
        account_id: await accountOf('demo'),
        email,
        first_name: firstName,
        last_name: lastName,
        user: { email, confirmEmail: email },
        terms: true,
      },
    });
    expect(joined.statusCode).toBe(201);
  });

  it('carries no role in the club whose SSO is mandatory, from any sign-in context', async () => {
    const demoAccount = await accountOf('demo');
    for (const extra of [{}, { account_id: demoAccount }]) {
      const signedIn = await token({
        grant_type: 'password',
        username: SEEDED.quietAdmin.email,
        password: SEEDED.quietAdmin.password,
        ...extra,
      });
      expect(signedIn.statusCode).toBe(200);
      const inbox = await quietInbox(signedIn.json<{ access_token: string }>().access_token);
      expect(jsonError(inbox, 403).message).toBe(ERRORS.forbidden.message);
    }
  });

  it('carries none after a password-reset code either', async () => {
    const user = await kit.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', SEEDED.quietAdmin.email)
      .executeTakeFirstOrThrow();
    const code = await issueResetCode(kit.database.db, user.id);
    const reset = await kit.app.inject({
      method: 'POST',
      url: '/v2/user/authentication/token',
      payload: { email: SEEDED.quietAdmin.email, token: code },
    });
    expect(reset.statusCode).toBe(200);
    const inbox = await quietInbox(reset.json<{ access_token: string }>().access_token);
    expect(jsonError(inbox, 403).message).toBe(ERRORS.forbidden.message);
  });

  it('keeps the role in a single sign-on session, and after its refresh', async () => {
    const sso = await signInBySso(kit, SEEDED.quietAdmin);
    expect((await quietInbox(sso.access_token)).statusCode).toBe(200);
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: sso.refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
    const inbox = await quietInbox(refreshed.json<{ access_token: string }>().access_token);
    expect(inbox.statusCode).toBe(200);
  });
});
