// The API's queries are built in its repositories (eslint.config.mjs): the rule fires on a probe
// query in a service or a helper and lets the same query through in a repository or a seed (the
// route files' own wording is proven by apps/api/src/api-layers-lint.test.ts). No module is
// excepted: npm test's lint step holds the whole API to it.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RULE = 'no-restricted-syntax';

const QUERY = `import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
export const clubs = (db: Kysely<Database>) => db.selectFrom('clubs').selectAll().execute();
`;
const SQL = `import { sql } from 'kysely';
export const now = sql\`select now()\`;
`;

const PROBES = {
  service: { file: 'apps/api/src/content/accessibility-statement.ts', code: QUERY },
  helper: { file: 'apps/api/src/content/html-sanitizer.ts', code: SQL },
  repository: { file: 'apps/api/src/content/article-repository.ts', code: QUERY },
  seed: { file: 'apps/api/src/content/content-seed.ts', code: QUERY },
};

async function lint(probes) {
  // Syntax rules only: no TypeScript program of the whole workspace for a few probe texts.
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: {
      languageOptions: { parserOptions: { project: false, projectService: false } },
    },
    ruleFilter: ({ ruleId }) => ruleId === RULE,
  });
  const messages = {};
  for (const [name, { file, code }] of Object.entries(probes)) {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    messages[name] = result.messages
      .filter((message) => message.ruleId === RULE)
      .map((message) => message.message);
  }
  return messages;
}

describe("the API's queries in its repositories", () => {
  let messages;
  before(async () => {
    messages = await lint(PROBES);
  });

  it('refuses a query or SQL outside a repository', () => {
    assert.deepEqual(messages.service, [
      'Queries are built in repositories only: move this query into a repository (*-repository.ts).',
    ]);
    assert.deepEqual(messages.helper, [
      'Queries are built in repositories only: move this SQL into a repository (*-repository.ts).',
    ]);
  });

  it('lets a repository and a seed build queries', () => {
    assert.deepEqual(messages.repository, []);
    assert.deepEqual(messages.seed, []);
  });
});
