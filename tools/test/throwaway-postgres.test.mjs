import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { test } from 'node:test';

const MODULE = path.join(import.meta.dirname, 'throwaway-postgres.mjs');

/** Whether something answers on the loopback port. */
const answers = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

test(
  'a throw-away cluster is removed when its run is stopped by a signal',
  { timeout: 120_000 },
  async () => {
    // A run that starts a cluster and then waits, as a test step does while jest runs.
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { startThrowawayPostgres } = await import(${JSON.stringify(MODULE)});
       const cluster = await startThrowawayPostgres();
       console.log(cluster.url);
       setInterval(() => undefined, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const [url] = await Promise.race([
      new Promise((resolve) =>
        createInterface({ input: child.stdout }).once('line', (line) => resolve([line])),
      ),
      exited.then((code) => assert.fail(`the run ended (${code}) before its cluster started`)),
    ]);
    const port = Number(new URL(url).port);
    assert.equal(await answers(port), true, 'the cluster answers while the run lasts');

    child.kill('SIGTERM');
    assert.equal(await exited, 143);
    assert.equal(await answers(port), false, 'the cluster is stopped with the run');
    const socketDir = /-k (\S+)/.exec(url)?.[1];
    assert.equal(socketDir === undefined || !existsSync(socketDir), true);
  },
);
