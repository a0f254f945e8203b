#!/usr/bin/env node
// Where the bytes of a production build go: each script of an app's dist folder, split by the
// source it came from (a package in node_modules, a workspace folder), from the build's source
// maps. The gzip figure of a source is its share of the script's raw bytes times the script's
// gzip size: an estimate, good for ranking.
// Usage: node tools/perf/bundle-breakdown.mjs <app> [script-name-prefix ...] [--depth N]
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const depthAt = args.indexOf('--depth');
const depth = depthAt >= 0 ? Number(args.splice(depthAt, 2)[1]) : 1;
const [app, ...prefixes] = args;
if (!app) {
  console.error(
    'Usage: node tools/perf/bundle-breakdown.mjs <app> [script-prefix ...] [--depth N]',
  );
  process.exit(1);
}
const dist = path.join(root, 'apps', app, 'dist');
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** `node_modules/react-dom/cjs/x.js` -> `react-dom`; `packages/store/src/slices/x.ts` -> `packages/store/src/slices` at depth 2. */
function groupOf(source) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.?\/)+/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const parts = clean.split('/');
  const base = parts[0] === 'apps' || parts[0] === 'packages' ? 2 : 0;
  return parts.slice(0, base + depth).join('/') || clean;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one source-map segment (base64 VLQ). */
function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

const files = readdirSync(dist)
  .filter((file) => file.endsWith('.js'))
  .filter((file) => prefixes.length === 0 || prefixes.some((prefix) => file.startsWith(prefix)));
for (const file of files) {
  const code = readFileSync(path.join(dist, file), 'utf8');
  const gzip = gzipSync(code, { level: 9 }).length;
  const mapFile = path.join(dist, `${file}.map`);
  const bytesBy = new Map();
  if (existsSync(mapFile)) {
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const lines = code.split('\n');
    // The source index carries across lines; the generated column restarts on every line.
    let source = 0;
    map.mappings.split(';').forEach((segments, line) => {
      const starts = [];
      let column = 0;
      for (const segment of segments ? segments.split(',') : []) {
        const fields = decodeVlq(segment);
        column += fields[0];
        if (fields.length > 1) source += fields[1];
        starts.push([column, fields.length > 1 ? source : -1]);
      }
      const length = lines[line]?.length ?? 0;
      starts.forEach(([start, from], index) => {
        const end = index + 1 < starts.length ? starts[index + 1][0] : length;
        const group = from >= 0 ? groupOf(map.sources[from]) : '(runtime / unmapped)';
        bytesBy.set(group, (bytesBy.get(group) ?? 0) + Math.max(0, end - start));
      });
    });
  }
  const mapped = [...bytesBy.values()].reduce((a, b) => a + b, 0);
  if (mapped < code.length) {
    bytesBy.set(
      '(runtime / unmapped)',
      (bytesBy.get('(runtime / unmapped)') ?? 0) + code.length - mapped,
    );
  }
  console.log(`\n${file}: ${kb(code.length)} KB raw, ${kb(gzip)} KB gzip`);
  for (const [group, bytes] of [...bytesBy].sort((a, b) => b[1] - a[1])) {
    if (bytes < 200) continue;
    console.log(
      `  ${kb((bytes / code.length) * gzip).padStart(6)} KB gzip  ${kb(bytes).padStart(6)} KB raw  ${group}`,
    );
  }
}
