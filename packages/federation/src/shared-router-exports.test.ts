import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { reactRouterExports } = require('../shared-singletons.cjs') as {
  reactRouterExports: string[];
};

const ROOT = path.resolve(__dirname, '../../..');
const SOURCE_DIRS = ['apps', 'packages'];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.data'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Value imports from 'react-router' in app and package sources (types are erased). */
function importedRouterNames(): Map<string, string> {
  const names = new Map<string, string>();
  const pattern = /import\s+(?!type\b)\{([^}]*)\}\s+from\s+'react-router'/g;
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(pattern)) {
        for (const part of (match[1] ?? '').split(',')) {
          const name = part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim();
          if (name && !name.startsWith('type ')) names.set(name, path.relative(ROOT, file));
        }
      }
    }
  }
  return names;
}

describe('the shared react-router surface', () => {
  it('lists every react-router export the apps import, so the shaken copy serves them all', () => {
    const missing = [...importedRouterNames()]
      .filter(([name]) => !reactRouterExports.includes(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('names only real exports of react-router', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const router = require('react-router') as Record<string, unknown>;
    expect(reactRouterExports.filter((name) => !(name in router))).toEqual([]);
  });
});
