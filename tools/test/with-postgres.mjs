#!/usr/bin/env node
// Runs the API's test suite against a real PostgreSQL: the server named by TEST_DATABASE_URL,
// or else a throw-away cluster started here from Debian's binaries on a free loopback port
// (removed afterwards). Without either, it fails and says how to get PostgreSQL.
// Then it runs the tests that need PostgreSQL itself (`*.postgres-test.ts`: several API processes
// on one database). Usage: node tools/test/with-postgres.mjs [jest arguments]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { MISSING_POSTGRES_HELP, startThrowawayPostgres } from './throwaway-postgres.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const jestArgs = process.argv.slice(2);

function jest(url, args) {
  const result = spawnSync('npx', ['jest', '--runInBand', ...args], {
    cwd: path.join(root, 'apps/api'),
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  return result.status ?? 1;
}

/** The API's suite, then the tests that only make sense on PostgreSQL (`*.postgres-test.ts`). */
function runTests(url) {
  console.log(`API tests on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`);
  // Arguments narrow the run (e.g. a path): then a part may find nothing to run.
  const narrowed = jestArgs.length > 0 ? ['--passWithNoTests'] : [];
  const suite = jest(url, [...narrowed, ...jestArgs]);
  if (suite !== 0) return suite;
  console.log('Tests of several API instances on one PostgreSQL');
  return jest(url, [
    '--testMatch',
    '<rootDir>/src/**/*.postgres-test.ts',
    ...narrowed,
    ...jestArgs,
  ]);
}

if (process.env.TEST_DATABASE_URL) process.exit(runTests(process.env.TEST_DATABASE_URL));

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
  status = runTests(cluster.url);
} finally {
  cluster.stop();
}
process.exit(status);
