import { ERRORS } from '../errors/catalogue';
import {
  bearer,
  jsonError,
  resetRateLimits,
  SEEDED,
  signIn,
  startIdentityApp,
  type IdentityTestApp,
} from '../identity/identity-test-kit';

let kit: IdentityTestApp;
beforeAll(async () => {
  kit = await startIdentityApp();
});
afterAll(async () => kit?.close());
beforeEach(async () => resetRateLimits(kit.database));

const refresh = (token: string) =>
  kit.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'refresh_token', refresh_token: token },
  });
const revoke = (token: string, headers: Record<string, string> = {}) =>
  kit.app.inject({ method: 'POST', url: '/oauth/revoke', headers, payload: { token } });
const user = (access: string) =>
  kit.app.inject({ method: 'GET', url: '/v2/user', headers: bearer(access) });

describe('sign-out ends the session on the server', () => {
  it('revokes the refresh token, its rotations and the access tokens issued with them', async () => {
    const first = await signIn(kit.app, SEEDED.demoMember);
    // One rotation: the family now holds two refresh tokens and two access tokens.
    const second = (await refresh(first.refresh_token ?? '')).json<typeof first>();
    expect((await user(second.access_token)).statusCode).toBe(200);

    const signedOut = await revoke(second.refresh_token ?? '', bearer(second.access_token));
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({});

    expect(jsonError(await refresh(second.refresh_token ?? ''), 400).message).toBe(
      ERRORS.bad_refresh_token.message,
    );
    expect((await user(second.access_token)).statusCode).toBe(401);
    expect((await user(first.access_token)).statusCode).toBe(401);
  });

  it('leaves the user’s other sessions alone', async () => {
    const phone = await signIn(kit.app, SEEDED.demoMember);
    const laptop = await signIn(kit.app, SEEDED.demoMember);
    await revoke(phone.refresh_token ?? '');
    expect((await user(laptop.access_token)).statusCode).toBe(200);
    expect((await refresh(laptop.refresh_token ?? '')).statusCode).toBe(200);
  });

  it('answers the same for an unknown token, and refuses an empty one', async () => {
    expect((await revoke('no-such-token')).statusCode).toBe(200);
    jsonError(await revoke(''), 400);
  });
});
