import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { contractProblems } from './contract-check.mjs';

const require = createRequire(import.meta.url);
const { hostManifest } = require('../rspack/host-manifest-plugin.cjs');
const { contractOf } = require('../rspack/contract-plugin.cjs');
const { serverRenderVersions } = require('../rspack/create-server-render-config.cjs');
const {
  hostSharedVersions,
  sharedConfig,
  workspaceVersion,
} = require('@touchline/federation/shared-singletons');

// A host is built without the federation plugin; the manifest it writes is what the release
// check compares each remote's shared singletons with.
const shell = {
  name: 'shell',
  contract: contractOf({ name: 'shell', kind: 'host', release: 'local' }),
  manifest: hostManifest({ name: 'shell', shared: hostSharedVersions() }),
};
const checkoutContract = contractOf({
  name: 'checkout',
  kind: 'remote',
  exposes: {
    './routes': './src/routes.tsx',
    './CartButton': './src/cart-button.tsx',
    './cartBehaviour': './src/cart-behaviour.ts',
  },
  release: 'v2',
});

/**
 * A remote's manifest as its federation plugin writes it: each singleton, its range and, where
 * the build names it (the shared workspace packages), the version it was built with.
 */
const remoteManifest = (overrides = {}) => ({
  shared: Object.entries({ ...sharedConfig({ production: true }), ...overrides }).map(
    ([name, { singleton, requiredVersion, version }]) => ({
      name,
      singleton,
      requiredVersion,
      version,
    }),
  ),
});

describe("a host's manifest, written without the federation plugin", () => {
  it('provides every singleton a remote built from the same tree shares, in its range', () => {
    assert.deepEqual(
      contractProblems(
        { app: 'checkout', contract: checkoutContract, manifest: remoteManifest() },
        [shell],
      ),
      [],
    );
  });

  it('is refused by a remote that needs a React the host does not have', () => {
    const manifest = remoteManifest({ react: { singleton: true, requiredVersion: '^99.0.0' } });
    const problems = contractProblems({ app: 'checkout', contract: checkoutContract, manifest }, [
      shell,
    ]);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^checkout v2 needs react \^99\.0\.0, but shell provides 19\./);
  });

  it('is refused by a remote built on other code of a shared workspace package', () => {
    const store = sharedConfig({ production: true })['@touchline/store'];
    const manifest = remoteManifest({
      '@touchline/store': { ...store, version: '0.0.0-000000000000' },
    });
    const problems = contractProblems({ app: 'checkout', contract: checkoutContract, manifest }, [
      shell,
    ]);
    assert.deepEqual(problems, [
      `checkout v2 was built with @touchline/store 0.0.0-000000000000, but shell runs ${store.version}`,
    ]);
  });

  it('fits a server render built from the same tree', () => {
    assert.deepEqual(
      contractProblems(
        {
          app: 'checkout',
          contract: checkoutContract,
          manifest: remoteManifest(),
          serverRender: serverRenderVersions(),
        },
        [shell],
      ),
      [],
    );
  });

  it('is refused by a server render built with another React than the host runs', () => {
    const built = serverRenderVersions();
    const serverRender = { shared: { ...built.shared, react: '18.3.1' } };
    const problems = contractProblems(
      { app: 'checkout', contract: checkoutContract, manifest: remoteManifest(), serverRender },
      [shell],
    );
    assert.equal(problems.length, 1);
    assert.match(
      problems[0],
      /^checkout v2's server render was built with react 18\.3\.1, but shell runs 19\./,
    );
  });

  it('is refused by a remote sharing a singleton the host does not provide', () => {
    const manifest = remoteManifest({ 'left-pad': { singleton: true, requiredVersion: '^1.0.0' } });
    assert.deepEqual(
      contractProblems({ app: 'checkout', contract: checkoutContract, manifest }, [shell]),
      ['shell does not provide the shared singleton left-pad'],
    );
  });
});

describe("a shared workspace package's version", () => {
  it('names the code it ships, so two packages differ and one stays the same', () => {
    const store = workspaceVersion('@touchline/store');
    assert.match(store, /^0\.0\.0-[0-9a-f]{12}$/);
    assert.notEqual(store, workspaceVersion('@touchline/i18n'));
    assert.equal(hostSharedVersions()['@touchline/store'].version, store);
    assert.equal(sharedConfig({ production: true })['@touchline/store'].version, store);
  });
});
