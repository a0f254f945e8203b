#!/usr/bin/env node
// Summarises a V8 CPU profile (from `api-load.mjs --cpu-prof DIR`): the share of samples spent
// in each part of the stack (database engine, query builder, HTTP server, the API's own code)
// and the hottest functions by self time.
// Usage: node tools/load/profile-summary.mjs FILE.cpuprofile [--top 25]
import { readFileSync } from 'node:fs';

const file = process.argv[2];
const topArg = process.argv.indexOf('--top');
const TOP = topArg > 0 ? Number(process.argv[topArg + 1]) : 25;
const profile = JSON.parse(readFileSync(file, 'utf8'));

const PARTS = [
  ['idle (waiting for I/O)', (n) => n.callFrame.functionName === '(idle)'],
  ['garbage collection', (n) => n.callFrame.functionName === '(garbage collector)'],
  ['embedded database (PGlite)', (n) => /@electric-sql\/pglite|wasm:\/\//.test(n.callFrame.url)],
  ['query builder (Kysely)', (n) => /node_modules\/kysely/.test(n.callFrame.url)],
  [
    'HTTP server (Fastify, ajv, JSON)',
    (n) =>
      /node_modules\/(fastify|@fastify|ajv|fast-json|find-my-way|avvio|light-my-request|pino)/.test(
        n.callFrame.url,
      ),
  ],
  ['the API (apps/api, packages)', (n) => /\/(apps|packages)\//.test(n.callFrame.url)],
  ['Node.js internals', (n) => /^node:/.test(n.callFrame.url) || n.callFrame.url === ''],
  ['other libraries', () => true],
];

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfSamples = new Map();
for (const id of profile.samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
const total = profile.samples.length;

const parts = new Map();
const functions = new Map();
for (const [id, count] of selfSamples) {
  const node = byId.get(id);
  const part = PARTS.find(([, test]) => test(node))[0];
  parts.set(part, (parts.get(part) ?? 0) + count);
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/')}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + count);
}

const pct = (count) => `${((100 * count) / total).toFixed(1)}%`;
console.log(`| part of the stack | share of CPU samples |\n|---|---|`);
for (const [part] of PARTS)
  if (parts.get(part)) console.log(`| ${part} | ${pct(parts.get(part))} |`);
console.log(`\n| function (self time) | share |\n|---|---|`);
for (const [key, count] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
  console.log(`| \`${key}\` | ${pct(count)} |`);
}
