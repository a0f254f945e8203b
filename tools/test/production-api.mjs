#!/usr/bin/env node
// The production API as an operator runs it: the built `apps/api/dist/main.js` (plain
// JavaScript), copied beside its migrations and images into a folder whose node_modules holds
// only the production dependencies, started with NODE_ENV=production against a throw-away
// PostgreSQL. Checks that it refuses to start on development settings (naming them), that it
// seeds no demo club unless SEED_DEMO=1, that two instances started together with it seed once,
// that it starts with real provider settings, seeds no development account (their passwords are
// refused), answers /health, /ready and /metrics (to the metrics token only), serves no
// /openapi.json, and drains on SIGTERM.
// Usage: node tools/test/production-api.mjs   (TEST_DATABASE_URL to use a running server)
import { rmSync } from 'node:fs';
import pg from 'pg';
import { build, deploymentFolder, run, waitFor } from './production-kit.mjs';
import { MIGRATE_COMMAND } from './production-settings.mjs';
import { freePort, startThrowawayPostgres } from './throwaway-postgres.mjs';

const DEVELOPMENT_SIGN_INS = [
  ['admin@demo.touchline.test', 'DevOnly-Admin-1'],
  ['member@demo.touchline.test', 'DevOnly-Member-1'],
  ['xgb@demo.touchline.test', 'DevOnly-Xgb-1'],
  ['admin@quiet.touchline.test', 'DevOnly-Admin-2'],
];

const failures = [];
function check(ok, what) {
  console.log(`${ok ? '  ✓' : '  ✗'} ${what}`);
  if (!ok) failures.push(what);
}

/** The token the platform's metrics scraper sends (a stand-in: any 24 printable characters). */
const METRICS_TOKEN = 'productioncheck-metrics-token';

function productionEnv(databaseUrl, port) {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    CORS_ORIGINS: 'https://*.clubs.example',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_productioncheck',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_productioncheck',
    STRIPE_WEBHOOK_SECRET: 'whsec_productioncheck',
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    LOG_LEVEL: 'info',
    SHUTDOWN_DRAIN_MS: '1500',
    METRICS_TOKEN,
    // Never reached: no check searches an address.
    MAPBOX_TOKEN: 'pk.productioncheck',
    MAPBOX_API_URL: 'http://127.0.0.1:9',
  };
}

async function refusesWithoutProviders(main, cwd, databaseUrl) {
  const env = productionEnv(databaseUrl, await freePort());
  for (const name of [
    'PAYMENT_PROVIDER',
    'STRIPE_SECRET_KEY',
    'MAIL_TRANSPORT',
    'SMTP_URL',
    'MAPBOX_TOKEN',
  ]) {
    delete env[name];
  }
  const proc = run(main, env, { cwd });
  const code = await proc.exited;
  const output = proc.output();
  check(
    code === 1,
    'without payment, mail and geocoder settings the production API does not start',
  );
  check(
    output.includes('In production PAYMENT_PROVIDER must be stripe') &&
      output.includes('In production MAIL_TRANSPORT must be smtp') &&
      output.includes('In production MAPBOX_TOKEN must be set'),
    'the startup error names PAYMENT_PROVIDER, MAIL_TRANSPORT and MAPBOX_TOKEN',
  );
  check(everyLineIsJson(output), 'as a JSON line');
}

/** Whether each line of a process's output is a JSON object (a log collector's one format). */
function everyLineIsJson(output) {
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  return (
    lines.length > 0 &&
    lines.every((line) => {
      try {
        return typeof JSON.parse(line) === 'object';
      } catch {
        console.error(`  not JSON: ${line.slice(0, 160)}`);
        return false;
      }
    })
  );
}

/** Without SEED_DEMO=1 production migrates an empty database and seeds no club. */
/** A new, empty database on the cluster of `serverUrl`, and its URL. */
async function emptyDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function migratesAsAOneOffJob(main, cwd, serverUrl) {
  const databaseUrl = await emptyDatabase(serverUrl, 'migrate_job');
  const port = await freePort();
  const job = () => run(main, productionEnv(databaseUrl, port), { cwd, args: [MIGRATE_COMMAND] });
  const first = job();
  const firstCode = await first.exited;
  check(
    firstCode === 0 &&
      first.output().includes('Applied migrations: 0001_clubs') &&
      first.output().includes('The database is ready for this build'),
    '`main.js migrate` brings an empty database up to this build, then exits 0 (the one-off job)',
  );
  check(everyLineIsJson(first.output()), 'every line the migrate job wrote is JSON');
  const again = job();
  check(
    (await again.exited) === 0 && again.output().includes('Migrations: up to date'),
    'run again, it finds nothing to apply and exits 0',
  );
  const unknown = run(main, productionEnv(databaseUrl, port), { cwd, args: ['migrat'] });
  check(
    (await unknown.exited) === 2 && /Unknown command \\?"migrat\\?"/.test(unknown.output()),
    'an unknown command is refused (exit code 2), not taken for a start',
  );
}

async function seedsNoDemoClubUnlessAsked(main, cwd, databaseUrl) {
  const port = await freePort();
  const proc = run(main, productionEnv(databaseUrl, port), { cwd });
  try {
    await waitFor(
      () => proc.output().includes('Club API listening') || proc.child.exitCode !== null,
      'the production API to listen',
    );
    if (proc.child.exitCode !== null) throw new Error(`The API exited:\n${proc.output()}`);
    check(
      proc.output().includes('Demo clubs: not seeded (SEED_DEMO=1 seeds them)'),
      'without SEED_DEMO the start says the demo clubs are not seeded',
    );
    const club = await fetch(`http://127.0.0.1:${port}/v2/store/demo`);
    check(club.status === 404, 'and no demo club is served');
    proc.child.kill('SIGTERM');
    check((await proc.exited) === 0, 'the API stops cleanly');
  } catch (error) {
    failures.push(String(error));
    console.error(error);
    console.error(proc.output());
  } finally {
    if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
  }
}

async function servesWithoutDevelopmentAccounts(main, cwd, databaseUrl) {
  // Two instances started at the same moment with SEED_DEMO=1: they seed once between them.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = run(main, { ...productionEnv(databaseUrl, port), SEED_DEMO: '1' }, { cwd });
  const otherPort = await freePort();
  const other = run(main, { ...productionEnv(databaseUrl, otherPort), SEED_DEMO: '1' }, { cwd });
  try {
    for (const instance of [proc, other]) {
      await waitFor(
        () => instance.output().includes('Club API listening') || instance.child.exitCode !== null,
        'the production API to listen',
      );
      if (instance.child.exitCode !== null) {
        throw new Error(`An API instance exited:\n${instance.output()}`);
      }
    }
    check(true, 'two instances started together on the same database both listen');
    const sponsors = await (await fetch(`${base}/v2/store/demo/sponsors`)).json();
    check(sponsors.items?.length === 7, "the demo club's 7 sponsors were seeded once, not twice");
    other.child.kill('SIGTERM');

    const health = await fetch(`${base}/health`);
    check(health.status === 200, '/health answers 200');
    const ready = await fetch(`${base}/ready`);
    check(ready.status === 200, '/ready answers 200 (database reachable, migrations current)');
    const club = await fetch(`${base}/v2/store/demo`);
    check(club.status === 200, 'the seed clubs are served');

    for (const [username, password] of DEVELOPMENT_SIGN_INS) {
      const response = await fetch(`${base}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', username, password }),
      });
      const body = await response.json();
      check(
        response.status === 400 && body.error === 'invalid_grant',
        `the development password of ${username} is refused`,
      );
    }

    const anonymous = await fetch(`${base}/metrics`);
    check(anonymous.status === 401, '/metrics asks for the metrics token');
    const openApi = await fetch(`${base}/openapi.json`);
    check(openApi.status === 404, '/openapi.json is not served in production');
    const metrics = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const text = await metrics.text();
    check(
      metrics.status === 200 && text.includes('http_request_duration_seconds_bucket'),
      '/metrics serves the request latency histogram to the token holder',
    );
    check(
      /"reqId":"[^"]+"/.test(proc.output()) && proc.output().includes('"level":30'),
      'logs are JSON lines carrying the request id',
    );

    proc.child.kill('SIGTERM');
    await waitFor(() => proc.output().includes('Draining'), 'the drain to begin', 5000);
    const draining = await fetch(`${base}/ready`);
    check(draining.status === 503, 'on SIGTERM /ready answers 503 at once');
    const stillServed = await fetch(`${base}/v2/store/demo`);
    check(stillServed.status === 200, 'requests are still answered while draining');
    const code = await proc.exited;
    check(code === 0, 'then the API closes and exits cleanly');
    await other.exited;
    check(
      everyLineIsJson(proc.output()) && everyLineIsJson(other.output()),
      'every line the instances wrote, start-up and shutdown included, is JSON',
    );
  } catch (error) {
    failures.push(String(error));
    console.error(error);
    console.error(proc.output());
  } finally {
    for (const instance of [proc, other]) {
      if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    }
  }
}

let cluster;
let folder;
try {
  build();
  folder = deploymentFolder();
  cluster = process.env.TEST_DATABASE_URL
    ? { url: process.env.TEST_DATABASE_URL, stop: () => undefined }
    : await startThrowawayPostgres();
  console.log('Production API (node apps/api/dist/main.js, production dependencies only)');
  await refusesWithoutProviders(folder.main, folder.dir, cluster.url);
  await migratesAsAOneOffJob(folder.main, folder.dir, cluster.url);
  await seedsNoDemoClubUnlessAsked(folder.main, folder.dir, cluster.url);
  await servesWithoutDevelopmentAccounts(folder.main, folder.dir, cluster.url);
} catch (error) {
  failures.push(error.message);
  console.error(error.message);
} finally {
  cluster?.stop();
  if (folder) rmSync(folder.dir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed`);
  process.exit(1);
}
