// The Node version is named once, in .nvmrc, and every place that chooses one agrees with it: the
// image, package.json's engines and CI (which brings that version where the machine has an older
// one). It is a supported long-term release: Node 20 reached its end of life in April 2026.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const pinned = read('.nvmrc').trim();
const major = Number(pinned.split('.')[0]);

test('.nvmrc names a supported long-term release', () => {
  assert.match(pinned, /^\d+\.\d+$/, '.nvmrc holds a major and minor version, e.g. 22.23');
  // Even majors are the long-term releases; 22 is supported until April 2027, 24 until 2028.
  assert.ok(major >= 22 && major % 2 === 0, `Node ${pinned} is not a supported LTS`);
});

test("the image's stages run the pinned major", () => {
  const stages = [...read('Dockerfile').matchAll(/^FROM node:(\d+)[-\w.]*/gm)].map((m) => m[1]);
  assert.ok(stages.length >= 2, 'the Dockerfile names its Node image');
  assert.deepEqual(new Set(stages), new Set([String(major)]));
});

test("package.json's engines ask for the pinned major at least", () => {
  const engines = JSON.parse(read('package.json')).engines.node;
  assert.equal(engines, `>=${pinned}.0`);
});

test('CI installs the version of .nvmrc where the machine has an older Node', () => {
  const ci = read('.ci/run');
  assert.match(ci, /\.nvmrc/);
  assert.match(ci, /node@/);
});
