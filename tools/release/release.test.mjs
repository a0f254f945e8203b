import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, it } from 'node:test';
import { init, promote } from './release.mjs';

const TOOL = path.join(import.meta.dirname, 'release.mjs');
const REMOTES = ['storefront', 'fixtures', 'membership', 'checkout', 'auth'];

const writeJson = (file, value) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value)}\n`);
};
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * A releases folder and one host build, both minimal: a release fits the host when both name
 * the same contract digest and the release shares no singleton.
 */
function deployment() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'touchline-release-test-'));
  const host = path.join(dir, 'host');
  writeJson(path.join(host, 'touchline-contract.json'), { app: 'shell', contractDigest: 'c1' });
  writeJson(path.join(host, 'mf-manifest.json'), { shared: [] });
  const releasesDir = path.join(dir, 'releases');
  const env = {
    ...process.env,
    RELEASES_DIR: releasesDir,
    RELEASE_HOSTS: host,
    RELEASE_ACTOR: 'release-test',
    RELEASE_BASE_URL: 'https://{app}.static.test',
  };
  /** A release folder as `release build` files it, built at `builtAt`. */
  const addRelease = (app, release, builtAt = new Date().toISOString()) => {
    const folder = path.join(releasesDir, app, release);
    writeJson(path.join(folder, 'mf-manifest.json'), { shared: [] });
    writeJson(path.join(folder, 'touchline-contract.json'), { release, contractDigest: 'c1' });
    writeJson(path.join(folder, 'release.json'), { app, release, builtAt });
  };
  return {
    env,
    addRelease,
    remotesFile: path.join(releasesDir, 'remotes.json'),
    logFile: path.join(releasesDir, 'release-log.jsonl'),
    log: () =>
      readFileSync(path.join(releasesDir, 'release-log.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
  };
}

/** Runs the command line as an operator does; returns its exit status and output. */
function cli(env, ...args) {
  try {
    return {
      status: 0,
      output: execFileSync(process.execPath, [TOOL, ...args], {
        env,
        encoding: 'utf8',
        stdio: 'pipe',
      }),
    };
  } catch (error) {
    return { status: error.status, output: `${error.stdout}${error.stderr}` };
  }
}

describe('init: the first deployment file', () => {
  let site;
  beforeEach(() => {
    site = deployment();
  });

  it("names every remote's newest release and logs each", () => {
    for (const app of REMOTES) {
      site.addRelease(app, `${app}-old`, '2026-11-01T10:00:00.000Z');
      site.addRelease(app, `${app}-new`, '2026-11-02T10:00:00.000Z');
    }
    site.addRelease('checkout', 'a-newest', '2026-11-03T10:00:00.000Z');

    const { status, output } = cli(site.env, 'init');
    assert.equal(status, 0, output);
    assert.deepEqual(readJson(site.remotesFile), {
      storefront: 'https://storefront.static.test/storefront-new/mf-manifest.json',
      fixtures: 'https://fixtures.static.test/fixtures-new/mf-manifest.json',
      membership: 'https://membership.static.test/membership-new/mf-manifest.json',
      checkout: 'https://checkout.static.test/a-newest/mf-manifest.json',
      auth: 'https://auth.static.test/auth-new/mf-manifest.json',
    });
    assert.deepEqual(
      site
        .log()
        .map(({ action, app, release, previous, by }) => ({ action, app, release, previous, by })),
      REMOTES.map((app) => ({
        action: 'init',
        app,
        release: app === 'checkout' ? 'a-newest' : `${app}-new`,
        previous: null,
        by: 'release-test',
      })),
    );
  });

  it('refuses, naming each remote without a release, and writes nothing', () => {
    site.addRelease('storefront', 's1');
    site.addRelease('fixtures', 'f1');
    site.addRelease('checkout', 'c1');
    const { status, output } = cli(site.env, 'init');
    assert.equal(status, 1);
    assert.match(output, /membership, auth/);
    assert.match(output, /npx nx run membership:release/);
    assert.match(output, /npx nx run auth:release/);
    assert.equal(existsSync(site.remotesFile), false);
    assert.equal(existsSync(site.logFile), false);
  });

  it('never overwrites an existing deployment file', () => {
    for (const app of REMOTES) site.addRelease(app, `${app}-1`);
    writeJson(site.remotesFile, { checkout: 'https://checkout.static.test/live/mf-manifest.json' });
    assert.throws(() => init({ env: site.env }), /remotes\.json exists/);
    assert.deepEqual(readJson(site.remotesFile), {
      checkout: 'https://checkout.static.test/live/mf-manifest.json',
    });
  });
});

describe('promote before init', () => {
  it('refuses rather than writing a deployment file with one remote', () => {
    const site = deployment();
    site.addRelease('checkout', 'c1');
    assert.throws(() => promote('checkout', 'c1', { env: site.env }), /run init first/);
    assert.equal(existsSync(site.remotesFile), false);
  });

  it('changes only its remote once init has written every entry', () => {
    const site = deployment();
    for (const app of REMOTES) site.addRelease(app, `${app}-1`, '2026-11-01T10:00:00.000Z');
    init({ env: site.env });
    site.addRelease('checkout', 'checkout-2');
    assert.deepEqual(promote('checkout', 'checkout-2', { env: site.env }), {
      previous: 'checkout-1',
      release: 'checkout-2',
    });
    const live = readJson(site.remotesFile);
    assert.equal(Object.keys(live).length, 5);
    assert.equal(live.checkout, 'https://checkout.static.test/checkout-2/mf-manifest.json');
    assert.equal(live.auth, 'https://auth.static.test/auth-1/mf-manifest.json');
  });
});
