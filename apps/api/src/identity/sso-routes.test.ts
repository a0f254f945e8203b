import {
  bearer,
  jsonError,
  resetRateLimits,
  SEEDED,
  startIdentityApp,
  type IdentityTestApp,
} from './identity-test-kit';
import { RETURN_TO_REFUSED, SSO_CANCELLED, SSO_NOT_ENABLED } from './sso-routes';
import { BAD_AUTHORIZATION_CODE } from './token-routes';

let kit: IdentityTestApp;
beforeAll(async () => {
  kit = await startIdentityApp();
  // The demo club turns SSO on for these tests.
  await kit.database.db
    .updateTable('clubs')
    .set({ sso_mode: 'optional' })
    .where('slug', '=', 'demo')
    .execute();
});
afterAll(async () => kit?.close());
beforeEach(async () => resetRateLimits(kit.database));

const RETURN_TO = 'http://demo.localhost:4200/checkout?step=2';
const login = (query: string) => kit.app.inject({ method: 'GET', url: `/v2/sso/login?${query}` });
const form = (fields: Record<string, string>) =>
  kit.app.inject({
    method: 'POST',
    url: '/dev/sso/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function startLogin(club = 'demo'): Promise<string> {
  const response = await login(`club=${club}&return_to=${encodeURIComponent(RETURN_TO)}`);
  expect(response.statusCode).toBe(302);
  const location = String(response.headers.location);
  expect(location).toMatch(/^\/dev\/sso\/authorize\?state=/);
  return new URL(location, 'http://api.test').searchParams.get('state') ?? '';
}

describe('single sign-on with the development identity provider', () => {
  it('shows the club’s seeded users on an accessible page', async () => {
    const state = await startLogin();
    const page = await kit.app.inject({ method: 'GET', url: `/dev/sso/authorize?state=${state}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Signing in to <strong>Glenarden Gaels GAA Club</strong>');
    expect(page.body).toContain('Continue as Niamh Gallagher');
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' http://demo.localhost:4200",
    );
  });

  it('returns to the site with a one-time code the site exchanges for tokens', async () => {
    const state = await startLogin();
    const chosen = await form({ state, email: SEEDED.demoMember.email, action: 'sign-in' });
    expect(chosen.statusCode).toBe(303);
    const back = new URL(String(chosen.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe('http://demo.localhost:4200/checkout');
    expect(back.searchParams.get('step')).toBe('2');
    const code = back.searchParams.get('c') ?? '';
    const exchange = () =>
      kit.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { grant_type: 'authorization_code', code },
      });
    const tokens = await exchange();
    expect(tokens.statusCode).toBe(200);
    const user = await kit.app.inject({
      method: 'GET',
      url: '/v2/user',
      headers: bearer(tokens.json().access_token),
    });
    expect(user.json().email).toBe(SEEDED.demoMember.email);
    expect(jsonError(await exchange(), 400).message).toBe(BAD_AUTHORIZATION_CODE);
    // The login request is spent too.
    expect((await form({ state, email: SEEDED.demoMember.email })).statusCode).toBe(400);
  });

  it('signs in a typed email it has not seen, as a verified member without password', async () => {
    const state = await startLogin();
    const chosen = await form({ state, email: 'New.Player@Example.ie' });
    const code = new URL(String(chosen.headers.location)).searchParams.get('c') ?? '';
    const tokens = (
      await kit.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { grant_type: 'authorization_code', code },
      })
    ).json();
    const user = (
      await kit.app.inject({ method: 'GET', url: '/v2/user', headers: bearer(tokens.access_token) })
    ).json();
    expect(user).toMatchObject({
      email: 'new.player@example.ie',
      email_verified: true,
      password_set: false,
      pwd_set_allowed: false,
      roles: ['Member'],
    });
  });

  it('re-shows the page for an invalid email and returns with error on cancel', async () => {
    const state = await startLogin();
    const invalid = await form({ state, email: '<b>x</b>' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain('role="alert"');
    expect(invalid.body).not.toContain('<b>x</b>');
    const cancelled = await form({ state, action: 'cancel' });
    expect(new URL(String(cancelled.headers.location)).searchParams.get('error')).toBe(
      SSO_CANCELLED,
    );
  });

  it('refuses return_to outside the allowed origins and clubs with SSO off', async () => {
    for (const target of [
      'https://evil.example/steal',
      'javascript:alert(1)',
      '/relative',
      'http://user:pw@demo.localhost:4200/',
    ]) {
      expect(
        jsonError(await login(`club=demo&return_to=${encodeURIComponent(target)}`), 400).message,
      ).toBe(RETURN_TO_REFUSED);
    }
    await kit.database.db
      .updateTable('clubs')
      .set({ sso_mode: 'off' })
      .where('slug', '=', 'quiet')
      .execute();
    expect(
      jsonError(await login(`club=quiet&return_to=${encodeURIComponent(RETURN_TO)}`), 403).message,
    ).toBe(SSO_NOT_ENABLED);
    jsonError(await login(`club=nowhere&return_to=${encodeURIComponent(RETURN_TO)}`), 404);
    jsonError(await login(`return_to=${encodeURIComponent(RETURN_TO)}`), 400);
    jsonError(await login('club=demo'), 400);
  });

  it('answers an unknown state with a page, not a redirect', async () => {
    const page = await kit.app.inject({ method: 'GET', url: '/dev/sso/authorize?state=unknown' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Sign-in expired');
  });
});

describe('without development tools', () => {
  let production: IdentityTestApp;
  beforeAll(async () => {
    production = await startIdentityApp({ DEV_TOOLS: 'off' });
  });
  afterAll(async () => production?.close());

  it('serves neither the identity provider nor the mailbox', async () => {
    await production.database.db
      .updateTable('clubs')
      .set({ sso_mode: 'optional' })
      .where('slug', '=', 'demo')
      .execute();
    const login = await production.app.inject({
      method: 'GET',
      url: `/v2/sso/login?club=demo&return_to=${encodeURIComponent(RETURN_TO)}`,
    });
    expect(jsonError(login, 503).message).toBe('Single sign-on is not available on this server');
    for (const url of ['/dev/sso/authorize?state=x', '/dev/mailbox', '/dev/mailbox.json']) {
      expect(jsonError(await production.app.inject({ method: 'GET', url }), 404).message).toBe(
        'Not found',
      );
    }
  });
});
