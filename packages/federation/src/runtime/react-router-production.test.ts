import fs from 'node:fs';
import path from 'node:path';

// Production browser builds alias react-router to the production build its package ships but
// its exports never name (tools/rspack/create-app-config.cjs). An upgrade that moves or trims
// that file must fail here, not in a page.
const CONFIG_FILE = '../../../../tools/rspack/react-router-production.cjs';
const SHARED_FILE = '../../shared-singletons.cjs';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { reactRouterProductionAlias } = require(CONFIG_FILE) as {
  reactRouterProductionAlias: () => Record<string, string>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { reactRouterExports } = require(SHARED_FILE) as { reactRouterExports: string[] };

/** The names of a built module's `export { a, b as c }` blocks. */
function exportedNames(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const names: string[] = [];
  for (const match of text.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.push(name);
    }
  }
  return names;
}

describe("react-router's production build in production browser builds", () => {
  const file = reactRouterProductionAlias()['react-router$'] ?? '';

  it('names a file the installed react-router has', () => {
    expect(path.basename(path.dirname(file))).toBe('production');
    expect(fs.existsSync(file)).toBe(true);
  });

  it('exports every name the apps share of react-router', () => {
    const exported = exportedNames(file);
    expect(reactRouterExports.filter((name) => !exported.includes(name))).toEqual([]);
  });
});
