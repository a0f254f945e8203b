#!/usr/bin/env node
// Load on the Club API with the embedded database: requests/s and p50/p99 latency for the club
// store read, the news list and the cart update (once the API serves the cart), 50 connections
// each, each right after a bare Fastify route measured the same way (the machine's ceiling at
// that moment: on a shared machine it moves). Written into docs/performance.md beside the
// DESIGN.md budgets.
// Usage: node tools/load/api-load.mjs [--duration 10] [--only cart] [--cpu-prof DIR]
//   --only NAME   measure only the targets whose name contains NAME (the report is not written)
//   --growth      then the small seed and a database grown by the load seed side by side (the
//                 growth table; see measureGrowth)
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

/**
 * Starts `src/main.ts` on `port` with `database`: `{ DATA_DIR }` for the embedded database or
 * `{ DATABASE_URL }` for PostgreSQL (the first API on an empty database migrates and seeds it).
 */
function startApiWith(database, port) {
  return new Promise((resolve, reject) => {
    const profile = PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [];
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: root,
      env: { ...process.env, ...database, PORT: String(port), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Club API listening on')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`The API exited with code ${code}`)));
  });
}

const startApi = (dataDir, port = API_PORT) => startApiWith({ DATA_DIR: dataDir }, port);

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
        bareP99: bareResult.latency.p99,
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
    const first = await startApiWith({ DATABASE_URL: cluster.url }, PG_API_PORTS[0]);
    apis.push(first);
    apis.push(await startApiWith({ DATABASE_URL: cluster.url }, PG_API_PORTS[1]));
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

// ---- end of the PostgreSQL mode ---------------------------------------------------------------

/**
 * The budgets are written for a quiet machine, where the bare Fastify route answers
 * QUIET_BARE_RPS requests/s (docs/performance.md, Read the ratios). A busy machine slows every
 * process alike, and the bare route measured right before a target shows by how much: the
 * verdict reads the target's figures at the speed of the bare route, i.e. as ratios.
 * - requests/s: target / bare >= budget / QUIET_BARE_RPS (the club store's 20,000/s is 27% of
 *   the bare route, the news list's 3,000/s 4.1%, the cart's 500/s 0.68%);
 * - p99: target p99 x (bare / QUIET_BARE_RPS) <= the budget's p99 (the p99 the target would
 *   have on the quiet machine, the slowdown taken from the bare route's throughput, which is
 *   steadier than its own p99 of a few milliseconds).
 */
const QUIET_BARE_RPS = 73_000;
const slowdown = (row) => QUIET_BARE_RPS / row.bareRps;
const rpsShare = (row) => row.rps / row.bareRps;
const quietP99 = (row) => row.p99 / slowdown(row);
const ratioVerdict = (row) =>
  rpsShare(row) >= row.budget.rps / QUIET_BARE_RPS && quietP99(row) <= row.budget.p99
    ? 'within budget'
    : '**over budget**';
const count = (value) => Math.round(value).toLocaleString('en-IE');
const percent = (value) => `${(100 * value).toFixed(value < 0.1 ? 2 : 0)}%`;

function apiLoadLines(rows, cartMeasured, startLoad) {
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} with autocannon, ${CONNECTIONS} connections, ${DURATION} s per target after a warm-up, on the embedded database (\`npm run perf:api\`); machine load average ${startLoad} at the start. "Bare Fastify" is a route answering \`{"status":"ok"}\` on the same machine, measured right before each target.`,
    '',
    `The verdict reads ratios to the bare route measured right before (the absolute budgets are for a quiet machine, where the bare route answers ${count(QUIET_BARE_RPS)} requests/s): requests/s as a share of the bare route's, at least the budget's share of ${count(QUIET_BARE_RPS)}/s; p99 scaled by the bare route's speed (p99 x bare requests/s / ${count(QUIET_BARE_RPS)}), at most the budget's p99.`,
    '',
    '| target | requests/s | p50 | p99 | errors | bare Fastify | bare p99 | share of bare | budget share | p99 at quiet speed | budget | verdict |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${count(row.rps)} | ${row.p50} ms | ${row.p99} ms | ${row.errors} | ${count(row.bareRps)}/s | ${row.bareP99} ms | ${percent(rpsShare(row))} | >= ${percent(row.budget.rps / QUIET_BARE_RPS)} | ${quietP99(row).toFixed(1)} ms | >= ${count(row.budget.rps)}/s, p99 <= ${row.budget.p99} ms on a quiet machine | ${ratioVerdict(row)} |`,
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
}

const GROWN_PORT = 3392;
const GROWTH_ROUNDS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The growth figures: an API on the small seed and one on a database grown by the load seed
 * run side by side; each target is measured on both, back to back, in GROWTH_ROUNDS rounds
 * (the order of the two alternating), and the median of the rounds' ratios is the verdict's.
 * Both seeds see the same machine within seconds of each other, so the ratio holds on a busy
 * one.
 */
async function measureGrowth() {
  const smallDir = mkdtempSync(path.join(tmpdir(), 'touchline-load-'));
  const grownDir = mkdtempSync(path.join(tmpdir(), 'touchline-growth-'));
  const seedStarted = Date.now();
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/load-seed/main.ts', 'demo'],
    { cwd: root, env: { ...process.env, DATA_DIR: grownDir, LOG_LEVEL: 'warn' }, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error('The load seed failed.');
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const startLoad = loadavg()[0].toFixed(1);
  const small = await startApi(smallDir, API_PORT);
  const grown = await startApi(grownDir, GROWN_PORT);
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ status: 'ok' }));
  await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });
  const rows = [];
  try {
    const grownUrl = (url) => url.replace(`:${API_PORT}/`, `:${GROWN_PORT}/`);
    const pairs = TARGETS.map((target) => ({
      name: target.name,
      small: { options: { url: target.url } },
      grown: { options: { url: grownUrl(target.url) } },
    }));
    const smallCart = await cartTarget(API);
    const grownCart = await cartTarget(`http://127.0.0.1:${GROWN_PORT}`);
    if (smallCart && grownCart) pairs.push({ name: CART_NAME, small: smallCart, grown: grownCart });
    const selected = ONLY ? pairs.filter((pair) => pair.name.toLowerCase().includes(ONLY)) : pairs;
    await measure(BARE.options); // warm-up
    for (const pair of selected) {
      const figures = { small: [], grown: [], bare: [] };
      for (const side of ['small', 'grown']) {
        pair[side].reset?.();
        await measure(pair[side].options); // warm-up: caches, JIT
      }
      figures.bare.push((await measure(BARE.options)).requests.average);
      for (let round = 0; round < GROWTH_ROUNDS; round++) {
        const order = round % 2 === 0 ? ['small', 'grown'] : ['grown', 'small'];
        for (const side of order) {
          pair[side].reset?.();
          const result = await measure(pair[side].options);
          figures[side].push({
            rps: result.requests.average,
            p99: result.latency.p99,
            errors: result.errors + result.non2xx,
          });
        }
      }
      const summary = (side) => ({
        rps: median(figures[side].map((figure) => figure.rps)),
        p99: median(figures[side].map((figure) => figure.p99)),
        errors: figures[side].reduce((sum, figure) => sum + figure.errors, 0),
      });
      // Each round's two seeds ran back to back: the ratio within a round cancels the machine's
      // drift between rounds.
      const paired = (key) =>
        median(
          figures.grown.map(
            (grownFigure, round) => grownFigure[key] / Math.max(figures.small[round][key], 1),
          ),
        );
      rows.push({
        name: pair.name,
        small: summary('small'),
        grown: summary('grown'),
        rpsRatio: paired('rps'),
        p99Ratio: paired('p99'),
        bareRps: median(figures.bare),
      });
    }
  } finally {
    await bare.close();
    for (const api of [small, grown]) {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    }
    rmSync(smallDir, { recursive: true, force: true });
    rmSync(grownDir, { recursive: true, force: true });
  }
  return { rows, seedSeconds, startLoad };
}

function growthLines({ rows, seedSeconds, startLoad }) {
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run perf:api -- --growth\`: an API on the small seed and one on a database grown by the load seed (\`apps/api/src/load-seed\`, ${Math.round(seedSeconds)} s: 1,000 more clubs; 100,000 news articles and 100,000 orders for the demo club) run side by side; each target is measured on both in ${GROWTH_ROUNDS} rounds of ${DURATION} s (${CONNECTIONS} connections), the two seeds back to back in each round, their order alternating, after the bare route; the table shows the medians, and the ratios are the medians of each round's grown / small ratio (the two ran seconds apart, so the machine's drift between rounds cancels). Machine load average ${startLoad} at the start. Budget: the grown seed's p99 within 1.5 x the small seed's, measured in the same run. How each list reads a deep page is in Paging plans at growth size.`,
    '',
    '| target | small seed requests/s | p99 | grown requests/s | p99 | errors | bare Fastify | requests/s x small seed | p99 x small seed | verdict |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => {
      const ratio = row.p99Ratio;
      return `| ${row.name} | ${count(row.small.rps)} | ${row.small.p99} ms | ${count(row.grown.rps)} | ${row.grown.p99} ms | ${row.small.errors + row.grown.errors} | ${count(row.bareRps)}/s | ${row.rpsRatio.toFixed(2)} | ${ratio.toFixed(2)} | ${ratio <= 1.5 ? 'flat' : '**grows**'} |`;
    }),
  ];
}

/** The `--postgres` report: the cart's figures read as ratios to the bare route, as above. */
function postgresLines(row) {
  const target = { ...row, budget: CART_BUDGET };
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} with autocannon (\`node tools/load/api-load.mjs --postgres\`), ${DURATION} s after a warm-up, on PostgreSQL (a throw-away cluster on this machine, fsync off) with two API processes on one database, ${CONNECTIONS} connections spread evenly across both; machine load average ${row.load} at the start. "Bare Fastify" is the route answering \`{"status":"ok"}\`, measured right before; the verdict reads the same ratios as the API load above.`,
    '',
    '| target | requests/s | p50 | p99 | errors | bare Fastify | share of bare | budget share | p99 at quiet speed | budget | verdict |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    `| ${CART_NAME} | ${count(row.rps)} | ${row.p50} ms | ${row.p99} ms | ${row.errors} | ${count(row.bareRps)}/s | ${percent(rpsShare(target))} | >= ${percent(CART_BUDGET.rps / QUIET_BARE_RPS)} | ${quietP99(target).toFixed(1)} ms | >= ${count(CART_BUDGET.rps)}/s, p99 <= ${CART_BUDGET.p99} ms on a quiet machine | ${ratioVerdict(target)} |`,
  ];
}

if (POSTGRES) {
  const lines = postgresLines(await measureCartOnPostgres());
  if (!ONLY) writeReportSection('cart-postgres', 'Cart on PostgreSQL', lines.join('\n'));
  console.log(lines.join('\n'));
  process.exit(0);
}

const startLoad = loadavg()[0].toFixed(1);
const { rows, cartMeasured } = await measureAll(
  mkdtempSync(path.join(tmpdir(), 'touchline-load-')),
);
const lines = apiLoadLines(rows, cartMeasured, startLoad);
// --only measures a part: the report keeps the full run's figures.
if (!ONLY) writeReportSection('api-load', 'API load', lines.join('\n'));
console.log(lines.join('\n'));

if (GROWTH) {
  const growth = growthLines(await measureGrowth());
  if (!ONLY) writeReportSection('growth', 'Growth', growth.join('\n'));
  console.log(growth.join('\n'));
}
