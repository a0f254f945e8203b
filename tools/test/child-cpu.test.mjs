import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { finishedChildrenCpuSeconds, machineCpuSeconds } from './child-cpu.mjs';

test('a finished child and its own child add the CPU time they spent', () => {
  const before = finishedChildrenCpuSeconds();
  // A child that starts a grandchild; each spends 0.3 s of its own CPU time (not of the clock,
  // so a slow machine only takes longer).
  const burn = `const until = 300_000; while (process.cpuUsage().user < until) {}`;
  const child = `require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(burn)}]); ${burn}`;
  spawnSync(process.execPath, ['-e', child]);
  const spent = finishedChildrenCpuSeconds() - before;
  assert.ok(spent >= 0.6, `counted ${spent} s`);
});

test('reads the times after a command name with spaces and parentheses; none without /proc', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'child-cpu-'));
  const stat = path.join(dir, 'stat');
  writeFileSync(stat, '4242 (node (a b)) S 1 4242 4242 0 -1 4194560 1 2 3 4 10 20 150 250 20 0\n');
  try {
    assert.equal(finishedChildrenCpuSeconds(stat), 4);
    assert.equal(finishedChildrenCpuSeconds(path.join(dir, 'missing')), undefined);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test("reads the machine's busy and total CPU time from /proc/stat", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'machine-cpu-'));
  const stat = path.join(dir, 'stat');
  writeFileSync(
    stat,
    'cpu  1000 50 250 5000 100 10 40 0 0 0\ncpu0 500 25 125 2500 50 5 20 0 0 0\n',
  );
  try {
    assert.deepEqual(machineCpuSeconds(stat), { busy: 13.5, total: 64.5 });
    assert.equal(machineCpuSeconds(path.join(dir, 'missing')), undefined);
  } finally {
    rmSync(dir, { recursive: true });
  }
});
