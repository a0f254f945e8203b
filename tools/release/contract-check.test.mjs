import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contractProblems, satisfies } from './contract-check.mjs';

const host = {
  name: 'shell',
  contract: {
    contractDigest: 'abc',
    requires: { checkout: ['./routes', './CartButton'] },
    provides: { 'bundler-runtime': 1, 'store-fetch-layer': 1 },
  },
  manifest: {
    shared: [
      { name: 'react', version: '19.3.1', singleton: true },
      { name: 'react-router', version: '7.18.5', singleton: true },
    ],
  },
};

const release = (overrides = {}) => ({
  app: 'checkout',
  contract: {
    release: 'v2',
    contractDigest: 'abc',
    exposes: ['./CartButton', './routes'],
    ...overrides.contract,
  },
  manifest: {
    shared: overrides.shared ?? [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.0.0' },
      { name: 'react-router', version: '7.18.5', singleton: true, requiredVersion: '^7.18.5' },
    ],
  },
  ...('serverRender' in overrides ? { serverRender: overrides.serverRender } : {}),
});

describe('contractProblems', () => {
  it('accepts a release that offers what the host loads, on the host shared versions', () => {
    assert.deepEqual(contractProblems(release(), [host]), []);
  });

  it('refuses a release that no longer exposes a module the host loads', () => {
    assert.deepEqual(contractProblems(release({ contract: { exposes: ['./routes'] } }), [host]), [
      'shell loads checkout ./CartButton, which v2 does not expose',
    ]);
  });

  it('refuses a release needing a newer major of a shared singleton than the host runs', () => {
    const shared = [
      { name: 'react', version: '20.0.0', singleton: true, requiredVersion: '^20.0.0' },
    ];
    assert.deepEqual(contractProblems(release({ shared }), [host]), [
      'checkout v2 needs react ^20.0.0, but shell provides 19.3.1',
    ]);
  });

  it('refuses a release built with another version of a singleton than the host runs', () => {
    const shared = [
      { name: 'react', version: '19.2.0', singleton: true, requiredVersion: '^19.0.0' },
    ];
    assert.deepEqual(contractProblems(release({ shared }), [host]), [
      'checkout v2 was built with react 19.2.0, but shell runs 19.3.1',
    ]);
  });

  it("accepts a server render built with the host's singletons", () => {
    const serverRender = { shared: { react: '19.3.1', 'react-router': '7.18.5' } };
    assert.deepEqual(contractProblems(release({ serverRender }), [host]), []);
  });

  it('refuses a server render built with another React than the host runs', () => {
    const serverRender = { shared: { react: '19.2.0', 'react-router': '7.18.5' } };
    assert.deepEqual(contractProblems(release({ serverRender }), [host]), [
      "checkout v2's server render was built with react 19.2.0, but shell runs 19.3.1",
    ]);
  });

  it('refuses a server render that does not name its versions', () => {
    assert.deepEqual(contractProblems(release({ serverRender: null }), [host]), [
      'checkout v2 has a server render that does not name the versions it was built with',
    ]);
  });

  it('refuses a release built against another host-remote contract (props types)', () => {
    assert.match(
      contractProblems(release({ contract: { contractDigest: 'def' } }), [host])[0],
      /built against host-remote contract def, but shell runs contract abc/,
    );
  });

  it('refuses a shared singleton the host does not provide', () => {
    const shared = [
      { name: 'zustand', version: '5.0.0', singleton: true, requiredVersion: '^5.0.0' },
    ];
    assert.deepEqual(contractProblems(release({ shared }), [host]), [
      'shell does not provide the shared singleton zustand',
    ]);
  });
});

describe('contractProblems: what a remote takes from its host', () => {
  const needs = { 'bundler-runtime': 1, 'store-fetch-layer': 1 };

  it('accepts a remote whose host provides the runtime and the fetch layer it takes', () => {
    assert.deepEqual(contractProblems(release({ contract: { needs } }), [host]), []);
  });

  it('refuses a remote that takes the bundler runtime from a host built before it was provided', () => {
    const olderHost = { ...host, contract: { ...host.contract, provides: undefined } };
    assert.deepEqual(contractProblems(release({ contract: { needs } }), [olderHost]), [
      'checkout v2 takes bundler-runtime version 1 from its host, but shell does not provide it: release the hosts first',
      'checkout v2 takes store-fetch-layer version 1 from its host, but shell does not provide it: release the hosts first',
    ]);
  });

  it('refuses a remote needing a newer version of what the host provides', () => {
    const newer = { ...needs, 'store-fetch-layer': 2 };
    assert.deepEqual(contractProblems(release({ contract: { needs: newer } }), [host]), [
      'checkout v2 takes store-fetch-layer version 2 from its host, but shell provides version 1: release the hosts first',
    ]);
  });

  it('accepts an older remote release that takes nothing from its host (a rollback)', () => {
    const olderHost = { ...host, contract: { ...host.contract, provides: undefined } };
    assert.deepEqual(contractProblems(release(), [olderHost]), []);
  });
});

describe('satisfies', () => {
  it('reads caret, tilde, exact and at-least ranges', () => {
    assert.equal(satisfies('19.3.1', '^19.0.0'), true);
    assert.equal(satisfies('20.0.0', '^19.0.0'), false);
    assert.equal(satisfies('19.0.0', '^19.3.1'), false);
    assert.equal(satisfies('0.3.9', '^0.3.1'), true);
    assert.equal(satisfies('0.4.0', '^0.3.1'), false);
    assert.equal(satisfies('1.2.9', '~1.2.3'), true);
    assert.equal(satisfies('1.3.0', '~1.2.3'), false);
    assert.equal(satisfies('2.0.0', '>=1.2.3'), true);
    assert.equal(satisfies('1.2.3', '1.2.3'), true);
    assert.equal(satisfies('1.2.4', '1.2.3'), false);
    assert.equal(satisfies('1.2.4', undefined), true);
  });
});
