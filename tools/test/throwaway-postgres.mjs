// A throw-away PostgreSQL cluster from Debian's binaries on a free loopback port, removed on
// stop. Used by the test steps that need a real PostgreSQL.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const MISSING_POSTGRES_HELP =
  "No PostgreSQL server binaries were found under /usr/lib/postgresql. Install Debian's:\n" +
  '  sudo apt-get update && sudo apt-get install -y postgresql\n' +
  'or set TEST_DATABASE_URL=postgres://user:password@127.0.0.1:5432/postgres to use a running server.';

export function findBinaries() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((version) => existsSync(path.join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

export function freePort() {
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

/**
 * Starts a cluster and returns its URL and a `stop()` that removes it. Throws when no binaries
 * are installed (message: MISSING_POSTGRES_HELP) or the cluster cannot start.
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
export async function startThrowawayPostgres() {
  const bin = findBinaries();
  if (!bin) throw new Error(MISSING_POSTGRES_HELP);

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
  const stop = () => {
    if (started) {
      started = false;
      try {
        runAs(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch (error) {
        console.error('Could not stop the test cluster:', error.stderr?.toString() ?? error);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
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
  } catch (error) {
    stop();
    throw new Error(
      `Could not start a PostgreSQL cluster for the tests: ${error.stderr?.toString() ?? error}`,
    );
  }
  // The cluster runs detached from this process (pg_ctl starts it as a daemon): a run stopped by
  // a signal (npm test ending its running steps after a failure, Ctrl-C) removes it here, or it
  // would outlive the run.
  const stopOnSignal = (signal) => {
    stop();
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGHUP' ? 1 : 15));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, stopOnSignal);
  const stopAndForget = () => {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(signal, stopOnSignal);
    stop();
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop: stopAndForget };
}
