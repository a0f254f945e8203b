import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import type { RegisteredRoute } from '../openapi/openapi';
import { createTestDatabase, testConfig } from '../testing/test-database';

// Walks the route table, so every route added later is covered without editing this file.

let database: DatabaseHandle;
let app: FastifyInstance;
let routes: readonly RegisteredRoute[];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, config: testConfig() });
  await app.ready();
  routes = app.registeredRoutes.filter(
    (route) => !route.hidden && !route.url.startsWith('/static/') && route.url !== '/sim/control',
  );
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const HOSTILE_VALUES = [
  "' or 1=1--",
  '<script>alert(1)</script>',
  '-1',
  '0',
  '99999999999999999999999',
  '%00',
  '../../etc/passwd',
  'x'.repeat(300),
];

const HOSTILE_BODIES: unknown[] = [
  [],
  'text',
  42,
  {
    email: 12,
    password: [],
    page: -1,
    per_page: 1e30,
    items: 'all',
    amount: -5,
    id: "1' or '1'='1",
  },
  { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
];

function fill(url: string, value: string, club = 'demo'): string {
  return url
    .replace(':club', club)
    .replace(/:[A-Za-z_]+/g, encodeURIComponent(value))
    .replace(/\*$/, encodeURIComponent(value));
}

function expectSafeAnswer(route: string, response: LightMyRequestResponse) {
  const where = `${route} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
  expect({ where, serverError: response.statusCode >= 500 }).toEqual({ where, serverError: false });
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  if (response.statusCode >= 400) {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(response.body) as { message?: unknown };
    expect({ where, message: typeof body.message }).toEqual({ where, message: 'string' });
    expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|stack/i);
  }
}

describe('every route answers hostile input with a 4xx JSON error, never a 500', () => {
  it('covers the whole API', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it('survives hostile path values and an unknown club', async () => {
    for (const route of routes) {
      const bodyless = route.method === 'GET' || route.method === 'DELETE';
      for (const value of HOSTILE_VALUES) {
        for (const club of ['demo', value, 'no-such-club']) {
          const response = await app.inject({
            method: route.method as 'GET',
            url: fill(route.url, value, club),
            ...(bodyless ? {} : { payload: {} }),
          });
          expectSafeAnswer(
            `${route.method} ${route.url} [${value.slice(0, 20)}|${club.slice(0, 20)}]`,
            response,
          );
        }
      }
    }
  });

  it('survives hostile query strings', async () => {
    const query = '?page=-1&per_page=abc&type=%3Cscript%3E&pageSize=1e99&id[]=1&id[$gt]=0';
    for (const route of routes) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: `${fill(route.url, '1')}${query}`,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expectSafeAnswer(`${route.method} ${route.url}${query}`, response);
    }
  });

  it('survives wrong-typed and hostile bodies', async () => {
    for (const route of routes.filter((r) => r.method !== 'GET' && r.method !== 'DELETE')) {
      for (const payload of HOSTILE_BODIES) {
        const response = await app.inject({
          method: route.method as 'POST',
          url: fill(route.url, '1'),
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expectSafeAnswer(
          `${route.method} ${route.url} ${JSON.stringify(payload).slice(0, 40)}`,
          response,
        );
      }
      const broken = await app.inject({
        method: route.method as 'POST',
        url: fill(route.url, '1'),
        headers: { 'content-type': 'application/json' },
        payload: '{"unterminated": ',
      });
      expectSafeAnswer(`${route.method} ${route.url} broken JSON`, broken);
    }
  });

  it('refuses a 10 MB body with 413 JSON', async () => {
    const target = routes.find((r) => r.method === 'POST' && r.hasBody);
    expect(target).toBeDefined();
    const response = await app.inject({
      method: 'POST',
      url: fill(target!.url, '1'),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ filler: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expectSafeAnswer('10 MB body', response);
  });

  it('allows CORS for configured origins only', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/v2/store/demo',
      headers: { origin: 'http://demo.localhost:4200', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://demo.localhost:4200');
    const refused = await app.inject({
      method: 'OPTIONS',
      url: '/v2/store/demo',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});
