#!/usr/bin/env node
// A worker killed mid-run loses no payment and charges none twice: on a throw-away PostgreSQL
// with the demo clubs, a worker (`main.js worker`, from the sources) starts collecting due
// instalments of the demo member and is killed with SIGKILL partway (no drain, no shutdown);
// two new workers take over. Every instalment must end paid, charged exactly once (one payment
// intent of the card simulator under its first attempt's idempotency key), with no claim left open.
// Usage: node tools/test/worker-crash.mjs
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { MISSING_POSTGRES_HELP, startThrowawayPostgres } from './throwaway-postgres.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const INSTALMENTS = 120;
/** The worker is killed once this many are paid (and before all are). */
const KILL_AFTER = 20;

const failures = [];
function check(ok, what) {
  console.log(`${ok ? '  ✓' : '  ✗'} ${what}`);
  if (!ok) failures.push(what);
}

/** `main.ts <command>` from the sources on the database; resolves on `ready` in its output. */
function runApi(url, command, ready) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts', command], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const done = new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`main.ts ${command} was not ready within 3 minutes:\n${output}`));
    }, 180_000);
    const onData = (chunk) => {
      output += chunk;
      if (ready && output.includes(ready)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!ready && code === 0) resolve(child);
      else reject(new Error(`main.ts ${command} exited (${code}):\n${output}`));
    });
  });
  return { child, done };
}

function killed(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  return exited;
}

async function waitUntil(what, condition, seconds) {
  for (let waited = 0; waited < seconds * 4; waited += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Still waiting for ${what} after ${seconds} s`);
}

let cluster;
try {
  cluster = await startThrowawayPostgres();
} catch (error) {
  if (error.message === MISSING_POSTGRES_HELP) {
    console.error('PostgreSQL is needed for the worker crash test.');
  }
  console.error(error.message);
  process.exit(1);
}

const workers = [];
const client = new pg.Client({ connectionString: cluster.url });
try {
  console.log('Worker crash: kill -9 of a worker collecting payments');
  // The schema and the demo clubs (the demo member's order of a membership in instalments).
  await runApi(cluster.url, 'migrate').done;
  await client.connect();
  const count = async (query, values = []) =>
    Number((await client.query(query, values)).rows[0].count);

  const { rows } = await client.query(
    `select o.order_id, i.order_item_id from order_instalments i
     join orders o on o.order_id = i.order_id join users u on u.id = o.user_id
     where u.email = 'member@demo.touchline.test' limit 1`,
  );
  const [order] = rows;
  const inserted = await client.query(
    `insert into order_instalments (order_id, order_item_id, sequence, due_on, amount)
     select $1, $2, 100 + n, current_date, 500 + n from generate_series(0, $3 - 1) n
     returning order_instalment_id`,
    [order.order_id, order.order_item_id, INSTALMENTS],
  );
  const ids = inserted.rows.map((row) => row.order_instalment_id);
  const paid = () =>
    count(
      `select count(*) from order_instalments where order_instalment_id = any($1) and status = 'paid'`,
      [ids],
    );

  const first = runApi(cluster.url, 'worker', 'Worker running');
  workers.push(first.child);
  await first.done;
  // What the minute's schedule sends: queue a charge job for each due instalment now.
  const boss = new PgBoss({ connectionString: cluster.url, supervise: false, schedule: false });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.send('collect-due-payments', {});
  await boss.stop({ close: true });

  // Killed while it holds jobs (and, when caught, a claim on a charge).
  const busy = async () =>
    (await count(
      `select count(*) from pgboss.job where name = 'charge-instalment' and state = 'active'`,
    )) + (await count(`select count(*) from instalment_charges where status = 'charging'`));
  await waitUntil(
    `${KILL_AFTER} payments with charges running`,
    async () => (await paid()) >= KILL_AFTER && (await busy()) > 0,
    180,
  );
  await killed(first.child);
  const killedAt = Date.now();
  const paidAtKill = await paid();
  const openAtKill = await count(
    `select count(*) from instalment_charges where order_instalment_id = any($1) and status = 'charging'`,
    [ids],
  );
  const activeAtKill = await count(
    `select count(*) from pgboss.job where name = 'charge-instalment' and state = 'active'`,
  );
  console.log(
    `  killed the worker with ${paidAtKill} paid, ${activeAtKill} charge jobs running and ${openAtKill} claims open`,
  );
  check(paidAtKill < INSTALMENTS, 'the worker was killed before it collected everything');

  for (let index = 0; index < 2; index += 1) {
    const next = runApi(cluster.url, 'worker', 'Worker running');
    workers.push(next.child);
    await next.done;
  }
  await waitUntil('every payment', async () => (await paid()) === INSTALMENTS, 420);
  check(
    true,
    `after kill -9, the other workers collected all ${INSTALMENTS} payments (${Math.round((Date.now() - killedAt) / 1000)} s)`,
  );

  const intents = await client.query(
    `select idempotency_key as key, count(*)::int as count from payment_sim_intents
     where idempotency_key like 'instalment:%' group by idempotency_key`,
  );
  const charged = intents.rows.filter((row) => ids.includes(Number(row.key.split(':')[1])));
  check(
    charged.length === INSTALMENTS && charged.every((row) => row.count === 1),
    `each instalment was charged to the card exactly once (${charged.length} charges)`,
  );
  check(
    charged.every((row) => row.key.endsWith(':1')),
    'every charge is the first attempt (a taken-over claim kept its idempotency key)',
  );
  check(
    (await count(
      `select count(*) from instalment_charges where order_instalment_id = any($1) and status <> 'succeeded'`,
      [ids],
    )) === 0,
    'no attempt is left open or failed',
  );
  check(
    (await count(
      `select count(*) from payments where purpose = 'instalment' and status = 'succeeded'
       and (instalment_ids->>0)::int = any($1)`,
      [ids],
    )) === INSTALMENTS,
    'one recorded payment per instalment',
  );
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  for (const child of workers) await killed(child);
  await client.end().catch(() => undefined);
  cluster.stop();
}

if (failures.length > 0) {
  console.error(`\n${failures.length} worker crash check(s) failed`);
  process.exit(1);
}
console.log('\nNo payment was lost or charged twice across kill -9 of a worker.');
