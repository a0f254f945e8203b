import type { TokenResponse } from '@touchline/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase, testConfig } from '../testing/test-database';
import { issueLinkCode } from './auth-codes';
import { SEED_USERS } from './identity-seed-data';

/** The seeded development sign-ins, by what they are. */
export const SEEDED = {
  demoAdmin: SEED_USERS[0]!,
  demoMember: SEED_USERS[1]!,
  demoXgb: SEED_USERS[2]!,
  quietAdmin: SEED_USERS[3]!,
  demoEditor: SEED_USERS[4]!,
  demoRegistrar: SEED_USERS[5]!,
  demoTreasurer: SEED_USERS[6]!,
  demoLottoCoordinator: SEED_USERS[7]!,
};

export interface IdentityTestApp {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  close(): Promise<void>;
}

/** A seeded database and the API over it (one per test file). */
export async function startIdentityApp(env: Record<string, string> = {}): Promise<IdentityTestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ db: database.db, config: testConfig(env) });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export async function signIn(
  app: FastifyInstance,
  user: { email: string; password: string },
): Promise<TokenResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'password', username: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json<TokenResponse>();
}

/**
 * Signs a user in the way single sign-on does (a one-time code exchanged at `/oauth/token`):
 * the only way in for a user of a club whose SSO is mandatory.
 */
export async function signInBySso(
  kit: IdentityTestApp,
  user: { email: string },
): Promise<TokenResponse> {
  const found = await kit.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', user.email)
    .executeTakeFirstOrThrow();
  const code = await issueLinkCode(kit.database.db, found.id, 'sso_login');
  const response = await kit.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'authorization_code', code },
  });
  if (response.statusCode !== 200) throw new Error(`SSO sign-in failed: ${response.body}`);
  return response.json<TokenResponse>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Asserts a JSON error answer without internals and returns its body. */
export function jsonError(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.body).not.toMatch(/stack|node_modules|\.ts:\d+|syntax error|select /i);
  const body = response.json<{ message: string; errors?: Record<string, string[]> }>();
  expect(typeof body.message).toBe('string');
  return body;
}

/** Forgets every rate-limit counter, so a test starts with full allowances. */
export async function resetRateLimits(database: DatabaseHandle): Promise<void> {
  await database.db.deleteFrom('rate_limit_counters').execute();
}
