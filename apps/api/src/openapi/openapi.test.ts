import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase, testConfig } from '../testing/test-database';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, config: testConfig() });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Document = {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { responses?: object }>>;
};

const fetchDocument = async () =>
  (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as Document;

/** Fastify's `/:club/x` and `/*` written the OpenAPI way. */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{*}');

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3 document describing the API', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.0.3');
    expect(document.info.title).toBe('Touchline Club API');
    expect(document.paths['/v2/store/{club}']?.['get']?.responses).toHaveProperty('200');
    expect(document.paths['/v2/store/{club}/articles']?.['get']).toBeDefined();
    expect(document.paths['/oauth/token']?.['post']).toBeDefined();
  });

  it('lists every route the API serves', async () => {
    const document = await fetchDocument();
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const served = app.registeredRoutes
      .filter((route) => !route.hidden && !route.url.startsWith('/static/'))
      .map((route) => `${route.method} ${toOpenApiPath(route.url)}`);
    expect(served.length).toBeGreaterThan(30);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
  });
});
