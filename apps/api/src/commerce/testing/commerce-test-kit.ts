import type {
  CartItemInput,
  CheckoutResult,
  GuestCreated,
  ShoppingCart,
  TestCardToken,
} from '@touchline/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  bearer,
  resetRateLimits,
  SEEDED,
  signIn,
  startIdentityApp,
  type IdentityTestApp,
} from '../../identity/identity-test-kit';

export { bearer, SEEDED, signIn } from '../../identity/identity-test-kit';

/** Asserts a JSON error answer without internals (no stack, no SQL) and returns its body. */
export function jsonError(response: LightMyRequestResponse, status: number) {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status });
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.body).not.toMatch(
    /\bat .+\.(ts|js):\d+|node_modules|"stack"|syntax error|from "/i,
  );
  const body = response.json<
    { message: string; errors?: Record<string, string[]> } & Record<string, unknown>
  >();
  expect(typeof body.message).toBe('string');
  return body;
}

/** Card numbers of the simulator (see payments/test-cards.ts). */
export const CARDS = {
  visaCredit: '4242424242424242',
  visaDebit: '4000056655665556',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002760003184',
  failsAfterSaving: '4000000000000341',
} as const;

export const SITE = 'http://demo.localhost:4200';

/** The API over a seeded database, with club reads never cached (tests change clubs). */
export async function startCommerceApp(env: Record<string, string> = {}): Promise<IdentityTestApp> {
  return startIdentityApp({ CLUB_CACHE_TTL_MS: '0', ...env });
}

/** The demo club's products by slug. */
export async function demoProducts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('clubs as c', 'c.account_id', 'p.account_id')
    .select(['p.slug', 'p.product_id'])
    .where('c.slug', '=', 'demo')
    .execute();
  return new Map(rows.map((row) => [row.slug, row.product_id]));
}

export async function memberToken(app: FastifyInstance): Promise<string> {
  return (await signIn(app, SEEDED.demoMember)).access_token;
}

export async function adminToken(app: FastifyInstance): Promise<string> {
  return (await signIn(app, SEEDED.demoAdmin)).access_token;
}

/** A guest of the demo club and the headers its calls carry. */
export async function guestHeaders(
  app: FastifyInstance,
  email: string,
): Promise<Record<string, string>> {
  const club = await app.inject({ method: 'GET', url: '/v2/store/demo' });
  const response = await app.inject({
    method: 'POST',
    url: '/v2/member/guest',
    payload: {
      first_name: 'Gerry',
      last_name: 'Guest',
      email,
      account_id: club.json<{ account_id: number }>().account_id,
    },
  });
  if (response.statusCode !== 201) throw new Error(`guest: ${response.body}`);
  return {
    ...bearer(response.json<GuestCreated>().oauth.access_token),
    'x-use-guest-auth': 'true',
  };
}

export async function createCart(
  app: FastifyInstance,
  items: CartItemInput[],
  headers: Record<string, string> = {},
): Promise<ShoppingCart> {
  const response = await app.inject({
    method: 'POST',
    url: '/v2/store/demo/shopping-cart',
    headers,
    payload: { items },
  });
  if (response.statusCode !== 201) throw new Error(`cart: ${response.statusCode} ${response.body}`);
  return response.json<ShoppingCart>();
}

/** What the browser gets from the simulator for a card number. */
export async function cardToken(app: FastifyInstance, number: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v2/payments/test/confirmation-tokens',
    payload: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
  });
  if (response.statusCode !== 201) throw new Error(`card: ${response.body}`);
  return response.json<TestCardToken>().id;
}

export function checkout(
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/v2/store/demo/checkouts', headers, payload });
}

export type { CheckoutResult, IdentityTestApp };
export { resetRateLimits };
