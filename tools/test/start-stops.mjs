#!/usr/bin/env node
// `npm start` ends every process it started on SIGTERM: once the stack is running, and while it
// is still starting. Needs the production builds (the step before it in `npm test`).
// Usage: node tools/test/start-stops.mjs
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? '  ✓' : '  ✗'} ${what}`);
  if (!ok) failures.push(what);
};

/** Every process below `pid` (children, grandchildren...). */
function descendants(pid) {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const [child, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function run(what, isMoment) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-start-'));
  const child = spawn(process.execPath, [path.join(root, 'tools/start/start.mjs'), '--no-build'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: path.join(dataDir, 'pglite') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const until = Date.now() + 120_000;
  while (!isMoment(output) && Date.now() < until && child.exitCode === null) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const started = descendants(child.pid);
  check(started.length > 0, `${what}: npm start has child processes (${started.length})`);
  child.kill('SIGTERM');
  const code = await Promise.race([
    exited,
    new Promise((resolve) => setTimeout(() => resolve('timeout'), 20_000)),
  ]);
  check(code === 0, `${what}: npm start exits on SIGTERM (exit ${code})`);
  // A grandchild (tsx's esbuild service, say) ends as its parent ends: give the system a moment
  // to reap it before calling it left behind.
  const settled = Date.now() + 5_000;
  while (started.some(alive) && Date.now() < settled) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const left = started.filter(alive);
  check(left.length === 0, `${what}: no child process is left running (${left.join(', ')})`);
  for (const pid of left) process.kill(pid, 'SIGKILL');
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (failures.length > 0) console.error(output);
}

console.log('npm start and SIGTERM');
await run('while starting', (output) => output.includes('[api]') || output.includes('serving'));
await run('once running', (output) => output.includes('Touchline is running'));
if (failures.length > 0) process.exit(1);
