#!/usr/bin/env node
// Load on the Club API with the embedded database: requests/s and p50/p99 latency for the club
// store read, the news list and the cart update (once the API serves the cart), 50 connections
// each, each right after a bare Fastify route measured the same way (the machine's ceiling at
// that moment: on a shared machine it moves). Written into docs/performance.md beside the
// DESIGN.md budgets.
// Usage: node tools/load/api-load.mjs [--duration 10] [--only cart] [--cpu-prof DIR]
//   --only NAME   measure only the targets whose name contains NAME (the report is not written)
//   --growth      then the same targets on a database grown by the load seed (a growth table)
//   --cpu-prof DIR  the API writes a V8 CPU profile into DIR (see tools/load/profile-summary.mjs)
//   --postgres    instead, the cart on PostgreSQL with two API instances (see `measureCartOnPostgres`)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { writeReportSection } from '../perf/report.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const durationArg = process.argv.indexOf('--duration');
const DURATION = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 10;
const argValue = (flag) => {
  const index = process.argv.indexOf(flag);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const ONLY = argValue('--only');
const PROFILE_DIR = argValue('--cpu-prof');
const GROWTH = process.argv.includes('--growth');
const CONNECTIONS = 50;
const API_PORT = 3390;
const BARE_PORT = 3391;

const TARGETS = [
  {
    name: 'Club store (`GET /v2/store/demo`)',
    url: `http://127.0.0.1:${API_PORT}/v2/store/demo`,
    budget: { rps: 20_000, p99: 10 },
  },
  {
    name: 'News list (`GET /v2/store/demo/articles?type=news&per_page=6&page=1`)',
    url: `http://127.0.0.1:${API_PORT}/v2/store/demo/articles?type=news&per_page=6&page=1`,
    budget: { rps: 3_000, p99: 30 },
  },
];

const BARE = { options: { url: `http://127.0.0.1:${BARE_PORT}/` } };

const API = `http://127.0.0.1:${API_PORT}`;
const CART_NAME =
  'Cart update (`POST /v2/store/demo/shopping-cart/{id}` adding a shop item, then removing it)';
const CART_BUDGET = { rps: 500, p99: 60 };

async function requestJson(method, route, body, base = API) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}`);
  return response.json();
}

/**
 * The cart update as a pair of calls per cycle on a cart leased for the cycle: add a shop item
 * (the call the budget is about), then remove the item it added, so carts never fill up. Null
 * while the API serves no cart.
 */
async function cartTarget(base = API) {
  const document = await requestJson('GET', '/openapi.json', undefined, base);
  if (!document.paths['/v2/store/{club}/shopping-cart/{cartId}']?.post) return null;
  // A seeded shop item with no size to choose.
  const { product_id: productId } = await requestJson(
    'GET',
    '/v2/store/demo/products/club-scarf',
    undefined,
    base,
  );
  const body = { items: [{ product_id: productId, quantity: 1 }] };
  // Each cycle leases a cart of its own, so the item it removes is the one it added.
  const carts = [];
  for (let index = 0; index < CONNECTIONS * 2; index++) {
    const cart = await requestJson('POST', '/v2/store/demo/shopping-cart', body, base);
    carts.push(cart.shopping_cart_id);
  }
  const free = [...carts];
  return {
    name: CART_NAME,
    budget: CART_BUDGET,
    // Cycles cut short when a run ends never give their cart back.
    reset: () => free.splice(0, free.length, ...carts),
    options: {
      url: base,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          setupRequest: (request, context) => {
            context.cart = free.pop();
            return { ...request, path: `/v2/store/demo/shopping-cart/${context.cart}` };
          },
          onResponse: (status, responseBody, context) => {
            if (status !== 200) {
              free.push(context.cart);
              return;
            }
            const ids = JSON.parse(responseBody).items.map((item) => item.shopping_cart_item);
            context.item = Math.max(...ids);
          },
        },
        {
          method: 'DELETE',
          onResponse: (_status, _body, context) => free.push(context.cart),
          setupRequest: (request, context) =>
            context.item
              ? {
                  ...request,
                  path: `/v2/store/demo/shopping-cart/${context.cart}/item/${context.item}`,
                }
              : null,
        },
      ],
    },
  };
}

function startApi(dataDir) {
  return new Promise((resolve, reject) => {
    const profile = PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [];
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(API_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Club API listening on')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`The API exited with code ${code}`)));
  });
}

function measure(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Measures every target on a fresh API over `dataDir`, each after the bare route. */
async function measureAll(dataDir) {
  const api = await startApi(dataDir);
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ status: 'ok' }));
  await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });
  const rows = [];
  let cartMeasured = false;
  try {
    let targets = TARGETS.map((target) => ({ ...target, options: { url: target.url } }));
    const cart = await cartTarget();
    if (cart) targets.push(cart);
    cartMeasured = cart !== null;
    if (ONLY) targets = targets.filter((target) => target.name.toLowerCase().includes(ONLY));
    await measure(BARE.options); // warm-up
    for (const target of targets) {
      target.reset?.();
      await measure(target.options); // warm-up: caches, JIT
      const bareResult = await measure(BARE.options);
      target.reset?.();
      const result = await measure(target.options);
      rows.push({
        ...target,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
        bareRps: bareResult.requests.average,
      });
    }
  } finally {
    await bare.close();
    api.kill(PROFILE_DIR ? 'SIGINT' : 'SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { rows, cartMeasured };
}

// ---- The cart on PostgreSQL with two API instances (`--postgres`) ----------------------------

const POSTGRES = process.argv.includes('--postgres');
const PG_API_PORTS = [3392, 3393];

/** Starts `src/main.ts` on PostgreSQL (`databaseUrl`) on `port`; the first migrates and seeds. */
function startApiOnPostgres(databaseUrl, port) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Club API listening on')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`The API exited with code ${code}`)));
  });
}

/**
 * Runs one autocannon per target at once, the connections split evenly between them, and
 * answers the combined figures: requests/s summed, latency percentiles over every response.
 */
async function measureSpread(targets) {
  const latencies = [];
  const runs = targets.map(
    (target) =>
      new Promise((resolve, reject) => {
        const instance = autocannon(
          {
            connections: CONNECTIONS / targets.length,
            duration: DURATION,
            ...target.options,
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
        instance.on('response', (_client, _status, _bytes, responseTime) =>
          latencies.push(responseTime),
        );
      }),
  );
  const results = await Promise.all(runs);
  latencies.sort((a, b) => a - b);
  const percentile = (share) =>
    latencies.length === 0
      ? NaN
      : Math.round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))]);
  return {
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: percentile(0.5),
    p99: percentile(0.99),
    errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
  };
}

/**
 * The cart update on PostgreSQL: a throw-away cluster (Debian's binaries, as the API's tests on
 * PostgreSQL use), a fresh database, two API processes on it, the 50 connections spread evenly
 * across both (each instance leases its own carts), right after the bare Fastify route.
 */
async function measureCartOnPostgres() {
  const { startThrowawayPostgres } = await import('../test/throwaway-postgres.mjs');
  const cluster = await startThrowawayPostgres();
  const apis = [];
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ status: 'ok' }));
  try {
    const first = await startApiOnPostgres(cluster.url, PG_API_PORTS[0]);
    apis.push(first);
    apis.push(await startApiOnPostgres(cluster.url, PG_API_PORTS[1]));
    await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });
    const targets = [];
    for (const port of PG_API_PORTS) {
      const target = await cartTarget(`http://127.0.0.1:${port}`);
      if (!target) throw new Error('The API serves no cart.');
      targets.push(target);
    }
    const resetAll = () => targets.forEach((target) => target.reset());
    await measure(BARE.options); // warm-up
    resetAll();
    await measureSpread(targets); // warm-up: caches, JIT, the pools' connections
    const bareResult = await measure(BARE.options);
    resetAll();
    const load = loadavg()[0].toFixed(1);
    const result = await measureSpread(targets);
    return { ...result, bareRps: bareResult.requests.average, load };
  } finally {
    await bare.close();
    for (const api of apis) {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    }
    cluster.stop();
  }
}

if (POSTGRES) {
  const row = await measureCartOnPostgres();
  const count = (value) => Math.round(value).toLocaleString('en-IE');
  const within = row.rps >= CART_BUDGET.rps && row.p99 <= CART_BUDGET.p99;
  const postgresLines = [
    `Measured ${new Date().toISOString().slice(0, 10)} with autocannon (\`node tools/load/api-load.mjs --postgres\`), ${DURATION} s after a warm-up, on PostgreSQL (a throw-away cluster on this machine, fsync off) with two API processes on one database, ${CONNECTIONS} connections spread evenly across both; machine load average ${row.load} at the start. "Bare Fastify" is the route answering \`{"status":"ok"}\`, measured right before.`,
    '',
    '| target | requests/s | p50 | p99 | errors | bare Fastify | share of bare | budget | verdict |',
    '|---|---|---|---|---|---|---|---|---|',
    `| ${CART_NAME} | ${count(row.rps)} | ${row.p50} ms | ${row.p99} ms | ${row.errors} | ${count(row.bareRps)}/s | ${Math.round((100 * row.rps) / row.bareRps)}% | >= ${count(CART_BUDGET.rps)}/s, p99 <= ${CART_BUDGET.p99} ms | ${within ? 'within budget' : '**over budget**'} |`,
  ];
  if (!ONLY) writeReportSection('cart-postgres', 'Cart on PostgreSQL', postgresLines.join('\n'));
  console.log(postgresLines.join('\n'));
  process.exit(0);
}

// ---- end of the PostgreSQL mode ---------------------------------------------------------------

const startLoad = loadavg()[0].toFixed(1);
const { rows, cartMeasured } = await measureAll(
  mkdtempSync(path.join(tmpdir(), 'touchline-load-')),
);

const verdict = (row) =>
  row.rps >= row.budget.rps && row.p99 <= row.budget.p99 ? 'within budget' : '**over budget**';
const count = (value) => Math.round(value).toLocaleString('en-IE');
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} with autocannon, ${CONNECTIONS} connections, ${DURATION} s per target after a warm-up, on the embedded database (\`npm run perf:api\`); machine load average ${startLoad} at the start. "Bare Fastify" is a route answering \`{"status":"ok"}\` on the same machine, measured right before each target.`,
  '',
  '| target | requests/s | p50 | p99 | errors | bare Fastify | share of bare | budget | verdict |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.name} | ${count(row.rps)} | ${row.p50} ms | ${row.p99} ms | ${row.errors} | ${count(row.bareRps)}/s | ${Math.round((100 * row.rps) / row.bareRps)}% | >= ${count(row.budget.rps)}/s, p99 <= ${row.budget.p99} ms | ${verdict(row)} |`,
  ),
  ...(cartMeasured
    ? [
        '',
        'Cart update: each cycle takes a cart of its own (of 100), adds a shop item (`POST /v2/store/demo/shopping-cart/{id}`), then removes the item it added (`DELETE .../item/{item}`); both calls count.',
      ]
    : [
        '',
        'Cart update (budget >= 500 requests/s at p99 <= 60 ms) is measured once the API serves the cart.',
      ]),
];
if (ONLY) {
  console.log(lines.join('\n'));

  if (GROWTH) {
    // The same targets on a database grown by the load seed (1,000 clubs; 100,000 articles and
    // 100,000 orders for the demo club), against the small seed's figures just measured.
    const grownDir = mkdtempSync(path.join(tmpdir(), 'touchline-growth-'));
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/load-seed/main.ts', 'demo'],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: grownDir, LOG_LEVEL: 'warn' },
        stdio: 'inherit',
      },
    );
    if (seeded.status !== 0) throw new Error('The load seed failed.');
    const growthLoad = loadavg()[0].toFixed(1);
    const grown = await measureAll(grownDir);
    const growthLines = [
      `Measured ${new Date().toISOString().slice(0, 10)} right after the API load above (\`npm run perf:api -- --growth\`), on a database grown by the load seed (\`apps/api/src/load-seed\`: 1,000 more clubs; 100,000 news articles and 100,000 orders for the demo club); machine load average ${growthLoad} at the start. Budget: each p99 within 1.5 x the small seed's, read as a ratio because both ran minutes apart on the same machine.`,
      '',
      '| target | small seed requests/s | p99 | grown requests/s | p99 | p99 x small seed | verdict |',
      '|---|---|---|---|---|---|---|',
      ...grown.rows.map((row) => {
        const small = rows.find((candidate) => candidate.name === row.name);
        const ratio = small ? row.p99 / Math.max(small.p99, 1) : NaN;
        return `| ${row.name} | ${small ? count(small.rps) : '-'} | ${small ? `${small.p99} ms` : '-'} | ${count(row.rps)} | ${row.p99} ms | ${Number.isFinite(ratio) ? ratio.toFixed(2) : '-'} | ${ratio <= 1.5 ? 'flat' : '**grows**'} |`;
      }),
    ];
    writeReportSection('growth', 'Growth', growthLines.join('\n'));
    console.log(growthLines.join('\n'));
  }
  process.exit(0);
}
writeReportSection('api-load', 'API load', lines.join('\n'));
// The report is checked by `npm test` like every other file.
spawnSync('npx', ['prettier', '--write', 'docs/performance.md', '--log-level', 'warn'], {
  cwd: root,
  stdio: 'inherit',
});
console.log(lines.join('\n'));

if (GROWTH) {
  // The same targets on a database grown by the load seed (1,000 clubs; 100,000 articles and
  // 100,000 orders for the demo club), against the small seed's figures just measured.
  const grownDir = mkdtempSync(path.join(tmpdir(), 'touchline-growth-'));
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/load-seed/main.ts', 'demo'],
    { cwd: root, env: { ...process.env, DATA_DIR: grownDir, LOG_LEVEL: 'warn' }, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error('The load seed failed.');
  const growthLoad = loadavg()[0].toFixed(1);
  const grown = await measureAll(grownDir);
  const growthLines = [
    `Measured ${new Date().toISOString().slice(0, 10)} right after the API load above (\`npm run perf:api -- --growth\`), on a database grown by the load seed (\`apps/api/src/load-seed\`: 1,000 more clubs; 100,000 news articles and 100,000 orders for the demo club); machine load average ${growthLoad} at the start. Budget: each p99 within 1.5 x the small seed's, read as a ratio because both ran minutes apart on the same machine.`,
    '',
    '| target | small seed requests/s | p99 | grown requests/s | p99 | p99 x small seed | verdict |',
    '|---|---|---|---|---|---|---|',
    ...grown.rows.map((row) => {
      const small = rows.find((candidate) => candidate.name === row.name);
      const ratio = small ? row.p99 / Math.max(small.p99, 1) : NaN;
      return `| ${row.name} | ${small ? count(small.rps) : '-'} | ${small ? `${small.p99} ms` : '-'} | ${count(row.rps)} | ${row.p99} ms | ${Number.isFinite(ratio) ? ratio.toFixed(2) : '-'} | ${ratio <= 1.5 ? 'flat' : '**grows**'} |`;
    }),
  ];
  writeReportSection('growth', 'Growth', growthLines.join('\n'));
  console.log(growthLines.join('\n'));
}
