// The workspace's lint configuration (eslint.config.mjs) on probe texts linted as if they were an
// app's files: a catalogue's messages are read through the app's translator, never out of the
// imported object, which the builds parse and jest leaves as text (tools/lint/catalogue-access-rule.mjs).
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RULE = 'touchline/no-catalogue-text-access';
const FILE = 'apps/checkout/src/messages/checkout-messages.ts';

const PROBES = {
  indexed: `import english from './en.json';
export const title = english['cart.title'];
`,
  dotted: `import irish from '../messages/ga.json';
export const size = irish.length;
`,
  named: `import { version } from './en.json';
export const v = version;
`,
  throughTranslator: `import { defineAppMessages } from '@touchline/i18n';
import english from './en.json';
export type Id = keyof typeof english;
export const messages = defineAppMessages(english, { ga: () => import('./ga.json') });
export const title = messages.english('cart.title');
`,
  otherJson: `import settings from './settings.json';
export const mode = settings.mode;
`,
};

async function lint() {
  // This rule only: no TypeScript program of the workspace, no walk of the probes' imports.
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: {
      languageOptions: { parserOptions: { project: false, projectService: false } },
      linterOptions: { reportUnusedDisableDirectives: 'off' },
    },
    ruleFilter: ({ ruleId }) => ruleId === RULE,
  });
  const messages = {};
  for (const [name, code] of Object.entries(PROBES)) {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, FILE) });
    messages[name] = result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
  }
  return messages;
}

describe("a catalogue's messages", () => {
  let messages;
  before(async () => {
    messages = await lint();
  });

  it('are not read out of the imported catalogue, by index or by name', () => {
    assert.equal(messages.indexed.length, 1);
    assert.match(messages.indexed[0], /through the app's translator/);
    assert.equal(messages.dotted.length, 1);
    assert.equal(messages.named.length, 1);
  });

  it("are read through the app's translator, the catalogue handed over whole", () => {
    assert.deepEqual(messages.throughTranslator, []);
  });

  it('leave other JSON files alone', () => {
    assert.deepEqual(messages.otherJson, []);
  });
});
