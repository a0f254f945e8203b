import type { TokenResponse } from '@touchline/contracts';
import {
  bearer,
  resetRateLimits,
  SEEDED,
  signIn,
  startIdentityApp,
  type IdentityTestApp,
} from './identity-test-kit';

let kit: IdentityTestApp;
beforeAll(async () => {
  kit = await startIdentityApp();
});
afterAll(async () => kit?.close());
beforeEach(async () => resetRateLimits(kit.database));

const user = (access: string) =>
  kit.app.inject({ method: 'GET', url: '/v2/user', headers: bearer(access) });
const refresh = (token: string) =>
  kit.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'refresh_token', refresh_token: token },
  });
const revoke = (token: string) =>
  kit.app.inject({ method: 'POST', url: '/oauth/revoke', payload: { token } });

/** Opens the session `from` hands over in a link, as the target host does with `?c=`. */
async function handOver(from: TokenResponse): Promise<TokenResponse> {
  const asked = await kit.app.inject({
    method: 'POST',
    url: '/oauth/handover',
    headers: bearer(from.access_token),
  });
  const { code } = asked.json<{ code: string }>();
  const opened = await kit.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'handover_code', code },
  });
  expect(opened.statusCode).toBe(200);
  return opened.json<TokenResponse>();
}

async function expectSignedOut(session: TokenResponse): Promise<void> {
  expect((await user(session.access_token)).statusCode).toBe(401);
  expect((await refresh(session.refresh_token ?? '')).statusCode).toBe(400);
}

describe('signing out of a session handed over between hosts', () => {
  it('ends the handed-over session when the one it came from signs out', async () => {
    const clubSite = await signIn(kit.app, SEEDED.demoMember);
    const accountHost = await handOver(clubSite);
    expect((await user(accountHost.access_token)).statusCode).toBe(200);

    await revoke(clubSite.refresh_token ?? '');

    await expectSignedOut(accountHost);
    await expectSignedOut(clubSite);
  });

  it('ends the session it came from, and every other hand-over of it, when one signs out', async () => {
    const clubSite = await signIn(kit.app, SEEDED.demoAdmin);
    const backOffice = await handOver(clubSite);
    // A hand-over of a hand-over (back office to the account host) joins the same group.
    const accountHost = await handOver(backOffice);
    // A rotation keeps the session in its group.
    const rotated = (await refresh(accountHost.refresh_token ?? '')).json<TokenResponse>();

    await revoke(rotated.access_token);

    await expectSignedOut(rotated);
    await expectSignedOut(backOffice);
    await expectSignedOut(clubSite);
  });

  it('leaves an independent sign-in of the same user alone', async () => {
    const clubSite = await signIn(kit.app, SEEDED.demoMember);
    const accountHost = await handOver(clubSite);
    const otherDevice = await signIn(kit.app, SEEDED.demoMember);
    const otherDeviceHandover = await handOver(otherDevice);

    await revoke(accountHost.refresh_token ?? '');

    await expectSignedOut(clubSite);
    expect((await user(otherDevice.access_token)).statusCode).toBe(200);
    expect((await user(otherDeviceHandover.access_token)).statusCode).toBe(200);
    expect((await refresh(otherDevice.refresh_token ?? '')).statusCode).toBe(200);
  });
});
