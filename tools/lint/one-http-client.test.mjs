// The page's one HTTP client (eslint.config.mjs): browser code of an app that builds a client of
// its own is refused; the same import is let through in a server render and in a test.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RULE = 'no-restricted-imports';

const OWN_CLIENT = `import { createContentCalls } from '@touchline/api-client';
import { createHttp } from '@touchline/store';
export const calls = createContentCalls(createHttp({ baseUrl: '/', version: 'v2' }));
`;
const CLUB_API = `import { createClubApi } from '@touchline/api-client';
export const api = createClubApi({ baseUrl: '/', version: 'v2' });
`;
const PAGE_CLIENT = `import { createContentCalls } from '@touchline/api-client';
import { useApiHttp } from '@touchline/store';
export const useContent = () => createContentCalls(useApiHttp());
`;

const PROBES = {
  hook: { file: 'apps/storefront/src/content/use-content-calls.ts', code: OWN_CLIENT },
  component: { file: 'apps/backoffice/src/dashboard/dashboard-club-api.tsx', code: CLUB_API },
  pageClient: { file: 'apps/checkout/src/cart-sheet/use-content.ts', code: PAGE_CLIENT },
  serverRender: { file: 'apps/storefront/src/server/content-calls.ts', code: OWN_CLIENT },
  test: { file: 'apps/storefront/src/content/content-calls.test.ts', code: OWN_CLIENT },
};

const MESSAGE =
  "Build the calls on the page's one HTTP client: useApiHttp() in a component, yield* apiHttp() in a saga.";

async function lint(probes) {
  // Import rules only: no TypeScript program of the whole workspace for a few probe texts.
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

describe("the page's one HTTP client", () => {
  let messages;
  before(async () => {
    messages = await lint(PROBES);
  });

  it("refuses a client of an app's own in browser code", () => {
    assert.equal(messages.hook.length, 1);
    assert.match(messages.hook[0], /'createHttp' import from '@touchline\/store' is restricted/);
    assert.ok(messages.hook[0].endsWith(MESSAGE));
    assert.equal(messages.component.length, 1);
    assert.match(messages.component[0], /'createClubApi' import from '@touchline\/api-client'/);
  });

  it("lets calls built on the page's client through, and a server render's or a test's own", () => {
    assert.deepEqual(messages.pageClient, []);
    assert.deepEqual(messages.serverRender, []);
    assert.deepEqual(messages.test, []);
  });
});
