// The workspace's lint configuration (eslint.config.mjs) on probe texts, linted as if they were
// files of the apps: a package is imported by its public face only (its package.json
// `exports`), and the API keeps its own import rules beside that one.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RULES = new Set(['no-restricted-imports', 'boundaries/dependencies']);

const PROBES = {
  deep: {
    file: 'apps/shell/src/boot/early-presses.ts',
    code: `import { REMOTE_HYDRATED } from '@touchline/federation/src/remote-markers';
export const hydrated = REMOTE_HYDRATED;
`,
  },
  subpath: {
    file: 'apps/shell/src/boot/early-presses.ts',
    code: `import { REMOTE_HYDRATED } from '@touchline/federation/markers';
export const hydrated = REMOTE_HYDRATED;
`,
  },
  unlisted: {
    file: 'apps/storefront/src/server/render-page.tsx',
    code: `import { loadRemoteRegistry } from '@touchline/federation/registry';
export const load = loadRemoteRegistry;
`,
  },
  relative: {
    file: 'packages/boot/src/standalone.tsx',
    code: `import { loadRemoteRegistry } from '../../federation/src/registry';
export const load = loadRemoteRegistry;
`,
  },
  api: {
    file: 'apps/api/src/content/content-seed.ts',
    code: `import { authentication } from '../identity/authenticate';
import { Role } from '@touchline/contracts/src/identity';
export const both = [authentication, Role];
`,
  },
  serverSubpath: {
    file: 'apps/page-server/src/page-data.ts',
    code: `import { resolveHost } from '@touchline/boot/host-area';
export const host = resolveHost('demo.localhost', 'demo');
`,
  },
  serverWholePackage: {
    file: 'apps/page-server/src/page-data.ts',
    code: `import { resolveHost } from '@touchline/boot';
export const host = resolveHost('demo.localhost', 'demo');
`,
  },
  apiTranslator: {
    file: 'apps/api/src/mail/mail-language.ts',
    code: `import { createTranslator } from '@touchline/i18n/translator';
export const t = createTranslator('en', {});
`,
  },
  apiWholeI18n: {
    file: 'apps/api/src/mail/mail-language.ts',
    code: `import { createTranslator } from '@touchline/i18n';
export const t = createTranslator('en', {});
`,
  },
};

/** The import rules' messages for each probe. */
async function lint(probes) {
  // Syntax rules only: no TypeScript program of the whole workspace for a few probe texts.
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: {
      languageOptions: { parserOptions: { project: false, projectService: false } },
      rules: { '@typescript-eslint/no-floating-promises': 'off' },
    },
    // Only the rules asked about: the loop rule would walk the apps' imports from each probe.
    ruleFilter: ({ ruleId }) => RULES.has(ruleId),
  });
  const messages = {};
  for (const [name, { file, code }] of Object.entries(probes)) {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    messages[name] = result.messages
      .filter((message) => RULES.has(message.ruleId))
      .map((message) => message.message);
  }
  return messages;
}

describe("a package's public face", () => {
  let messages;
  before(async () => {
    messages = await lint(PROBES);
  });

  it('refuses a deep import into src/ and names the entry points instead', () => {
    assert.equal(messages.deep.length, 1);
    assert.match(messages.deep[0], /@touchline\/federation\/src\/remote-markers/);
    assert.match(messages.deep[0], /entry point its package\.json exports/);
    assert.match(messages.deep[0], /@touchline\/federation\/markers/);
  });

  it('lets the same import through its public subpath', () => {
    assert.deepEqual(messages.subpath, []);
  });

  it('refuses a subpath the exports map does not list', () => {
    assert.equal(messages.unlisted.length, 1);
    assert.match(messages.unlisted[0], /Import @touchline\/federation by an entry point/);
  });

  it('refuses a relative path into another package', () => {
    assert.deepEqual(messages.relative, [
      "'../../federation/src/registry' import is restricted from being used by a pattern. Import another package by its name (@touchline/<package>) or a subpath its package.json exports, never by a relative path into its folder.",
    ]);
  });

  it("keeps the API's own import rules beside it", () => {
    assert.equal(messages.api.length, 2);
    assert.match(messages.api[0], /registered once, in src\/app\.ts/);
    assert.match(messages.api[1], /Import @touchline\/contracts by an entry point/);
  });

  it("lets the page server import boot's host resolution, and nothing else of boot", () => {
    assert.deepEqual(messages.serverSubpath, []);
    assert.equal(messages.serverWholePackage.length, 1);
    assert.match(messages.serverWholePackage[0], /from elements of type "page-server"/);
  });

  it('lets the API import the i18n translator alone, not the package with its React', () => {
    assert.deepEqual(messages.apiTranslator, []);
    assert.equal(messages.apiWholeI18n.length, 1);
    assert.match(
      messages.apiWholeI18n[0],
      /from elements of type "api" to elements of type "i18n"/,
    );
  });
});
