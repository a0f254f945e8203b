import type { TokenResponse } from '@touchline/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import { SEED_USERS } from '../identity/identity-seed-data';
import type { RegisteredRoute } from '../openapi/openapi';
import { createTestDatabase, testConfig } from '../testing/test-database';

// Walks the route table, so every route added later is covered without editing this file. Each
// sweep collects every unsafe answer and reports them all at once.

let database: DatabaseHandle;
let app: FastifyInstance;
let routes: readonly RegisteredRoute[];
/** Callers: nobody, and the demo club's Admin and Owner (who passes the guards of most routes). */
const callers: Array<{ name: string; headers: Record<string, string> }> = [
  { name: 'anonymous', headers: {} },
];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, config: testConfig() });
  await app.ready();
  // The league simulators' failure switch answers 5xx on purpose once thrown.
  routes = app.registeredRoutes.filter(
    (route) => !route.hidden && !route.url.startsWith('/static/') && route.url !== '/sim/control',
  );
  const admin = SEED_USERS.find((user) => user.club === 'demo' && user.roles.includes('Owner'))!;
  const token = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'password', username: admin.email, password: admin.password },
  });
  expect(token.statusCode).toBe(200);
  callers.push({
    name: 'club admin',
    headers: { authorization: `Bearer ${token.json<TokenResponse>().access_token}` },
  });
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
  '1e308',
  '%00',
  '../../etc/passwd',
  'x'.repeat(300),
];

const HOSTILE_BODIES: unknown[] = [
  [],
  'text',
  42,
  null,
  {
    email: 12,
    password: [],
    page: -1,
    per_page: 1e30,
    items: 'all',
    amount: -5,
    id: "1' or '1'='1",
    account_id: 99_999_999_999,
    email_distribution_list_id: -1,
    member_id: 1e300,
    text: { $gt: '' },
  },
  { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
  { name: '<img src=x onerror=alert(1)>', email: "x'; drop table users;--@example.com" },
];

const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
}

interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; schema?: Schema }>;
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
}

/** Fastify's `/:club/x` and `/*` written the OpenAPI way. */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{*}');

const HOSTILE_TEXT = 'O\'Brien"; drop table users;-- <script>alert(1)</script> \u0000 \u202e ☘';

/**
 * `largest`: the greatest numbers allowed (2^31, past a 32-bit column, where none is given) and
 * the longest texts; `smallest`: the least numbers (-2^31 - 1) and shortest texts; `long text`:
 * the least numbers (often a real id, such as the first club) with the longest texts.
 */
const VARIANTS = ['largest', 'smallest', 'long text'] as const;
type Variant = (typeof VARIANTS)[number];

/**
 * A value the schema accepts (patterns aside), at its limits: texts full of quotes, markup, a NUL,
 * a right-to-left mark and a shamrock; every optional property present.
 */
function sampleOf(schema: Schema, variant: Variant): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum)
    return variant === 'largest' ? schema.enum[schema.enum.length - 1] : schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const usable = options.filter((option) => option.type !== 'null');
    return sampleOf((variant === 'largest' ? usable[0] : usable[usable.length - 1]) ?? {}, variant);
  }
  if (schema.allOf)
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, variant)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          sampleOf(property, variant),
        ]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleOf(schema.items ?? {}, variant),
      );
    case 'integer':
    case 'number':
      return variant === 'largest'
        ? (schema.maximum ?? 2 ** 31)
        : (schema.minimum ?? -(2 ** 31) - 1);
    case 'boolean':
      return variant === 'largest';
    case 'string': {
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return "o'brien+x@example.com";
      if (schema.format === 'uri') return 'https://example.com/?q=%3Cscript%3E';
      if (schema.format === 'date') return variant === 'largest' ? '9999-12-31' : '0001-01-01';
      if (schema.format === 'date-time') return '9999-12-31T23:59:59.999Z';
      const length = variant === 'smallest' ? (schema.minLength ?? 0) : (schema.maxLength ?? 5000);
      return HOSTILE_TEXT.repeat(Math.ceil(length / HOSTILE_TEXT.length) || 1).slice(0, length);
    }
    default:
      return undefined;
  }
}

function fill(url: string, value: string, club = 'demo'): string {
  return url
    .replace(':club', club)
    .replace(/:[A-Za-z_]+/g, encodeURIComponent(value))
    .replace(/\*$/, encodeURIComponent(value));
}

/** Development pages for a browser (`DEV_TOOLS`): their refusals are pages too. */
const DEVELOPMENT_PAGES = /^\/dev\/(sso\/authorize|mailbox)(\?|$)/;

/** What is wrong with an answer, or null: a 5xx, a missing security header, a non-JSON error. */
function unsafe(path: string, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 120)}`;
  const headers = response.headers;
  if (headers['x-content-type-options'] !== 'nosniff') return 'no x-content-type-options';
  if (headers['x-frame-options'] !== 'DENY') return 'no x-frame-options';
  if (!String(headers['content-security-policy'] ?? '').includes("frame-ancestors 'none'")) {
    return 'no content-security-policy';
  }
  if (headers['referrer-policy'] !== 'no-referrer') return 'no referrer-policy';
  if (response.statusCode < 400) return null;
  if (DEVELOPMENT_PAGES.test(path) && /^text\/html/.test(String(headers['content-type']))) {
    return null;
  }
  if (!/^application\/json/.test(String(headers['content-type']))) {
    return `${response.statusCode} answered as ${String(headers['content-type'])}`;
  }
  let message: unknown;
  try {
    message = (JSON.parse(response.body) as { message?: unknown }).message;
  } catch {
    return `${response.statusCode} with a body that is not JSON`;
  }
  if (typeof message !== 'string') return `${response.statusCode} without a message`;
  if (/\bat .+\.(ts|js):\d+|node_modules|stack|syntax error at|relation "/i.test(response.body)) {
    return `${response.statusCode} leaking internals: ${response.body.slice(0, 120)}`;
  }
  return null;
}

/** Sends every request and answers the distinct unsafe answers (empty when all were safe). */
async function sweep(requests: Array<{ label: string; options: InjectOptions }>) {
  const problems = new Set<string>();
  for (const { label, options } of requests) {
    const problem = unsafe(String(options.url), await app.inject(options));
    if (problem) problems.add(`${label} -> ${problem}`);
  }
  return [...problems];
}

describe('every route answers hostile input with a 4xx JSON error, never a 500', () => {
  it('covers the whole API', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.some((route) => route.url.startsWith('/v2/backoffice/'))).toBe(true);
  });

  // One test per value: each sweeps every route, so the limit that stops a hung test leaves room
  // for a machine several times slower than ours.
  it.each(HOSTILE_VALUES.map((value) => [value.slice(0, 40), value]))(
    'survives the hostile path value %s and an unknown club',
    async (_, value) => {
      const requests = routes.flatMap((route) =>
        ['demo', value, 'no-such-club'].flatMap((club) =>
          callers.map((caller) => ({
            label: `${caller.name}: ${route.method} ${fill(route.url, value.slice(0, 24), club.slice(0, 24))}`,
            options: {
              method: route.method as 'GET',
              url: fill(route.url, value, club),
              headers: caller.headers,
              ...(hasBody(route.method) ? { payload: {} } : {}),
            },
          })),
        ),
      );
      expect(await sweep(requests)).toEqual([]);
    },
  );

  it('survives hostile query strings', async () => {
    const queries = [
      '?page=-1&per_page=abc&type=%3Cscript%3E&pageSize=1e99&id[]=1&id[$gt]=0',
      '?page=99999999999999999999&per_page=1e308&account_id=-1&search=%27%20or%201%3D1--',
      '?account_id=999999&email_status[]=active&search=' + 'x'.repeat(2000),
    ];
    const requests = routes.flatMap((route) =>
      queries.flatMap((query) =>
        callers.map((caller) => ({
          label: `${caller.name}: ${route.method} ${route.url}${query.slice(0, 60)}`,
          options: {
            method: route.method as 'GET',
            url: `${fill(route.url, '1')}${query}`,
            headers: caller.headers,
            ...(hasBody(route.method) ? { payload: {} } : {}),
          },
        })),
      ),
    );
    expect(await sweep(requests)).toEqual([]);
  });

  it('survives wrong-typed, hostile and broken bodies', async () => {
    const requests = routes
      .filter((route) => hasBody(route.method))
      .flatMap((route) =>
        callers.flatMap((caller) => [
          ...HOSTILE_BODIES.map((payload) => ({
            label: `${caller.name}: ${route.method} ${route.url} ${JSON.stringify(payload)?.slice(0, 40)}`,
            options: {
              method: route.method as 'POST',
              url: fill(route.url, '1'),
              headers: { ...caller.headers, 'content-type': 'application/json' },
              payload: JSON.stringify(payload),
            },
          })),
          {
            label: `${caller.name}: ${route.method} ${route.url} broken JSON`,
            options: {
              method: route.method as 'POST',
              url: fill(route.url, '1'),
              headers: { ...caller.headers, 'content-type': 'application/json' },
              payload: '{"unterminated": ',
            },
          },
          {
            label: `${caller.name}: ${route.method} ${route.url} as XML`,
            options: {
              method: route.method as 'POST',
              url: fill(route.url, '1'),
              headers: { ...caller.headers, 'content-type': 'application/xml' },
              payload:
                '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
            },
          },
        ]),
      );
    expect(await sweep(requests)).toEqual([]);
  });

  it('survives values that pass each schema at its limits', async () => {
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<Document>();
    const requests = routes.flatMap((route) => {
      const operation = document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) return [];
      return VARIANTS.flatMap((variant) => {
        const query = new URLSearchParams();
        let url = fill(route.url, '1');
        for (const parameter of operation.parameters ?? []) {
          const value = sampleOf(parameter.schema ?? {}, variant);
          if (parameter.in === 'query' && value !== undefined)
            query.set(parameter.name, String(value));
          if (parameter.in === 'path' && parameter.name !== 'club' && typeof value !== 'object') {
            url = url.replace(
              `/${encodeURIComponent('1')}`,
              `/${encodeURIComponent(String(value))}`,
            );
          }
        }
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        const body = schema ? sampleOf(schema, variant) : undefined;
        const target = query.size > 0 ? `${url}?${query}` : url;
        return callers.map((caller) => ({
          label: `${caller.name}: ${route.method} ${target.slice(0, 100)} ${JSON.stringify(body)?.slice(0, 80) ?? ''}`,
          options: {
            method: route.method as 'POST',
            url: target,
            headers: caller.headers,
            ...(body !== undefined
              ? { payload: body as object }
              : hasBody(route.method)
                ? { payload: {} }
                : {}),
          },
        }));
      });
    });
    expect(requests.length).toBeGreaterThan(routes.length);
    expect(await sweep(requests)).toEqual([]);
  });

  it('refuses a 10 MB body with 413 JSON on every route that takes one', async () => {
    const filler = JSON.stringify({ filler: 'x'.repeat(10 * 1024 * 1024) });
    const problems: string[] = [];
    for (const route of routes.filter((r) => hasBody(r.method) && r.hasBody)) {
      const response = await app.inject({
        method: route.method as 'POST',
        url: fill(route.url, '1'),
        headers: { ...callers[1]!.headers, 'content-type': 'application/json' },
        payload: filler,
      });
      const problem =
        response.statusCode === 413
          ? unsafe(route.url, response)
          : `answered ${response.statusCode}`;
      if (problem) problems.push(`${route.method} ${route.url} -> ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('allows CORS for configured origins only', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/v2/store/demo',
      headers: { origin: 'http://demo.localhost:4200', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://demo.localhost:4200');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    for (const origin of [
      'https://evil.example',
      'http://demo.localhost.evil.example:4200',
      'null',
    ]) {
      const refused = await app.inject({
        method: 'OPTIONS',
        url: '/v2/store/demo',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect({ origin, allowed: refused.headers['access-control-allow-origin'] }).toEqual({
        origin,
        allowed: undefined,
      });
      const read = await app.inject({ method: 'GET', url: '/v2/store/demo', headers: { origin } });
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
