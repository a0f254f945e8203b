#!/usr/bin/env node
// The query plans of the list pages at growth size: grows a throw-away PostgreSQL cluster (and,
// with --pglite, an embedded database) with the load seed, explains every statement of the
// article list and the member's orders for a first, middle, deep, last and past-the-end page
// (apps/api/src/load-seed/paging-plans.ts) and writes the summary into docs/performance.md.
// Usage: node tools/load/paging-plans.mjs [--pglite]   (npm run perf:paging)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeReportSection } from '../perf/report.mjs';
import { startThrowawayPostgres } from '../test/throwaway-postgres.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const WITH_PGLITE = process.argv.includes('--pglite');

function runApi(script, env) {
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, 'demo'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${script} failed (${result.status}).`);
  return { stdout: String(result.stdout), seconds: (Date.now() - started) / 1000 };
}

/** Seeds the database `env` names to growth size and explains the list pages on it. */
function plansOn(env) {
  const seed = runApi('apps/api/src/load-seed/main.ts', env);
  const plans = runApi('apps/api/src/load-seed/paging-plans.ts', env);
  return { seedSeconds: seed.seconds, ...JSON.parse(plans.stdout.trim().split('\n').at(-1)) };
}

const ms = (value) => (value < 1 ? value.toFixed(2) : value.toFixed(1));

function table({ plans }) {
  const rows = plans.map((plan) => {
    const statements = plan.statements;
    const read = statements.reduce((sum, statement) => sum + statement.rowsRead, 0);
    const heap = statements.reduce((sum, statement) => sum + statement.heapFetches, 0);
    const seq = statements.flatMap((statement) =>
      statement.seqScanned.map((scan) => `${scan.table} (${scan.pages} page)`),
    );
    const scans = statements
      .flatMap((statement) => statement.scans)
      .filter((scan) => !scan.startsWith('Seq Scan') && !scan.endsWith(': 0'))
      .join('; ');
    const sorts = statements.some((statement) => statement.sort);
    const jit = statements.some((statement) => statement.jit);
    const time = statements.reduce((sum, statement) => sum + statement.executionMs, 0);
    return `| ${plan.list} | ${plan.page} | ${plan.rows} | ${read.toLocaleString('en-IE')} | ${heap} | ${scans} | ${seq.length ? [...new Set(seq)].join(', ') : 'none'} | ${sorts ? '**yes**' : 'no'} | ${jit ? '**yes**' : 'no'} | ${ms(time)} ms |`;
  });
  return [
    '| list | page | rows answered | index entries and rows read | table rows fetched by index-only scans | index scans (rows each; none that read 0) | sequential scans | sort | JIT | execution |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ];
}

/** What the sequential scans read: the verdict is on tables larger than one page. */
function seqNote({ plans }) {
  const larger = new Set(
    plans.flatMap((plan) =>
      plan.statements.flatMap((statement) =>
        statement.seqScanned.filter((scan) => scan.pages > 1).map((scan) => scan.table),
      ),
    ),
  );
  return larger.size === 0
    ? 'No statement scans a table larger than one 8 kB page: the sequential scans above read small tables (the kept counts, the instalments of the seed orders) whose one page the planner rightly reads instead of an index; they do not grow with the lists.'
    : `**Sequential scans of tables larger than one page: ${[...larger].join(', ')}.**`;
}

const started = Date.now();
const cluster = await startThrowawayPostgres();
let postgres;
try {
  postgres = plansOn({ DATABASE_URL: cluster.url });
} finally {
  cluster.stop();
}
let pglite;
if (WITH_PGLITE) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-paging-'));
  try {
    pglite = plansOn({ DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const seconds = Math.round((Date.now() - started) / 1000);

const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run perf:paging\` (\`tools/load/paging-plans.mjs\`${WITH_PGLITE ? ' --pglite' : ''}, ${seconds} s in all): the load seed (\`apps/api/src/load-seed\`) grows a throw-away PostgreSQL cluster (${Math.round(postgres.seedSeconds)} s) to 1,000 more clubs and 100,000 news articles and 100,000 orders (one member's) for the demo club, then every statement the article list and the member's orders run for a page is explained with \`EXPLAIN (ANALYZE)\`, run twice and the second kept. Each page reads its list's index from the nearer end (ADR 0022): the work grows with the distance to the nearer end (the middle page is the worst), and only the page's own rows are read from the table.`,
  '',
  '### PostgreSQL',
  '',
  ...table(postgres),
  '',
  seqNote(postgres),
  ...(pglite
    ? [
        '',
        `### Embedded database (PGlite, the load seed ${Math.round(pglite.seedSeconds)} s)`,
        '',
        ...table(pglite),
        '',
        seqNote(pglite),
      ]
    : []),
];
writeReportSection('paging', 'Paging plans at growth size', lines.join('\n'));
console.log(lines.join('\n'));
