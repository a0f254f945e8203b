import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { shakenExports } = require('../shared-singletons.cjs') as {
  shakenExports: Record<string, string[]>;
};

const ROOT = path.resolve(__dirname, '../../..');
const SOURCE_DIRS = ['apps', 'packages'];

// The apps' server renders (`apps/<app>/src/server`) are built for Node with each library bundled
// whole (`apps/<app>/rspack.server.config.cjs`): they never use the shared browser copies.
const isNodeOnly = (dir: string) =>
  path
    .relative(ROOT, dir)
    .split(path.sep)
    .join('/')
    .match(/^apps\/[^/]+\/src\/server$/) !== null;
// Test helpers (`src/test`, `src/testing`) run under Jest with each library whole, never in a
// production bundle.
const TEST_ONLY = ['test', 'testing'];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.data'].includes(entry.name)) continue;
    if (isNodeOnly(path.join(dir, entry.name))) continue;
    if (entry.isDirectory() && TEST_ONLY.includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Value imports from `library` in app and package sources (types are erased). */
function importedNames(library: string): Map<string, string> {
  const names = new Map<string, string>();
  const pattern = new RegExp(
    `import\\s+(?!type\\b)\\{([^}]*)\\}\\s+from\\s+'${escape(library)}'`,
    'g',
  );
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

describe.each(Object.keys(shakenExports))('the shared %s surface', (library) => {
  const listed = shakenExports[library] ?? [];

  it('lists every export the apps import, so the shaken copy serves them all', () => {
    const missing = [...importedNames(library)]
      .filter(([name]) => !listed.includes(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('names only real exports of the library', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exports = require(library) as Record<string, unknown>;
    expect(listed.filter((name) => !(name in exports))).toEqual([]);
  });
});
