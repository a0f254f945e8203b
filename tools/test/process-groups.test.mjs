import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { endGroups, groupAlive, stopGroups } from './process-groups.mjs';

/** A process group whose leader starts a server-like child that ignores SIGTERM. */
function stubbornGroup() {
  const script = `
    const { spawn } = require('node:child_process');
    spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], { stdio: 'ignore' });
    setInterval(() => {}, 1000);
  `;
  const leader = spawn(process.execPath, ['-e', script], { detached: true, stdio: 'ignore' });
  return leader.pid;
}

test('a stopped group whose child ignores SIGTERM is killed once the grace has passed', async () => {
  const pid = stubbornGroup();
  await new Promise((resolve) => setTimeout(resolve, 500));
  stopGroups([pid]);
  await new Promise((resolve) => setTimeout(resolve, 300));
  // The leader is gone; the child that ignored the signal still runs in the group.
  assert.equal(groupAlive(pid), true);
  await endGroups([pid], { graceMs: 300 });
  assert.equal(groupAlive(pid), false);
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
