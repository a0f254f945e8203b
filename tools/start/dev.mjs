#!/usr/bin/env node
// `npm run dev`: every app in rspack's dev server with hot reload, and the API restarting on
// change. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const child = spawn(
  'npx',
  ['nx', 'run-many', '-t', 'serve', '--parallel=10', '--output-style=stream'],
  { cwd: root, stdio: 'inherit' },
);
console.log('Starting the dev servers. The demo club: http://demo.localhost:4200');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => process.exit(code ?? 0));
