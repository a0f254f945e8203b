import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, it } from 'node:test';
import { init, promote, rollback } from './release.mjs';

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
    lockFile: path.join(releasesDir, 'release.lock'),
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

/** Runs the command line in a process of its own, resolving when it exits. */
const cliAsync = (env, ...args) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [TOOL, ...args], { env, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (status) => resolve({ status, output }));
  });

describe('promotes at the same moment', () => {
  it('keep every change in the deployment file and every line in the log', async () => {
    const site = deployment();
    for (const app of REMOTES) site.addRelease(app, `${app}-0`, '2026-11-01T10:00:00.000Z');
    init({ env: site.env });
    const liveBefore = Object.fromEntries(REMOTES.map((app) => [app, `${app}-0`]));
    // Rounds of two promotes of each remote, the ten of a round started together.
    for (let round = 1; round <= 3; round += 1) {
      const before = site.log().length;
      const promotes = REMOTES.flatMap((app) =>
        ['a', 'b'].map((variant) => ({ app, release: `${app}-${round}${variant}` })),
      );
      for (const { app, release } of promotes) site.addRelease(app, release);
      const results = await Promise.all(
        promotes.map(({ app, release }) => cliAsync(site.env, 'promote', app, release)),
      );
      for (const { status, output } of results) assert.equal(status, 0, output);

      const lines = site.log().slice(before);
      assert.equal(lines.length, promotes.length);
      const live = readJson(site.remotesFile);
      for (const app of REMOTES) {
        const [first, second] = lines.filter((line) => line.app === app);
        // Each promote saw the one before it: none read the file while another was writing it.
        assert.equal(first.previous, liveBefore[app]);
        assert.equal(second.previous, first.release);
        assert.equal(live[app], `https://${app}.static.test/${second.release}/mf-manifest.json`);
        liveBefore[app] = second.release;
      }
    }
  });
});

describe('the lock on the deployment file', () => {
  const lockedSite = (pid) => {
    const site = deployment();
    for (const app of REMOTES) site.addRelease(app, `${app}-1`, '2026-11-01T10:00:00.000Z');
    init({ env: site.env });
    site.addRelease('checkout', 'checkout-2');
    const at = new Date().toISOString();
    writeFileSync(site.lockFile, JSON.stringify({ pid, host: os.hostname(), at }));
    return site;
  };

  it('is taken over when the process holding it is gone', () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const site = lockedSite(gone);
    promote('checkout', 'checkout-2', { env: site.env });
    assert.match(readJson(site.remotesFile).checkout, /checkout-2/);
    assert.equal(existsSync(site.lockFile), false);
  });

  it('held by a running process, makes a promote wait until it is released', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      const site = lockedSite(holder.pid);
      const promoting = cliAsync(site.env, 'promote', 'checkout', 'checkout-2');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      assert.match(readJson(site.remotesFile).checkout, /checkout-1/);
      rmSync(site.lockFile);
      const { status, output } = await promoting;
      assert.equal(status, 0, output);
      assert.match(readJson(site.remotesFile).checkout, /checkout-2/);
    } finally {
      holder.kill();
    }
  });
});

describe('rollback goes back through the history', () => {
  /** A site initialised on checkout-0, then promoted to each of `releases` in turn. */
  const promotedSite = (...releases) => {
    const site = deployment();
    for (const app of REMOTES) site.addRelease(app, `${app}-0`, '2026-11-01T10:00:00.000Z');
    init({ env: site.env });
    for (const release of releases) {
      site.addRelease('checkout', release);
      promote('checkout', release, { env: site.env });
    }
    return site;
  };
  const back = (site, to) => rollback('checkout', { to, env: site.env });

  it('to the release live before, then to the one live before that, never forward', () => {
    const site = promotedSite('checkout-a', 'checkout-b');
    assert.deepEqual(back(site), { previous: 'checkout-b', release: 'checkout-a' });
    assert.deepEqual(back(site), { previous: 'checkout-a', release: 'checkout-0' });
    assert.throws(() => back(site), /checkout has no earlier release to roll back to/);
    assert.match(readJson(site.remotesFile).checkout, /checkout-0/);
    assert.deepEqual(
      site
        .log()
        .map(({ action, app, release, previous }) => [action, app, release, previous])
        .slice(5),
      [
        ['promote', 'checkout', 'checkout-a', 'checkout-0'],
        ['promote', 'checkout', 'checkout-b', 'checkout-a'],
        ['rollback', 'checkout', 'checkout-a', 'checkout-b'],
        ['rollback', 'checkout', 'checkout-0', 'checkout-a'],
      ],
    );
  });

  it('after --to, to the release live before that one', () => {
    const site = promotedSite('checkout-a', 'checkout-b', 'checkout-c');
    assert.deepEqual(back(site, 'checkout-a'), { previous: 'checkout-c', release: 'checkout-a' });
    assert.deepEqual(back(site), { previous: 'checkout-a', release: 'checkout-0' });
  });

  it('never to a release that was rolled back from, even when promoted again', () => {
    const site = promotedSite('checkout-a');
    back(site);
    promote('checkout', 'checkout-a', { env: site.env });
    site.addRelease('checkout', 'checkout-b');
    promote('checkout', 'checkout-b', { env: site.env });
    assert.deepEqual(back(site), { previous: 'checkout-b', release: 'checkout-0' });
  });

  it('from a deployment file seeded by hand: back to the first promoted release, then no further', () => {
    const site = deployment();
    writeJson(site.remotesFile, {
      checkout: 'http://localhost:4204/mf-manifest.json',
      auth: 'http://localhost:4205/mf-manifest.json',
    });
    for (const release of ['v1', 'v2']) {
      site.addRelease('checkout', release);
      promote('checkout', release, { env: site.env });
    }
    const { status, output } = cli(site.env, 'rollback', 'checkout');
    assert.equal(status, 0, output);
    assert.match(output, /Rolled back checkout: v2 -> v1/);
    assert.throws(() => back(site), /no earlier release/);
  });
});
