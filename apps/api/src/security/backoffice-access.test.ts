import type { TokenResponse } from '@touchline/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import { SEED_USERS } from '../identity/identity-seed-data';
import type { RegisteredRoute } from '../openapi/openapi';
import { createTestDatabase, testConfig } from '../testing/test-database';

// Every back-office route answers only a club's Admin or Owner: walks the route table, so a
// route added later is covered without editing this file. A request whose body or query the
// route's schema refuses is answered 400 before the guard runs: that is a refusal too, but never
// an answer; each area's own tests send valid requests without the role.

let database: DatabaseHandle;
let app: FastifyInstance;
let routes: readonly RegisteredRoute[];
let member: Record<string, string>;

const SAMPLE_UUID = '0d7c7b52-4c1c-4b8e-9a1e-2b9f3f4f8e01';

/** A path with each parameter filled: a number, or a UUID where the route names an order. */
const fill = (url: string) =>
  url.replace(/:([A-Za-z_]+)/g, (_, name: string) => (name === 'order_id' ? SAMPLE_UUID : '1'));

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, config: testConfig() });
  await app.ready();
  routes = app.registeredRoutes.filter(
    (route) => !route.hidden && route.url.startsWith('/v2/backoffice/'),
  );
  const user = SEED_USERS.find((seeded) => seeded.club === 'demo' && seeded.roles.length === 0)!;
  const token = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'password', username: user.email, password: user.password },
  });
  expect(token.statusCode).toBe(200);
  member = { authorization: `Bearer ${token.json<TokenResponse>().access_token}` };
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('every back-office route', () => {
  it('includes the orders, refunds and cancellations', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /v2/backoffice/orders',
        'GET /v2/backoffice/orders/:order_id',
        'POST /v2/backoffice/orders/:order_id/refunds',
        'POST /v2/backoffice/orders/:order_id/lines/:order_item_id/cancel-instalments',
      ]),
    );
  });

  it('answers 401 without a sign-in and 403 to a member who is not the club’s admin, never data', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const request = {
        method: route.method as 'GET',
        url: fill(route.url),
        ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
      };
      const anonymous = await app.inject(request);
      const signedIn = await app.inject({ ...request, headers: member });
      if (![401, 400].includes(anonymous.statusCode) || ![403, 400].includes(signedIn.statusCode)) {
        wrong.push(
          `${route.method} ${route.url}: ${anonymous.statusCode} anonymous, ${signedIn.statusCode} as a member`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });
});
