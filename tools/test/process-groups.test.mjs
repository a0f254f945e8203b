import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { endGroups, groupAlive, stopGroups } from './process-groups.mjs';

/**
 * A process group whose leader starts a server-like child that ignores SIGTERM; settles with the
 * leader once the child says it listens for the signal.
 */
async function stubbornGroup() {
  const script = `
    const { spawn } = require('node:child_process');
    spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000)"], { stdio: 'inherit' });
    setInterval(() => {}, 1000);
  `;
  const leader = spawn(process.execPath, ['-e', script], {
    detached: true,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise((resolve) => leader.stdout.once('data', resolve));
  return leader;
}

test('a stopped group whose child ignores SIGTERM is killed once the grace has passed', async () => {
  const leader = await stubbornGroup();
  const leaderGone = new Promise((resolve) => leader.once('exit', resolve));
  stopGroups([leader.pid]);
  await leaderGone;
  // The leader is gone; the child that ignored the signal still runs in the group.
  assert.equal(groupAlive(leader.pid), true);
  await endGroups([leader.pid], { graceMs: 300 });
  assert.equal(groupAlive(leader.pid), false);
});

test('groups that end on SIGTERM are not waited for past their end', async () => {
  const leader = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    detached: true,
    stdio: 'ignore',
  });
  stopGroups([leader.pid]);
  const started = Date.now();
  await endGroups([leader.pid], { graceMs: 30_000 });
  assert.equal(groupAlive(leader.pid), false);
  assert.ok(Date.now() - started < 30_000);
});
