#!/usr/bin/env node
// `npm test`: formatting, lint, typecheck, unit tests, the hostile-input sweep of the API, the
// API's tests again on PostgreSQL, the production API build started on PostgreSQL, production
// builds, then the browser journeys against those builds. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const parallel = process.env.NX_PARALLEL ?? '2';

const steps = [
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  // Type-aware lint holds every project's program in memory at once: more than Node's default heap.
  [
    'lint',
    'node',
    ['--max-old-space-size=8192', 'node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0'],
  ],
  [
    'typecheck',
    'npx',
    ['nx', 'run-many', '-t', 'typecheck', `--parallel=${parallel}`, '--output-style=static'],
  ],
  [
    'unit tests',
    'npx',
    ['nx', 'run-many', '-t', 'test', `--parallel=${parallel}`, '--output-style=static'],
  ],
  // The short hostile-input sweep over every route of the API's OpenAPI document.
  [
    'security sweep',
    'node',
    ['--import', 'tsx', path.join(root, 'tools/security/hostile-sweep.mjs'), '--quick'],
  ],
  ['release tooling', 'node', ['--test', path.join(root, 'tools/release/')]],
  // The page server: data blocks, server render and fallbacks (a local stand-in for the API).
  ['serving tooling', 'node', ['--test', path.join(root, 'tools/serve/')]],
  ['api on postgresql', 'node', [path.join(root, 'tools/test/with-postgres.mjs')]],
  ['production api', 'node', [path.join(root, 'tools/test/production-api.mjs')]],
  // Answered cart changes survive the API being killed with SIGKILL (embedded database).
  ['crash durability', 'node', [path.join(root, 'tools/test/crash-durability.mjs')]],
  [
    'production build',
    'npx',
    ['nx', 'run-many', '-t', 'build', `--parallel=${parallel}`, '--output-style=static'],
  ],
  ['start stops on SIGTERM', 'node', [path.join(root, 'tools/test/start-stops.mjs')]],
  ['browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

const only = process.argv.slice(2);
const started = Date.now();
for (const [name, command, args] of steps) {
  if (only.length && !only.includes(name.split(' ')[0])) continue;
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
