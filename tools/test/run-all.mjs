#!/usr/bin/env node
// `npm test`: every check of the project, two at a time (one per core of the reference machine),
// in an order that starts the longest chain first: the production builds, then `npm start`'s stop
// check and the browser journeys, which need the builds and the fixed ports; beside them the
// checks that need no server (format, lint, typecheck, unit tests, tooling tests) and those that
// start their own on free ports (PostgreSQL, production API, crash durability, hostile sweep).
// Each step's output is kept in .artifacts/test-logs/<step>.log and printed when it ends. On the
// first failure the running steps are stopped. Either way the run ends with a table of each
// step's wall time and the CPU time it cost (two steps share the cores, so the wall time of one
// depends on the other).
//
// Usage: npm test                     every step
//        npm test -- lint unit        only the steps whose name starts with these words
//        TEST_CONCURRENCY=1 npm test  one step at a time
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finishedChildrenCpuSeconds, machineCpuSeconds } from './child-cpu.mjs';
import { failureDigest } from './failure-digest.mjs';
import { endGroups, stopGroups } from './process-groups.mjs';
import { formatStepTable } from './step-table.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const logDir = path.join(root, '.artifacts/test-logs');
const concurrency = Number(process.env.TEST_CONCURRENCY ?? Math.min(2, os.availableParallelism()));
const nxParallel = process.env.NX_PARALLEL ?? '2';
const nx = (target, ...extra) => [
  'npx',
  ['nx', 'run-many', '-t', target, `--parallel=${nxParallel}`, '--output-style=static', ...extra],
];

/**
 * The steps, in the order they are started when their needs are met. `uses` names a resource
 * only one step at a time may hold (the fixed ports of `npm start`); a step that `waits` (it
 * mostly waits, using little CPU) starts when ready without counting towards the steps run at
 * once.
 */
const steps = [
  { name: 'production build', run: nx('build') },
  // The API's suite is the longest of the unit tests: a step of its own, started first. It runs
  // on a throw-away PostgreSQL, each file on a database copied from a template; what differs on
  // the embedded database runs in 'api on pglite' (docs/testing.md).
  { name: 'api unit tests', run: ['node', ['tools/test/with-postgres.mjs']] },
  // A worker killed while collecting payments: nothing lost, nothing charged twice. It spends
  // most of its time waiting for the killed worker's jobs to expire (about 10 s of CPU in
  // 100 s), so it runs beside the others from the start without taking a core's turn.
  { name: 'worker crash', run: ['node', ['tools/test/worker-crash.mjs']], waits: true },
  {
    name: 'start stops on SIGTERM',
    run: ['node', ['tools/test/start-stops.mjs']],
    needs: ['production build'],
    uses: 'stack ports',
  },
  {
    name: 'browser journeys',
    run: ['npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
    needs: ['production build'],
    uses: 'stack ports',
    // What each failed journey's page showed (Playwright's snapshot of it), for a CI log.
    onFailure: () => failedJourneyPages(path.join(root, 'e2e/test-results')),
  },
  // Every project's unit tests but the API's, in one jest run (tools/jest/unit-projects.cjs).
  { name: 'unit tests', run: ['npx', ['jest', '-c', 'tools/jest/unit-projects.cjs']] },
  // The apps and packages as one program (the same options in every project, and each package
  // checked once, not again in every app that imports it), then the journeys.
  {
    name: 'typecheck',
    run: [
      'sh',
      [
        '-c',
        'node node_modules/typescript-native/bin/tsc -p tsconfig.workspace.json && node node_modules/typescript-native/bin/tsc -p e2e/tsconfig.json',
      ],
    ],
  },
  // Type-aware lint holds every project's program in memory at once: more than Node's default heap.
  {
    name: 'lint',
    run: [
      'node',
      [
        '--max-old-space-size=8192',
        'node_modules/eslint/bin/eslint.js',
        '.',
        '--max-warnings',
        '0',
      ],
    ],
  },
  // What differs on the embedded database: its adapter, migrations and seeds on it, and the code
  // whose correctness depends on how concurrent work is serialised (apps/api/jest.pglite.config.cjs).
  { name: 'api on pglite', run: ['npx', ['jest', '-c', 'apps/api/jest.pglite.config.cjs']] },
  { name: 'production api', run: ['node', ['tools/test/production-api.mjs']] },
  // deploy/'s stack on local ports and names: two API instances, the page servers, release
  // folders and Caddy with the repository's Caddyfile, checked through the proxy.
  {
    name: 'production stack',
    run: ['node', ['tools/test/production-stack.mjs']],
    needs: ['production build'],
  },
  // Answered cart changes survive the API being killed with SIGKILL (embedded database).
  { name: 'crash durability', run: ['node', ['tools/test/crash-durability.mjs']] },
  // The short hostile-input sweep over every route of the API's OpenAPI document.
  {
    name: 'security sweep',
    run: ['node', ['--import', 'tsx', 'tools/security/hostile-sweep.mjs', '--quick']],
  },
  { name: 'format', run: ['npx', ['prettier', '--check', '.', '--log-level', 'warn']] },
  // The release tooling, the build's contract record and this runner's own table (the page
  // server's tests are its project's, in the unit tests). The release tool's smoke check is
  // tested on the hosts' and the checkout's production builds.
  {
    name: 'tooling tests',
    run: ['node', ['--test', ...toolingTests()]],
    needs: ['production build'],
  },
];

/** The page snapshot Playwright keeps beside each failed journey's screenshot, as text. */
function failedJourneyPages(resultsDir) {
  if (!existsSync(resultsDir)) return '';
  return readdirSync(resultsDir, { recursive: true })
    .filter((file) => file.endsWith('error-context.md'))
    .map((file) => {
      const text = readFileSync(path.join(resultsDir, file), 'utf8');
      const shown = text.length > 6000 ? `${text.slice(0, 6000)}\n…` : text;
      return `\n──── ${path.dirname(file)}: the page at the failure ────\n${shown}`;
    })
    .join('\n');
}

/** The `*.test.mjs` files under tools/ (Node 20's `--test` takes no globs). */
function toolingTests() {
  return readdirSync(path.join(root, 'tools'), { recursive: true })
    .filter((file) => file.endsWith('.test.mjs'))
    .map((file) => path.join('tools', file))
    .sort();
}

const only = process.argv.slice(2);
const selected = only.length
  ? steps.filter((step) => only.some((word) => step.name.startsWith(word)))
  : steps;
if (selected.length === 0) {
  console.error(
    `No step starts with ${only.join(', ')}. Steps: ${steps.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}
const selectedNames = new Set(selected.map((step) => step.name));

mkdirSync(logDir, { recursive: true });
const started = Date.now();
/** @type {Map<string, { status: string, start?: number, end?: number, cpu?: number, child?: import('node:child_process').ChildProcess }>} */
const state = new Map(selected.map((step) => [step.name, { status: 'waiting' }]));
const heldResources = new Set();
let failed = false;
const cpuAtStart = finishedChildrenCpuSeconds();
const machineAtStart = machineCpuSeconds();
let lastChildrenCpu = cpuAtStart ?? 0;

/** The CPU time every step together has cost since `from`, where /proc tells it. */
const cpuSince = (from) => {
  const now = finishedChildrenCpuSeconds();
  return now === undefined || from === undefined ? undefined : now - from;
};
const logFile = (name) => path.join(logDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`);
const seconds = (from, to = Date.now()) => ((to - from) / 1000).toFixed(1);

function ready(step) {
  // A need outside the selection (e.g. `npm test -- browser`) is taken as already met.
  const needsMet = (step.needs ?? []).every(
    (need) => !selectedNames.has(need) || state.get(need)?.status === 'passed',
  );
  return needsMet && !(step.uses && heldResources.has(step.uses));
}

function runStep(step) {
  const entry = state.get(step.name);
  entry.status = 'running';
  entry.start = Date.now();
  if (step.uses) heldResources.add(step.uses);
  console.log(`▶ ${step.name} (at ${seconds(started)}s)`);
  const [command, args] = step.run;
  const out = createWriteStream(logFile(step.name));
  // Its own process group, so a stop reaches the servers a step started too.
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  entry.child = child;
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      // The step's process tree has been waited for: what the finished children cost since the
      // last step ended is this step's (two ending in the same instant may swap a little).
      const cpuNow = finishedChildrenCpuSeconds();
      if (cpuNow !== undefined) entry.cpu = cpuNow - lastChildrenCpu;
      lastChildrenCpu = cpuNow ?? 0;
      out.end(() => {
        entry.end = Date.now();
        entry.child = undefined;
        if (step.uses) heldResources.delete(step.uses);
        const ok = code === 0;
        if (entry.status === 'running') entry.status = ok ? 'passed' : 'failed';
        if (entry.status !== 'stopped') {
          console.log(`\n──── ${step.name}: output ────`);
          process.stdout.write(readFileSync(logFile(step.name), 'utf8'));
          if (!ok && step.onFailure) process.stdout.write(step.onFailure());
          const how = signal ? `signal ${signal}` : `exit code ${code}`;
          console.log(
            ok
              ? `✔ ${step.name} (${seconds(entry.start, entry.end)}s)`
              : `✖ ${step.name} failed after ${seconds(entry.start, entry.end)}s (${how})`,
          );
        }
        resolve(ok);
      });
    });
  });
}

/** The process groups of the steps stopped on a failure: each must be gone before the run ends. */
const stoppedGroups = [];

function stopRunning() {
  for (const entry of state.values()) {
    if (entry.status !== 'running' || !entry.child) continue;
    entry.status = 'stopped';
    stoppedGroups.push(entry.child.pid);
  }
  stopGroups(stoppedGroups);
}

await new Promise((resolveAll) => {
  const schedule = () => {
    const running = [...state.values()].filter((entry) => entry.status === 'running').length;
    if (failed) {
      if (running === 0) resolveAll();
      return;
    }
    const busy = selected.filter(
      (step) => !step.waits && state.get(step.name).status === 'running',
    ).length;
    let free = concurrency - busy;
    for (const step of selected) {
      if (state.get(step.name).status !== 'waiting' || !ready(step)) continue;
      if (!step.waits) {
        if (free <= 0) continue;
        free -= 1;
      }
      void runStep(step).then((ok) => {
        if (!ok && !failed) {
          failed = true;
          stopRunning();
        }
        schedule();
      });
    }
    const left = [...state.values()].some((entry) => ['waiting', 'running'].includes(entry.status));
    if (!left) resolveAll();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      failed = true;
      stopRunning();
    });
  }
  schedule();
});

await endGroups(stoppedGroups);

const rows = selected.map((step) => {
  const entry = state.get(step.name);
  return {
    name: step.name,
    status: entry.status === 'waiting' ? 'not run' : entry.status,
    startedAt: entry.start === undefined ? undefined : (entry.start - started) / 1000,
    seconds:
      entry.start === undefined ? undefined : ((entry.end ?? Date.now()) - entry.start) / 1000,
    cpuSeconds: entry.cpu,
  };
});
console.log(`\n${formatStepTable(rows, (Date.now() - started) / 1000, cpuSince(cpuAtStart))}`);
const machineNow = machineCpuSeconds();
if (machineAtStart && machineNow) {
  // Everything the machine did meanwhile: a process that outlived its parent (a browser's
  // renderer) is missing from its step's CPU time, not from this.
  const busy = machineNow.busy - machineAtStart.busy;
  const total = machineNow.total - machineAtStart.total;
  console.log(
    `\nmachine: ${busy.toFixed(0)} s of CPU busy of ${total.toFixed(0)} s on ${os.availableParallelism()} cores (${((100 * busy) / total).toFixed(0)}%)`,
  );
}
// What failed, last, where a reader of the run's end looks first.
for (const row of rows.filter((row) => row.status === 'failed')) {
  const digest = failureDigest(readFileSync(logFile(row.name), 'utf8'));
  if (digest.length) console.log(`\n──── ${row.name}: what failed ────\n${digest.join('\n')}`);
}
const passed = rows.filter((row) => row.status === 'passed').length;
console.log(`\nsteps: ${passed} passed, ${rows.length - passed} failed`);
process.exit(rows.every((row) => row.status === 'passed') ? 0 : 1);
