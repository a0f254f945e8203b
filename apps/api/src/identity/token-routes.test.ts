import { TypeCompiler } from '@sinclair/typebox/compiler';
import { INSUFFICIENT_PERMISSIONS, TokenResponse } from '@touchline/contracts';
import { SIGN_IN_LOCKOUT } from './sign-in-lockout';
import { sql } from 'kysely';
import { SESSION_EXPIRED } from './authenticate';
import {
  bearer,
  jsonError,
  resetRateLimits,
  SEEDED,
  signIn,
  signInBySso,
  startIdentityApp,
  type IdentityTestApp,
} from './identity-test-kit';
import { BAD_CREDENTIALS, BAD_REFRESH_TOKEN, TOKEN_LIMIT } from './token-routes';
import { hashSecret } from './tokens';

const checkTokens = TypeCompiler.Compile(TokenResponse);

let kit: IdentityTestApp;
beforeAll(async () => {
  kit = await startIdentityApp();
});
afterAll(async () => kit?.close());
beforeEach(async () => resetRateLimits(kit.database));

const token = (payload: Record<string, unknown> | string, form = false) =>
  kit.app.inject({
    method: 'POST',
    url: '/oauth/token',
    ...(form
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(payload as Record<string, string>).toString(),
        }
      : { payload: payload as Record<string, unknown> }),
  });

const me = (accessToken: string) =>
  kit.app.inject({ method: 'GET', url: '/v2/user', headers: bearer(accessToken) });

describe('POST /oauth/token, password grant', () => {
  it('signs in with JSON and answers expiring access and refresh tokens', async () => {
    const response = await token({
      grant_type: 'password',
      client_id: 'club-site',
      client_secret: 'ignored',
      scope: '',
      username: 'Member@Demo.Touchline.test',
      password: SEEDED.demoMember.password,
    });
    expect(response.statusCode).toBe(200);
    const tokens = response.json();
    expect(checkTokens.Check(tokens)).toBe(true);
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect((await me(tokens.access_token)).json()).toMatchObject({
      email: SEEDED.demoMember.email,
    });
  });

  it('signs in form-encoded with xgb_user for a governing-body user', async () => {
    const response = await token(
      {
        grant_type: 'password',
        username: SEEDED.demoXgb.email,
        password: SEEDED.demoXgb.password,
        xgb_user: 'true',
      },
      true,
    );
    expect(response.statusCode).toBe(200);
    const user = (await me(response.json().access_token)).json();
    expect(user.roles).toEqual(['XGB']);
    expect(user.areas).toContain('xgb');
  });

  it('refuses xgb_user for a user without the XGB role', async () => {
    const response = await token(
      {
        grant_type: 'password',
        username: SEEDED.demoMember.email,
        password: SEEDED.demoMember.password,
        xgb_user: '1',
      },
      true,
    );
    expect(jsonError(response, 403)).toEqual({
      message: INSUFFICIENT_PERMISSIONS,
      code: 'insufficient_permissions',
      error: 'access_denied',
    });
  });

  it('answers the same for a wrong password and an unknown email', async () => {
    const wrong = await token({
      grant_type: 'password',
      username: SEEDED.demoMember.email,
      password: 'not-the-password',
    });
    const unknown = await token({
      grant_type: 'password',
      username: 'nobody@demo.touchline.test',
      password: 'whatever1',
    });
    expect(jsonError(wrong, 400)).toEqual({
      message: BAD_CREDENTIALS,
      code: 'bad_credentials',
      error: 'invalid_grant',
    });
    expect(jsonError(unknown, 400)).toEqual({
      message: BAD_CREDENTIALS,
      code: 'bad_credentials',
      error: 'invalid_grant',
    });
  });

  it('names the missing fields with the spec texts', async () => {
    const body = jsonError(await token({ grant_type: 'password' }), 400);
    expect(body.errors).toEqual({
      username: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it.each([
    ['an unknown grant', { grant_type: 'client_credentials' }],
    ['a number as username', { grant_type: 'password', username: 42, password: 'x' }],
    ['a huge password', { grant_type: 'password', username: 'a@b.ie', password: 'x'.repeat(5000) }],
    ['an array body', ['grant_type', 'password']],
  ])('answers 400 JSON for %s', async (_name, payload) => {
    jsonError(await token(payload as Record<string, unknown>), 400);
  });

  it('treats SQL in the username as text', async () => {
    const response = await token({
      grant_type: 'password',
      username: "' or 1=1; drop table users; --",
      password: 'whatever',
    });
    expect(jsonError(response, 400).message).toBe(BAD_CREDENTIALS);
    expect((await signIn(kit.app, SEEDED.demoAdmin)).access_token).toEqual(expect.any(String));
  });

  it(`answers 429 with retry-after after ${TOKEN_LIMIT.max} attempts a minute`, async () => {
    const attempt = () =>
      token({ grant_type: 'password', username: 'flood@demo.touchline.test', password: 'wrong1' });
    // Wrong passwords; past the account's lockout they are refused as paused (429) instead.
    for (let i = 0; i < TOKEN_LIMIT.max; i += 1) {
      expect((await attempt()).statusCode).toBe(i < SIGN_IN_LOCKOUT.maxFailures - 1 ? 400 : 429);
    }
    const limited = await attempt();
    expect(jsonError(limited, 429).message).toBe('Too many attempts. Please try again later.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(TOKEN_LIMIT.windowSeconds);
    // Another username from the same address is counted apart.
    expect((await signIn(kit.app, SEEDED.demoMember)).access_token).toEqual(expect.any(String));
  });
});

describe('access token expiry', () => {
  it('answers 401 with the expiry message once the access token has expired', async () => {
    const tokens = await signIn(kit.app, SEEDED.demoMember);
    expect((await me(tokens.access_token)).statusCode).toBe(200);
    await kit.database.db
      .updateTable('oauth_access_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_hash', '=', hashSecret(tokens.access_token))
      .execute();
    const expired = await me(tokens.access_token);
    expect(jsonError(expired, 401).message).toBe(SESSION_EXPIRED);
    expect(expired.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('answers 401 Unauthenticated without a token or with an unknown one', async () => {
    const none = await kit.app.inject({ method: 'GET', url: '/v2/user' });
    expect(jsonError(none, 401).message).toBe('Unauthenticated.');
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(jsonError(await me('x'.repeat(43)), 401).message).toBe('Unauthenticated.');
  });
});

describe('POST /oauth/token, refresh_token grant', () => {
  it('rotates: the new pair works, the old refresh token is spent', async () => {
    const first = await signIn(kit.app, SEEDED.demoMember);
    const rotated = await token({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(checkTokens.Check(second)).toBe(true);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect((await me(second.access_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is used again', async () => {
    const first = await signIn(kit.app, SEEDED.demoMember);
    const second = (
      await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })
    ).json();
    const reuse = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(jsonError(reuse, 400)).toEqual({
      message: BAD_REFRESH_TOKEN,
      code: 'bad_refresh_token',
      error: 'invalid_grant',
    });
    // The thief's and the owner's newer tokens all stop working.
    expect((await me(second.access_token)).statusCode).toBe(401);
    const next = await token({ grant_type: 'refresh_token', refresh_token: second.refresh_token });
    expect(jsonError(next, 400).message).toBe(BAD_REFRESH_TOKEN);
    // Another sign-in of the same user is a different family and still works.
    const other = await signIn(kit.app, SEEDED.demoMember);
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it('refuses an expired or unknown refresh token', async () => {
    const tokens = await signIn(kit.app, SEEDED.demoAdmin);
    await kit.database.db
      .updateTable('oauth_refresh_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_hash', '=', hashSecret(tokens.refresh_token ?? ''))
      .execute();
    const expired = await token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(jsonError(expired, 400).message).toBe(BAD_REFRESH_TOKEN);
    const unknown = await token({ grant_type: 'refresh_token', refresh_token: 'nope' });
    expect(jsonError(unknown, 400).message).toBe(BAD_REFRESH_TOKEN);
    const missing = await token({ grant_type: 'refresh_token' });
    expect(jsonError(missing, 400).errors).toEqual({
      refresh_token: ['The refresh token is required.'],
    });
  });

  it('stores hashes only', async () => {
    const tokens = await signIn(kit.app, SEEDED.demoAdmin);
    const raw = await kit.database.db
      .selectFrom('oauth_refresh_tokens')
      .select('token_hash')
      .where('token_hash', '=', tokens.refresh_token ?? '')
      .execute();
    expect(raw).toEqual([]);
  });
});

describe('POST /oauth/token, guest grant', () => {
  it('creates a guest of the club and answers a guest token without refresh token', async () => {
    const response = await token(
      {
        grant_type: 'guest',
        first_name: 'Mary',
        last_name: 'Walsh',
        email: 'mary.walsh@example.ie',
        account_id: '1',
      },
      true,
    );
    expect(response.statusCode).toBe(200);
    const tokens = response.json();
    expect(tokens.refresh_token).toBeUndefined();
    const member = await kit.app.inject({
      method: 'GET',
      url: '/v2/member',
      headers: { ...bearer(tokens.access_token), 'x-use-guest-auth': 'true' },
    });
    expect(member.json()).toMatchObject({ first_name: 'Mary', is_guest: true, account_id: 1 });
  });

  it('names missing guest fields', async () => {
    const body = jsonError(await token({ grant_type: 'guest', first_name: 'Mary' }), 400);
    expect(Object.keys(body.errors ?? {})).toEqual(['last_name', 'email', 'account_id']);
  });
});

describe('a session handed over in a link', () => {
  const HANDOVER_FAILED = 'This sign-in link has expired or has already been used.';
  const handover = (accessToken?: string) =>
    kit.app.inject({
      method: 'POST',
      url: '/oauth/handover',
      headers: accessToken ? bearer(accessToken) : {},
    });
  const exchange = (code: string) => token({ grant_type: 'handover_code', code });

  it('is a one-time code that opens a session of the same user once, within a minute', async () => {
    const { access_token: accessToken } = await signIn(kit.app, SEEDED.demoMember);
    const answer = await handover(accessToken);
    expect(answer.statusCode).toBe(200);
    const { code, expires_in: expiresIn } = answer.json<{ code: string; expires_in: number }>();
    expect(expiresIn).toBe(60);
    // Not a token: the code itself opens nothing.
    expect((await me(code)).statusCode).toBe(401);

    const opened = await exchange(code);
    expect(opened.statusCode).toBe(200);
    const tokens = opened.json<{ access_token: string; refresh_token?: string }>();
    expect(checkTokens.Check(opened.json())).toBe(true);
    expect(tokens.access_token).not.toBe(accessToken);
    expect((await me(tokens.access_token)).json<{ email: string }>().email).toBe(
      SEEDED.demoMember.email,
    );
    expect(jsonError(await exchange(code), 400).message).toBe(HANDOVER_FAILED);

    const late = (await handover(accessToken)).json<{ code: string }>().code;
    await kit.database.db
      .updateTable('auth_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('code_hash', '=', hashSecret(late))
      .execute();
    expect(jsonError(await exchange(late), 400).message).toBe(HANDOVER_FAILED);
    expect(jsonError(await exchange('made-up-code-0123456789'), 400).message).toBe(HANDOVER_FAILED);
  });

  it('is given to a signed-in user only', async () => {
    expect((await handover()).statusCode).toBe(401);
  });

  it('keeps how the session began: only a single sign-on session hands over its SSO roles', async () => {
    const quiet = await kit.database.db
      .selectFrom('clubs')
      .select('account_id')
      .where('slug', '=', 'quiet')
      .executeTakeFirstOrThrow();
    const sso = await signInBySso(kit, SEEDED.quietAdmin);
    const { code } = (await handover(sso.access_token)).json<{ code: string }>();
    const opened = (await exchange(code)).json<{ access_token: string }>();
    const inbox = await kit.app.inject({
      method: 'GET',
      url: `/v2/backoffice/contact-messages?account_id=${quiet.account_id}`,
      headers: bearer(opened.access_token),
    });
    expect(inbox.statusCode).toBe(200);
  });
});
