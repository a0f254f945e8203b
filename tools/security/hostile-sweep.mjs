#!/usr/bin/env node
// Replays a hostile-input sweep over every route of the Club API's OpenAPI document: hostile
// path values, query values and bodies, anonymously and as a club admin. A route passes a case
// when it answers below 500, and any refusal is a JSON error with a message and no internals
// (stack, file paths, SQL). Prints each failure, then 'N passed, M failed'; exits 1 on a failure.
//
//   node --import tsx tools/security/hostile-sweep.mjs            # full sweep, in-process API
//   node --import tsx tools/security/hostile-sweep.mjs --quick    # the short sweep `npm test` runs
//   node tools/security/hostile-sweep.mjs --url http://localhost:3333   # against a running API
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, url: { type: 'string' } },
});

const HOSTILE_VALUES = [
  "' or 1=1--",
  '<script>alert(1)</script>',
  '-1',
  '99999999999999999999999',
  '%00',
  '../../etc/passwd',
  '1e308',
  '0',
  'x'.repeat(300),
  '%E2%80%AE%F0%9F%8D%80',
];
const HOSTILE_BODIES = [
  [],
  'text',
  null,
  { id: "1' or '1'='1", account_id: 99_999_999_999, amount: -5, page: -1, per_page: 1e30 },
  { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
  { email: 12, password: [], name: '<img src=x onerror=alert(1)>', text: { $gt: '' } },
];
const QUICK = { values: 4, bodies: 3 };
const INTERNALS = /stack|node_modules|\.ts:\d+|syntax error|select .* from|at [A-Za-z.]+ \(/i;
/** Routes left out: the simulators' failure switch answers 5xx on purpose once thrown. */
const SKIPPED = new Set(['POST /sim/control']);

/** A way to send requests: to a running API, or to one built in this process. */
async function openTarget() {
  if (options.url) {
    const base = options.url.replace(/\/+$/, '');
    return {
      name: base,
      async send({ method, url, headers = {}, payload }) {
        const response = await fetch(`${base}${url}`, {
          method,
          headers:
            payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
          body: payload === undefined ? undefined : JSON.stringify(payload),
        });
        return {
          status: response.status,
          type: response.headers.get('content-type') ?? '',
          body: await response.text(),
        };
      },
      close: async () => undefined,
    };
  }
  const load = (file) => import(pathToFileURL(path.join(root, 'apps/api/src', file)).href);
  const [{ buildApp }, { createTestDatabase, testConfig }] = await Promise.all([
    load('app.ts'),
    load('testing/test-database.ts'),
  ]);
  const database = await createTestDatabase();
  const app = await buildApp({ db: database.db, config: testConfig() });
  await app.ready();
  return {
    name: 'an in-process API on an in-memory database',
    async send({ method, url, headers = {}, payload }) {
      const response = await app.inject({
        method,
        url,
        headers:
          payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
        payload: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return {
        status: response.statusCode,
        type: String(response.headers['content-type'] ?? ''),
        body: response.body,
      };
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Why an answer is unsafe, or null when it is fine. */
function problemOf(answer) {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400) return null;
  if (!answer.type.startsWith('application/json')) {
    // The development pages answer their refusals as pages; a 404 of an unknown path is JSON.
    return answer.type.startsWith('text/html') ? null : `refusal is ${answer.type || 'untyped'}`;
  }
  let body;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return 'refusal is not valid JSON';
  }
  if (typeof body?.message !== 'string') return 'refusal has no message';
  if (INTERNALS.test(answer.body)) return 'refusal shows internals';
  return null;
}

const target = await openTarget();
const failures = [];
let passed = 0;

async function check(label, request) {
  let answer;
  try {
    answer = await target.send(request);
  } catch (error) {
    answer = { status: 599, type: '', body: String(error) };
  }
  const problem = problemOf(answer);
  if (problem) failures.push(`${label}: ${problem}`);
  else passed += 1;
}

try {
  const document = JSON.parse((await target.send({ method: 'GET', url: '/openapi.json' })).body);
  const admin = await target.send({
    method: 'POST',
    url: '/oauth/token',
    payload: {
      grant_type: 'password',
      username: 'admin@demo.touchline.test',
      password: 'DevOnly-Admin-1',
    },
  });
  const callers = [{ name: 'anonymous', headers: {} }];
  if (admin.status === 200) {
    callers.push({
      name: 'club admin',
      headers: { authorization: `Bearer ${JSON.parse(admin.body).access_token}` },
    });
  }
  const values = options.quick ? HOSTILE_VALUES.slice(0, QUICK.values) : HOSTILE_VALUES;
  const bodies = options.quick ? HOSTILE_BODIES.slice(0, QUICK.bodies) : HOSTILE_BODIES;

  let operations = 0;
  for (const [template, methods] of Object.entries(document.paths ?? {})) {
    for (const [lowerMethod, operation] of Object.entries(methods)) {
      const method = lowerMethod.toUpperCase();
      if (SKIPPED.has(`${method} ${template}`) || template.startsWith('/static/')) continue;
      operations += 1;
      const parameters = operation.parameters ?? [];
      const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
      const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const fill = (value) =>
        template.replace(/\{([^}]+)\}/g, (_, name) =>
          pathNames.includes(name) ? encodeURIComponent(value) : 'demo',
        );
      const plainPath = template.replace(/\{club\}/g, 'demo').replace(/\{[^}]+\}/g, '1');
      for (const caller of callers) {
        const label = (what) => `${method} ${template} (${caller.name}, ${what})`;
        for (const value of values) {
          if (pathNames.length)
            await check(label(`path ${value.slice(0, 20)}`), {
              method,
              url: fill(value),
              headers: caller.headers,
            });
          if (queryNames.length) {
            const query = queryNames
              .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
              .join('&');
            await check(label(`query ${value.slice(0, 20)}`), {
              method,
              url: `${plainPath}?${query}`,
              headers: caller.headers,
            });
          }
        }
        if (method !== 'GET' && method !== 'HEAD' && method !== 'DELETE') {
          for (const body of bodies) {
            await check(label(`body ${JSON.stringify(body).slice(0, 30)}`), {
              method,
              url: plainPath,
              headers: caller.headers,
              payload: body,
            });
          }
        }
      }
    }
  }
  for (const failure of failures.slice(0, 50)) console.log(`FAIL ${failure}`);
  if (failures.length > 50) console.log(`... and ${failures.length - 50} more`);
  console.log(
    `Hostile-input sweep over ${operations} operations of ${target.name}${options.quick ? ' (quick)' : ''}`,
  );
  console.log(`${passed} passed, ${failures.length} failed`);
} finally {
  await target.close();
}
process.exit(failures.length > 0 ? 1 : 0);
