#!/usr/bin/env node
// A month of due payments collected by two workers on one PostgreSQL: a throw-away cluster with
// the demo clubs, MEMBERS members made like the demo member (a saved card, a membership in
// instalments) each with an instalment due today, and two workers (`main.js worker`, from the
// sources) started together. Measures the time from queueing the collection to the last payment,
// and checks each instalment was charged exactly once. Prints the line for docs/performance.md.
// Usage: node tools/load/collection-run.mjs [members]   (default 1000)
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { startThrowawayPostgres } from '../test/throwaway-postgres.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const MEMBERS = Number(process.argv[2] ?? 1000);
const SOURCE = 'member@demo.touchline.test';

function runApi(url, command, ready) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts', command], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const done = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (ready && output.includes(ready)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      if (!ready && code === 0) resolve(child);
      else reject(new Error(`main.ts ${command} exited (${code}):\n${output}`));
    });
  });
  return { child, done };
}

/** The columns a copy of a row writes: all but identity and generated ones. */
async function columnsOf(client, table) {
  const { rows } = await client.query(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_identity = 'NO' and is_generated = 'NEVER'
     order by ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

/** `insert into table select` a copy of the source row per n, some columns replaced. */
async function copyPerMember(client, table, { from, where, overrides }) {
  const columns = await columnsOf(client, table);
  const values = columns.map((column) => overrides[column] ?? `src.${column}`);
  await client.query(
    `insert into ${table} (${columns.join(', ')})
     select ${values.join(', ')} from ${table} src cross join generate_series(1, $1) n ${from ?? ''}
     where ${where}`,
    [MEMBERS],
  );
}

const cluster = await startThrowawayPostgres();
const client = new pg.Client({ connectionString: cluster.url });
const workers = [];
let exitCode = 0;
try {
  await runApi(cluster.url, 'migrate').done;
  await client.connect();
  const source = (
    await client.query(
      `select u.id as user_id, o.order_id, i.order_item_id, pm.provider_payment_method_id as token
       from users u join orders o on o.user_id = u.id
       join order_instalments i on i.order_id = o.order_id
       join payment_methods pm on pm.user_id = u.id and pm.is_default
       where u.email = $1 limit 1`,
      [SOURCE],
    )
  ).rows[0];
  const email = `'payer' || n || '@demo.touchline.test'`;
  const made = Date.now();
  await copyPerMember(client, 'users', {
    where: `src.id = ${source.user_id}`,
    overrides: { email },
  });
  await copyPerMember(client, 'payment_sim_cards', {
    where: `src.token = '${source.token}'`,
    overrides: { token: `'pm_test_run_' || n`, customer_id: 'null' },
  });
  await copyPerMember(client, 'payment_methods', {
    from: `join users nu on nu.email = ${email}`,
    where: `src.provider_payment_method_id = '${source.token}'`,
    overrides: { user_id: 'nu.id', provider_payment_method_id: `'pm_test_run_' || n` },
  });
  await copyPerMember(client, 'orders', {
    from: `join users nu on nu.email = ${email}`,
    where: `src.order_id = '${source.order_id}'`,
    overrides: {
      order_id: 'gen_random_uuid()',
      user_id: 'nu.id',
      member_id: 'null',
      shopping_cart_id: 'null',
      order_seq: `(select max(order_seq) from orders where account_id = src.account_id) + n`,
      idempotency_key: `'collection-run-' || n`,
    },
  });
  await copyPerMember(client, 'order_items', {
    from: `join orders no on no.idempotency_key = 'collection-run-' || n`,
    where: `src.order_item_id = ${source.order_item_id}`,
    overrides: { order_id: 'no.order_id', bundle_order_item_id: 'null' },
  });
  await client.query(
    `insert into order_instalments (order_id, order_item_id, sequence, due_on, amount)
     select it.order_id, it.order_item_id, 2, current_date, 1500 + n
     from generate_series(1, $1) n
     join orders no on no.idempotency_key = 'collection-run-' || n
     join order_items it on it.order_id = no.order_id`,
    [MEMBERS],
  );
  const ids = (
    await client.query(
      `select i.order_instalment_id from order_instalments i join orders o on o.order_id = i.order_id
       where o.idempotency_key like 'collection-run-%'`,
    )
  ).rows.map((row) => row.order_instalment_id);
  if (ids.length !== MEMBERS) throw new Error(`${ids.length} instalments made, not ${MEMBERS}`);
  console.log(`${MEMBERS} members with a due instalment made in ${Date.now() - made} ms`);

  for (let index = 0; index < 2; index += 1) {
    const worker = runApi(cluster.url, 'worker', 'Worker running');
    workers.push(worker.child);
    await worker.done;
  }
  const boss = new PgBoss({ connectionString: cluster.url, supervise: false, schedule: false });
  boss.on('error', () => undefined);
  await boss.start();
  const started = Date.now();
  await boss.send('collect-due-payments', {});
  await boss.stop({ close: true });
  for (;;) {
    const { rows } = await client.query(
      `select count(*)::int as paid from order_instalments
       where order_instalment_id = any($1) and status = 'paid'`,
      [ids],
    );
    if (rows[0].paid === MEMBERS) break;
    if (Date.now() - started > 15 * 60_000)
      throw new Error(`Only ${rows[0].paid} paid in 15 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (Date.now() - started) / 1000;
  const charges = (
    await client.query(
      `select count(*)::int as intents, count(distinct idempotency_key)::int as keys
       from payment_sim_intents where idempotency_key like 'instalment:%'`,
    )
  ).rows[0];
  const once = charges.intents === MEMBERS && charges.keys === MEMBERS;
  const load = os.loadavg()[0].toFixed(1);
  console.log(
    `${MEMBERS} due payments collected by two workers in ${seconds.toFixed(1)} s ` +
      `(${Math.round(MEMBERS / seconds)}/s); ${charges.intents} charges, ` +
      `${once ? 'each instalment charged exactly once' : 'NOT exactly once'}; load average ${load}`,
  );
  if (!once) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const child of workers) child.kill('SIGTERM');
  await Promise.all(
    workers.map((child) =>
      child.exitCode === null && child.signalCode === null
        ? new Promise((resolve) => child.once('exit', resolve))
        : undefined,
    ),
  );
  await client.end().catch(() => undefined);
  cluster.stop();
}
process.exit(exitCode);
