#!/usr/bin/env node
// Load on the Club API with the embedded database: requests/s and p50/p99 latency for the club
// store read, the news list and a bare Fastify route measured in the same run (the machine's
// ceiling), 50 connections each. Written into docs/performance.md beside the DESIGN.md budgets.
// Usage: node tools/load/api-load.mjs [--duration 10]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { writeReportSection } from '../perf/report.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const durationArg = process.argv.indexOf('--duration');
const DURATION = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 10;
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
  {
    name: 'Bare Fastify route (same machine, same run)',
    url: `http://127.0.0.1:${BARE_PORT}/`,
    budget: null,
  },
];

function startApi(dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
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

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-load-'));
const api = await startApi(dataDir);
const bare = Fastify({ logger: false });
bare.get('/', async () => ({ status: 'ok' }));
await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });

const rows = [];
try {
  for (const target of TARGETS) {
    await measure(target.url); // warm-up: caches, JIT
    const result = await measure(target.url);
    rows.push({
      ...target,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
} finally {
  await bare.close();
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

const verdict = (row) =>
  !row.budget
    ? 'reference'
    : row.rps >= row.budget.rps && row.p99 <= row.budget.p99
      ? 'within budget'
      : '**over budget**';
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} with autocannon, ${CONNECTIONS} connections, ${DURATION} s per target after a warm-up, on the embedded database (\`npm run perf:api\`).`,
  '',
  '| target | requests/s | p50 | p99 | errors | budget | verdict |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.name} | ${Math.round(row.rps).toLocaleString('en-IE')} | ${row.p50} ms | ${row.p99} ms | ${row.errors} | ${row.budget ? `>= ${row.budget.rps.toLocaleString('en-IE')}/s, p99 <= ${row.budget.p99} ms` : '-'} | ${verdict(row)} |`,
  ),
  '',
  'Cart update (budget >= 500 requests/s at p99 <= 60 ms) is measured once the cart calls exist.',
];
writeReportSection('api-load', 'API load', lines.join('\n'));
console.log(lines.join('\n'));
