#!/usr/bin/env node
// Runs the API's whole jest suite, then the tests that need PostgreSQL itself
// (`*.postgres-test.ts`: several API processes on one database), against a real PostgreSQL: the
// server named by TEST_DATABASE_URL, or else a throw-away cluster started here from Debian's
// binaries on a free loopback port (removed afterwards). Each test file gets its own database
// made from a template (`create database ... template ...`, a fraction of a second) where the
// embedded database costs each file about 2 s of CPU to start its engine: this is how `npm test`
// runs the suite, and apps/api/jest.pglite.config.cjs runs what differs on the embedded one
// (docs/testing.md). Without either server it fails and says how to get PostgreSQL.
// Usage: node tools/test/with-postgres.mjs [jest arguments, e.g. a path to narrow the run]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MISSING_POSTGRES_HELP, startThrowawayPostgres } from './throwaway-postgres.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const passedArgs = process.argv.slice(2);
/** Files that test the embedded database itself: run once, by the PGlite run. */
const { PGLITE_ONLY } = createRequire(import.meta.url)('../../apps/api/pglite-only-tests.cjs');
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Runs jest without blocking this process, so a signal can still stop the cluster. */
function jest(url, args) {
  const child = spawn('npx', ['jest', ...args], {
    cwd: path.join(root, 'apps/api'),
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

async function runTests(url) {
  console.log(`API tests on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`);
  // Arguments narrow the run (e.g. a path): then it may find nothing to run.
  const narrowed = passedArgs.length > 0 ? ['--passWithNoTests'] : [];
  // One jest run for both (one start, one set of templates).
  return jest(url, [
    '--testMatch',
    '<rootDir>/src/**/*.test.{ts,tsx}',
    '<rootDir>/src/**/*.postgres-test.ts',
    `--testPathIgnorePatterns=/node_modules/|/src/(${PGLITE_ONLY.map(escape).join('|')})$`,
    ...narrowed,
    ...passedArgs,
  ]);
}

if (process.env.TEST_DATABASE_URL) process.exit(await runTests(process.env.TEST_DATABASE_URL));

let cluster;
try {
  cluster = await startThrowawayPostgres();
} catch (error) {
  if (error.message === MISSING_POSTGRES_HELP) {
    console.error('PostgreSQL is needed for the API tests on PostgreSQL (a step of `npm test`).');
  }
  console.error(error.message);
  process.exit(1);
}
let status = 1;
try {
  status = await runTests(cluster.url);
} finally {
  cluster.stop();
}
process.exit(status);
