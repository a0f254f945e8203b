import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isReleaseRecord, isSourceMap } from './security-headers.mjs';

test('a source map is recognised however its path is written', () => {
  for (const pathname of [
    '/main.1a2b3c4d.js.map',
    '/main.1a2b3c4d.js.MAP',
    '/main.1a2b3c4d.js.m%61p',
    '/main.1a2b3c4d.js%2Emap',
    '/main.1a2b3c4d.js.%6D%61%70',
    '/main.1a2b3c4d.js.map?v=1',
  ]) {
    assert.equal(isSourceMap(pathname), true, pathname);
  }
});

test('a path that cannot be decoded is refused with the maps', () => {
  assert.equal(isSourceMap('/main.js.m%6'), true);
});

test('scripts, styles and pages are not source maps', () => {
  for (const pathname of ['/main.1a2b3c4d.js', '/remoteEntry.js', '/sitemap', '/maps/club']) {
    assert.equal(isSourceMap(pathname), false, pathname);
  }
});

test("a release's record is not served, however its path is written", () => {
  for (const pathname of [
    '/checkout-v1/release.json',
    '/checkout-v1/rele%61se.json',
    '/checkout-v1/RELEASE.JSON',
  ]) {
    assert.equal(isReleaseRecord(pathname), true, pathname);
  }
  for (const pathname of ['/checkout-v1/mf-manifest.json', '/remotes.json', '/releases']) {
    assert.equal(isReleaseRecord(pathname), false, pathname);
  }
});
