import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const { subpathExportFolders } = require('./create-app-config.cjs');

describe('subpathExportFolders', () => {
  it("leaves the store's server-data layer out of the host's shared chunk, and no package's main folder", () => {
    const folders = subpathExportFolders();
    assert.ok(folders.includes('/packages/store/src/server-data/'), folders.join(', '));
    const packages = readdirSync(new URL('../../packages/', import.meta.url));
    for (const name of packages) {
      assert.ok(!folders.includes(`/packages/${name}/src/`), `${name}'s src/ left out`);
      assert.ok(!folders.includes(`/packages/${name}/`), `${name} left out`);
    }
  });

  it('takes the folder of each subpath below the main entry, conditions included', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'subpath-folders-'));
    after(() => rmSync(root, { recursive: true, force: true }));
    const write = (name, exports) => {
      mkdirSync(path.join(root, name));
      writeFileSync(path.join(root, name, 'package.json'), JSON.stringify({ exports }));
    };
    write('one', {
      '.': './src/index.ts',
      './data': { import: './src/data/index.ts' },
      './flat': './src/flat.ts',
      './config': './config.cjs',
      './package.json': './package.json',
    });
    write('two', { '.': './src/index.ts', './package.json': './package.json' });
    mkdirSync(path.join(root, 'three'));
    assert.deepEqual(subpathExportFolders(root), ['/packages/one/src/data/']);
  });
});
