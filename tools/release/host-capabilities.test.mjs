import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { contractProblems } from './contract-check.mjs';

const require = createRequire(import.meta.url);
const { contractOf } = require('../rspack/contract-plugin.cjs');

const shell = contractOf({ name: 'shell', kind: 'host', release: 'local' });
const checkout = (options = {}) =>
  contractOf({
    name: 'checkout',
    kind: 'remote',
    exposes: {
      './routes': './src/routes.tsx',
      './CartButton': './src/cart-button.tsx',
      './cartBehaviour': './src/cart-behaviour.ts',
    },
    release: 'v2',
    ...options,
  });

describe('the contract a build emits: what a remote takes from its host', () => {
  it('a remote built now fits a host built from the same tree', () => {
    assert.deepEqual(
      contractProblems({ app: 'checkout', contract: checkout(), manifest: {} }, [
        { name: 'shell', contract: shell, manifest: {} },
      ]),
      [],
    );
  });

  it('a remote built now is refused under a host built before it provided the runtime and fetch layer', () => {
    const { provides, ...olderShell } = shell;
    assert.ok(Object.keys(provides).length > 0);
    const problems = contractProblems({ app: 'checkout', contract: checkout(), manifest: {} }, [
      { name: 'shell', contract: olderShell, manifest: {} },
    ]);
    assert.deepEqual(
      problems.map((problem) => /takes (\S+) version/.exec(problem)?.[1]),
      ['bundler-runtime', 'store-fetch-layer'],
    );
    assert.match(problems[0], /release the hosts first$/);
  });

  it("a remote's standalone harness bundles its own runtime and takes nothing", () => {
    assert.deepEqual(checkout({ standalone: true }).needs, {});
  });
});
