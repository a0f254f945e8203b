#!/usr/bin/env node
// Runs the API's test suite against a real PostgreSQL: the server named by TEST_DATABASE_URL,
// or else a throw-away cluster started here from Debian's binaries on a free loopback port
// (removed afterwards). Without either, it fails and says how to get PostgreSQL.
// Then it runs the tests that need PostgreSQL itself (`*.postgres-test.ts`: several API processes
// on one database). Usage: node tools/test/with-postgres.mjs [jest arguments]
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const jestArgs = process.argv.slice(2);

function findBinaries() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((version) => existsSync(path.join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

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

const bin = findBinaries();
if (!bin) {
  console.error(
    'PostgreSQL is needed for the API tests on PostgreSQL (a step of `npm test`), and no server\n' +
      "binaries were found under /usr/lib/postgresql. Install Debian's (`.ci/run` does this):\n" +
      '  sudo apt-get update && sudo apt-get install -y postgresql\n' +
      'or set TEST_DATABASE_URL=postgres://user:password@127.0.0.1:5432/postgres to use a running server.',
  );
  process.exit(1);
}

// initdb refuses to run as root: the cluster then belongs to the `postgres` system user.
const asRoot = process.getuid?.() === 0;
const runAs = (command, args) =>
  asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
    : execFileSync(command, args, { stdio: 'pipe' });

const dir = mkdtempSync(path.join(tmpdir(), 'touchline-pg-'));
if (asRoot) {
  chmodSync(dir, 0o777);
  execFileSync('chown', ['postgres', dir]);
}
const data = path.join(dir, 'data');
const port = await freePort();
let started = false;
let status = 1;
try {
  runAs(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  runAs(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    'start',
  ]);
  started = true;
  status = runTests(`postgres://postgres@127.0.0.1:${port}/postgres`);
} catch (error) {
  console.error(
    'Could not start a PostgreSQL cluster for the tests:',
    error.stderr?.toString() ?? error,
  );
} finally {
  if (started) {
    try {
      runAs(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error('Could not stop the test cluster:', error.stderr?.toString() ?? error);
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
