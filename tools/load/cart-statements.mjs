#!/usr/bin/env node
// The SQL statements of the cart's add/remove cycle on the embedded database (in memory), in
// process: statements per add and per remove, and the time each kind of statement takes, summed
// over serial cycles (one request at a time, so nothing waits for another request). The
// statement counts are exact; the times move with the machine's load, so read them as shares,
// or compare runs made one right after the other.
// Then, for the statement that starts each change, the time PostgreSQL spends planning it and
// running it (EXPLAIN ANALYZE of the same text and parameters, in a transaction rolled back), and
// how often the cycles reused its cached plan (pg_prepared_statements). Also counts the exchanges
// with the engine per call (PGlite's protocol round trips).
// Usage: node --import tsx tools/load/cart-statements.mjs [--cycles 300] [--unprepared]
//   --unprepared  every statement parsed and planned anew (the dialect's prepared statements off)
import { loadavg } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { PGliteDialect } from '../../apps/api/src/db/pglite-dialect.ts';
import { areaSeeds, seedDatabase } from '../../apps/api/src/seed.ts';

const cyclesArg = process.argv.indexOf('--cycles');
const CYCLES = cyclesArg > 0 ? Number(process.argv[cyclesArg + 1]) : 300;
const UNPREPARED = process.argv.includes('--unprepared');

const pglite = await PGlite.create('memory://');
/** Statement text (its start) to count and milliseconds, while `phase` is set. */
const statements = new Map();
/** The statement that starts a change, as last run: text and parameters. */
const changeStatements = new Map();
let phase = null;
const counts = { add: 0, remove: 0 };
/**
 * Exchanges with the engine per call: each is one message batch through PGlite's protocol
 * interface, what a round trip to a server is on PostgreSQL.
 */
const exchanges = { add: 0, remove: 0 };
const execProtocolRaw = pglite.execProtocolRaw.bind(pglite);
pglite.execProtocolRaw = (...args) => {
  if (phase) exchanges[phase]++;
  return execProtocolRaw(...args);
};
// Kysely times each statement from the call into the dialect to its answer, parsed.
const log = (event) => {
  if (!phase || event.level !== 'query') return;
  counts[phase]++;
  const text = event.query.sql;
  const key = text.replace(/\s+/g, ' ').slice(0, 70);
  const entry = statements.get(key) ?? { count: 0, ms: 0 };
  entry.count++;
  entry.ms += event.queryDurationMillis;
  statements.set(key, entry);
  if (text.startsWith('with "c" as (update "shopping_carts"')) {
    changeStatements.set(phase, { text, parameters: event.query.parameters });
  }
};
const db = new Kysely({
  dialect: new PGliteDialect(pglite, UNPREPARED ? { preparedStatements: 0 } : {}),
  log,
});
await migrate(db);
await seedDatabase(db, undefined, areaSeeds({ developmentAccounts: true }));
const app = await buildApp({
  db,
  config: loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent' }),
  draining: () => false,
});

const scarf = (await app.inject({ url: '/v2/store/demo/products/club-scarf' })).json();
const payload = { items: [{ product_id: scarf.product_id, quantity: 1 }] };
const cart = (
  await app.inject({ method: 'POST', url: '/v2/store/demo/shopping-cart', payload })
).json();
const cartUrl = `/v2/store/demo/shopping-cart/${cart.shopping_cart_id}`;

async function cycle(record) {
  phase = record ? 'add' : null;
  const added = await app.inject({ method: 'POST', url: cartUrl, payload });
  if (added.statusCode !== 200) throw new Error(`add answered ${added.statusCode}`);
  const itemId = Math.max(...added.json().items.map((item) => item.shopping_cart_item));
  phase = record ? 'remove' : null;
  const removed = await app.inject({ method: 'DELETE', url: `${cartUrl}/item/${itemId}` });
  if (removed.statusCode !== 200) throw new Error(`remove answered ${removed.statusCode}`);
  phase = null;
}

for (let index = 0; index < 50; index++) await cycle(false); // warm-up: JIT, caches
const load = loadavg()[0].toFixed(1);
const cpuBefore = process.cpuUsage();
const started = performance.now();
for (let index = 0; index < CYCLES; index++) await cycle(true);
const perCycle = (performance.now() - started) / CYCLES;
// CPU time moves less with the machine's load than the clock (time waiting for a core is not in it).
const cpu = process.cpuUsage(cpuBefore);
const cpuPerCycle = (cpu.user + cpu.system) / 1000 / CYCLES;
phase = null;

/** Planning and execution times of a statement, averaged over `runs` (each rolled back). */
async function explain({ text, parameters }, runs = 50) {
  let planning = 0;
  let execution = 0;
  for (let index = 0; index < runs; index++) {
    await pglite.exec('begin');
    const { rows } = await pglite.query(`explain (analyze, summary, format json) ${text}`, [
      ...parameters,
    ]);
    await pglite.exec('rollback');
    const [plan] = rows[0]['QUERY PLAN'];
    planning += plan['Planning Time'];
    execution += plan['Execution Time'];
  }
  return { planning: planning / runs, execution: execution / runs };
}
const explained = [];
for (const [call, statement] of changeStatements) {
  explained.push({ call, ...(await explain(statement)) });
}
const { rows: prepared } = await pglite.query(
  `select generic_plans, custom_plans from pg_prepared_statements
   where statement like 'with "c" as (update "shopping_carts"%' order by prepare_time`,
);
await app.close();
await db.destroy();

const rows = [...statements.entries()].sort((a, b) => b[1].ms - a[1].ms);
const databaseMs = rows.reduce((sum, [, entry]) => sum + entry.ms, 0) / CYCLES;
console.log(
  `${CYCLES} serial cycles, load average ${load}: ${perCycle.toFixed(2)} ms per cycle (CPU ${cpuPerCycle.toFixed(2)} ms), of which ${databaseMs.toFixed(2)} ms in ${(
    (counts.add + counts.remove) /
    CYCLES
  ).toFixed(
    1,
  )} statements (add ${(counts.add / CYCLES).toFixed(1)}, remove ${(counts.remove / CYCLES).toFixed(1)}); exchanges with the engine: add ${(exchanges.add / CYCLES).toFixed(1)}, remove ${(exchanges.remove / CYCLES).toFixed(1)}`,
);
console.log(
  '\n| statement | per cycle | ms per cycle | share of database time |\n|---|---|---|---|',
);
for (const [text, entry] of rows) {
  const ms = entry.ms / CYCLES;
  console.log(
    `| \`${text}\` | ${(entry.count / CYCLES).toFixed(1)} | ${ms.toFixed(2)} | ${Math.round((100 * ms) / databaseMs)}% |`,
  );
}

console.log(
  `\nThe change statement (the first of each call), as PostgreSQL reports planning and running it (EXPLAIN ANALYZE, 50 runs, unprepared text):\n\n| call | planning ms | execution ms |\n|---|---|---|`,
);
for (const row of explained) {
  console.log(`| ${row.call} | ${row.planning.toFixed(2)} | ${row.execution.toFixed(2)} |`);
}
console.log(
  UNPREPARED
    ? '\nPrepared statements off: every statement was parsed and planned anew.'
    : `\nPrepared change statements (pg_prepared_statements): ${prepared
        .map(
          (row) =>
            `${row.generic_plans} runs on the cached generic plan, ${row.custom_plans} planned`,
        )
        .join('; ')}.`,
);
