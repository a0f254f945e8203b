// deploy/compose.yaml and deploy/Caddyfile run what the production stack step runs: the same
// page server command and settings, the same migrate job, the same Caddyfile settings.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  caddySettings,
  MIGRATE_ARGS,
  pageServerArgs,
  pageServerSettings,
  WORKER_ARGS,
} from './production-settings.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const compose = readFileSync(path.join(root, 'deploy/compose.yaml'), 'utf8');
const caddyfile = readFileSync(path.join(root, 'deploy/Caddyfile'), 'utf8');

/** A compose service's block: from its `  name:` line to the next service's. */
function service(name) {
  const lines = compose.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^  ${name}:`).test(line));
  assert.ok(start >= 0, `compose has a ${name} service`);
  const end = lines.findIndex((line, index) => index > start && /^ {2}[a-z][\w-]*:/.test(line));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** The `- item` lines of a block's `command:`, or its `command: [...]` list. */
function commandOf(block) {
  const inline = /command: \[(.*)\]/.exec(block);
  if (inline) return JSON.parse(`[${inline[1].replaceAll("'", '"')}]`);
  const [, list = ''] = /command:\n((?: {6}- .*\n?)+)/.exec(block) ?? [];
  return list
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/^ {6}- /, '').trim());
}

const settings = { port: 1, insidePort: 2, apiOrigin: 'http://api', appOrigins: ['http://a'] };

test('the page servers run the command the production stack runs', () => {
  for (const [name, app] of [
    ['shell-pages', 'shell'],
    ['backoffice-pages', 'backoffice'],
  ]) {
    const command = commandOf(service(name));
    const expected = [
      'node',
      ...pageServerArgs({ app, dir: `/srv/${app}`, remotesFile: '/srv/releases/remotes.json' }),
    ];
    assert.deepEqual(command, expected, name);
  }
});

test('the page servers get every setting the production stack gives them', () => {
  // The back office's service takes the club sites' settings (`<<: *pages-env`).
  const block = service('shell-pages');
  for (const name of Object.keys(pageServerSettings(settings))) {
    assert.match(block, new RegExp(`\\n {6}${name}:`), `shell-pages sets ${name}`);
  }
  assert.match(service('backoffice-pages'), /<<: \*pages-env/);
});

test('compose migrates with the job the production api step runs', () => {
  assert.deepEqual(commandOf(service('migrate')), ['node', ...MIGRATE_ARGS]);
});

test('compose runs the background jobs in worker processes, not in the API instances', () => {
  assert.deepEqual(commandOf(service('worker-1')), ['node', ...WORKER_ARGS]);
  assert.match(service('worker-2'), /<<: \*worker/);
  // The API instances' settings (shared by the migrate job and the workers) turn theirs off.
  assert.match(service('api-1'), /\n {6}IN_PROCESS_WORKER: 'off'/);
  assert.match(service('api-1'), /\n {6}DATABASE_URL:/);
});

test('the Caddyfile reads exactly the settings the production stack gives it', () => {
  const read = new Set([...caddyfile.matchAll(/\{\$([A-Z_]+)[:}]/g)].map(([, name]) => name));
  const given = Object.keys(
    caddySettings({
      port: 1,
      insidePort: 2,
      adminPort: 3,
      apiPorts: [4],
      pagesPorts: { shell: 5, backoffice: 6 },
      releasesDir: '/r',
    }),
  );
  assert.deepEqual([...read].sort(), [...given].sort());
});
