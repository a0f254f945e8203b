import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase } from '../testing/test-database';
import { registerErrorHandlers } from '../http/errors';
import {
  authentication,
  FORBIDDEN,
  hasRole,
  memberIdFor,
  requireRole,
  requireUser,
  requireUserOrGuest,
  SESSION_EXPIRED,
  UNAUTHENTICATED,
} from './authenticate';
import { SEEDED } from './identity-test-kit';
import { upsertGuestMember } from './member-repository';
import { issueGuestToken, issueUserTokens, hashSecret } from './tokens';
import { findUserByEmail } from './user-repository';

let database: DatabaseHandle;
let app: FastifyInstance;
const lifetimes = { accessTokenTtlSeconds: 600, refreshTokenTtlSeconds: 3600 };
const DEMO = 1;
const QUIET = 2;

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify();
  registerErrorHandlers(app);
  // Two areas registering the plugin, as commerce and identity do: each request resolves once.
  await app.register(async (area) => {
    await area.register(authentication, { db: database.db });
    await area.register(authentication, { db: database.db });
    area.get('/whoami', async (request) => ({ auth: request.auth, problem: request.authProblem }));
    area.get('/user-only', { preHandler: requireUser }, async () => ({ ok: true }));
    area.get('/user-or-guest', { preHandler: requireUserOrGuest }, async () => ({ ok: true }));
    area.get(
      '/demo-admin',
      { preHandler: requireRole(['Admin', 'Owner'], () => DEMO) },
      async () => ({ ok: true }),
    );
    area.get('/quiet-admin', { preHandler: requireRole('Admin', () => QUIET) }, async () => ({
      ok: true,
    }));
    area.get('/any-xgb', { preHandler: requireRole('XGB') }, async () => ({ ok: true }));
  });
  await app.register(async (unprotected) => {
    unprotected.get('/no-plugin', { preHandler: requireUser }, async () => ({ ok: true }));
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function tokenFor(email: string): Promise<string> {
  const user = await findUserByEmail(database.db, email);
  if (!user) throw new Error(email);
  return (await issueUserTokens(database.db, lifetimes, { userId: user.id, withRefresh: false }))
    .access_token;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('authentication plugin', () => {
  it('gives null without a token and the user with its roles with one', async () => {
    expect((await get('/whoami')).json()).toEqual({ auth: null, problem: 'missing' });
    const token = await tokenFor(SEEDED.demoAdmin.email);
    const { auth } = (await get('/whoami', { authorization: `Bearer ${token}` })).json();
    expect(auth).toMatchObject({
      kind: 'user',
      isGuest: false,
      email: SEEDED.demoAdmin.email,
      xgb: false,
    });
    expect(auth.roles).toEqual(
      expect.arrayContaining([
        { role: 'Admin', accountId: DEMO, governingBodyId: null },
        { role: 'Owner', accountId: DEMO, governingBodyId: null },
        { role: 'Member', accountId: DEMO, governingBodyId: null },
      ]),
    );
  });

  it('tells an expired token from an invalid one', async () => {
    const token = await tokenFor(SEEDED.demoMember.email);
    await database.db
      .updateTable('oauth_access_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('token_hash', '=', hashSecret(token))
      .execute();
    expect((await get('/whoami', { authorization: `Bearer ${token}` })).json().problem).toBe(
      'expired',
    );
    expect((await get('/user-only', { authorization: `Bearer ${token}` })).json()).toEqual({
      message: SESSION_EXPIRED,
      code: 'session_expired',
    });
    for (const header of ['Bearer', 'Basic abc', `Bearer ${'a'.repeat(43)}`, 'Bearer <script>']) {
      const response = await get('/user-only', { authorization: header });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: UNAUTHENTICATED, code: 'unauthenticated' });
    }
  });

  it('honours a guest token only with X-Use-Guest-Auth', async () => {
    const guest = await upsertGuestMember(database.db, {
      accountId: DEMO,
      firstName: 'Guest',
      lastName: 'Buyer',
      email: 'guest.buyer@example.ie',
    });
    const { access_token: token } = await issueGuestToken(database.db, guest.member_id);
    const withHeader = { authorization: `Bearer ${token}`, 'x-use-guest-auth': 'true' };
    expect((await get('/whoami', withHeader)).json().auth).toMatchObject({
      kind: 'guest',
      isGuest: true,
      userId: null,
      memberId: guest.member_id,
      accountId: DEMO,
    });
    expect((await get('/user-or-guest', withHeader)).statusCode).toBe(200);
    expect((await get('/user-only', withHeader)).json()).toEqual({
      message: FORBIDDEN,
      code: 'forbidden',
    });
    expect((await get('/user-or-guest', { authorization: `Bearer ${token}` })).statusCode).toBe(
      401,
    );
    expect(
      (await get('/user-or-guest', { ...withHeader, 'x-use-guest-auth': 'false' })).statusCode,
    ).toBe(401);
  });

  it('checks roles per club account', async () => {
    const admin = { authorization: `Bearer ${await tokenFor(SEEDED.demoAdmin.email)}` };
    const member = { authorization: `Bearer ${await tokenFor(SEEDED.demoMember.email)}` };
    const xgb = { authorization: `Bearer ${await tokenFor(SEEDED.demoXgb.email)}` };
    expect((await get('/demo-admin', admin)).statusCode).toBe(200);
    expect((await get('/quiet-admin', admin)).json()).toEqual({
      message: FORBIDDEN,
      code: 'forbidden',
    });
    expect((await get('/demo-admin', member)).statusCode).toBe(403);
    expect((await get('/demo-admin')).statusCode).toBe(401);
    expect((await get('/any-xgb', xgb)).statusCode).toBe(200);
    expect((await get('/any-xgb', admin)).statusCode).toBe(403);
  });

  it('lets a superuser pass every role check', () => {
    const superuser = {
      kind: 'user' as const,
      userId: 1,
      isGuest: false as const,
      email: 'su@example.ie',
      xgb: false,
      viaSso: false,
      tokenId: 1,
      roles: [{ role: 'Superuser' as const, accountId: null, governingBodyId: null }],
    };
    expect(hasRole(superuser, 'Admin', QUIET)).toBe(true);
    expect(hasRole(null, 'Member')).toBe(false);
  });

  it('fails loudly when a guard runs where the plugin is not registered', async () => {
    expect((await get('/no-plugin')).statusCode).toBe(500);
  });

  it('finds the member id of the caller in a club', async () => {
    const user = await findUserByEmail(database.db, SEEDED.demoMember.email);
    const auth = {
      kind: 'user' as const,
      userId: user?.id ?? 0,
      isGuest: false as const,
      email: SEEDED.demoMember.email,
      xgb: false,
      viaSso: false,
      tokenId: 1,
      roles: [],
    };
    expect(await memberIdFor(database.db, auth, DEMO)).toEqual(expect.any(Number));
    expect(await memberIdFor(database.db, auth, QUIET)).toBeNull();
    expect(await memberIdFor(database.db, null, DEMO)).toBeNull();
  });
});
