import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { contractProblems } from '../release/contract-check.mjs';

const require = createRequire(import.meta.url);
const { contractOf, contractDigestOf, readRemoteContract } = require('./contract-plugin.cjs');
const CONTRACT = readFileSync(
  path.join(import.meta.dirname, '../../packages/federation/src/contract.ts'),
  'utf8',
);

describe("a host build's record of what it loads", () => {
  it('names every expose of the typed contract, remote by remote', () => {
    const host = contractOf({ name: 'shell', kind: 'host', release: 'local' });
    assert.deepEqual(host.requires.checkout, ['./routes', './CartButton', './cartBehaviour']);
    assert.deepEqual(host.requires.auth, [
      './routes',
      './UserMenu',
      './AccountNotices',
      './account',
    ]);
    assert.deepEqual(host.requires.storefront, ['./routes']);
  });

  it('makes a release that drops an expose the shell loads unpromotable', () => {
    const host = contractOf({ name: 'shell', kind: 'host', release: 'local' });
    const release = {
      app: 'checkout',
      contract: {
        ...contractOf({
          name: 'checkout',
          kind: 'remote',
          release: 'r2',
          exposes: { './routes': '' },
        }),
      },
      manifest: { shared: [] },
    };
    assert.deepEqual(
      contractProblems(release, [{ name: 'shell', contract: host, manifest: { shared: [] } }]),
      [
        'shell loads checkout ./CartButton, which r2 does not expose',
        'shell loads checkout ./cartBehaviour, which r2 does not expose',
      ],
    );
  });
});

describe("the contract's digest", () => {
  it('stays the same when only comments or layout change', () => {
    const edited = CONTRACT.replace(
      '/** The remotes a host can place; each is deployed on its own origin. */',
      '/** The remotes a host can place (each on its own origin). */\n',
    );
    assert.notEqual(edited, CONTRACT);
    assert.equal(contractDigestOf(edited), contractDigestOf(CONTRACT));
  });

  it('changes when a type of the contract changes', () => {
    const edited = CONTRACT.replace(
      "fixtures: { './routes': NoProps };",
      "fixtures: { './routes': NoProps; './Table': NoProps };",
    );
    assert.notEqual(edited, CONTRACT);
    assert.notEqual(contractDigestOf(edited), contractDigestOf(CONTRACT));
    assert.deepEqual(readRemoteContract(edited).fixtures, ['./routes', './Table']);
  });
});
