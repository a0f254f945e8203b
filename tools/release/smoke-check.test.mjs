// The smoke check before a promote, as an operator runs it: releases of the checkout remote made
// from its production build (as `release build` files it) are promoted against the hosts'
// production builds, each imported in the hosts' pages in Debian's Chromium on ephemeral ports.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromiumPath } from './smoke-check.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TOOL = path.join(import.meta.dirname, 'release.mjs');
const HOSTS = ['shell', 'backoffice'];
const BUILDS = [...HOSTS, 'checkout'];
const dist = (app) => path.join(ROOT, 'apps', app, 'dist');
const noChromium = !existsSync(chromiumPath()) && `no Chromium at ${chromiumPath()}`;

/** The production builds the test uses: the ones `npx nx build` left, else built now. */
function ensureBuilds() {
  for (const app of BUILDS) {
    if (existsSync(path.join(dist(app), 'touchline-contract.json'))) continue;
    const build = spawnSync('npx', ['nx', 'build', app, '--output-style=static'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    assert.equal(build.status, 0, `the build of ${app} failed:\n${build.stdout}${build.stderr}`);
  }
}

/** The scratch folders of this file's deployments. */
const scratch = [];

/**
 * A deployment whose deployment file names every remote (checkout on release `live`), the hosts'
 * builds as the running hosts, and `addRelease` to file a checkout release from its build,
 * changed by `edit` (given the folder).
 */
function deployment() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'touchline-smoke-check-test-'));
  scratch.push(dir);
  const releasesDir = path.join(dir, 'releases');
  const env = {
    ...process.env,
    RELEASES_DIR: releasesDir,
    RELEASE_HOSTS: HOSTS.map(dist).join(','),
    RELEASE_ACTOR: 'smoke-check-test',
    RELEASE_BASE_URL: 'https://{app}.static.test',
  };
  const addRelease = (release, edit = () => undefined) => {
    const folder = path.join(releasesDir, 'checkout', release);
    cpSync(dist('checkout'), folder, { recursive: true });
    writeFileSync(
      path.join(folder, 'release.json'),
      JSON.stringify({ app: 'checkout', release, builtAt: new Date().toISOString() }),
    );
    edit(folder);
  };
  addRelease('live');
  const remotesFile = path.join(releasesDir, 'remotes.json');
  const live = JSON.parse(readFileSync(path.join(dist('shell'), 'remotes.json'), 'utf8'));
  live.checkout = 'https://checkout.static.test/live/mf-manifest.json';
  mkdirSync(releasesDir, { recursive: true });
  writeFileSync(remotesFile, `${JSON.stringify(live, null, 2)}\n`);
  return {
    env,
    addRelease,
    remotesFile,
    logFile: path.join(releasesDir, 'release-log.jsonl'),
    lockFile: path.join(releasesDir, 'release.lock'),
  };
}

/** Runs the command line as an operator does; returns its exit status and all it printed. */
function cli(env, ...args) {
  const run = spawnSync(process.execPath, [TOOL, ...args], { env, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The file of the checkout's `./CartButton` module in a release folder. */
const cartButtonFile = (folder) =>
  path.join(
    folder,
    readdirSync(folder).find((name) => /^__federation_expose_CartButton\..*\.js$/.test(name)),
  );

/** Makes every module of the `./CartButton` chunk throw `message` when it is imported. */
function throwOnImport(folder, message) {
  const file = cartButtonFile(folder);
  let modules = 0;
  // Each module of the chunk is `<id>(<args>){...}`: its body starts by throwing.
  const text = readFileSync(file, 'utf8').replace(/([{,])(\d+)\(([\w$]+(?:,[\w$]+)*)\)\{/g, (m) => {
    modules += 1;
    return `${m}throw new Error(${JSON.stringify(message)});`;
  });
  assert.ok(modules > 0, `no module found in ${file}`);
  writeFileSync(file, text);
}

/** Asserts that a refused promote left the deployment file, the log and the lock as they were. */
function assertNothingChanged(site, remotesBefore) {
  assert.equal(readFileSync(site.remotesFile, 'utf8'), remotesBefore);
  assert.equal(existsSync(site.logFile), false);
  assert.equal(existsSync(site.lockFile), false);
}

before(ensureBuilds, { timeout: 15 * 60_000 });
// Each deployment holds copies of a build: removed once the file's tests are done.
after(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe("promote: the smoke check in the hosts' pages", { skip: noChromium }, () => {
  it('refuses a release whose module throws at import, naming remote, release and expose', () => {
    const site = deployment();
    site.addRelease('broken', (folder) => throwOnImport(folder, 'The cart button broke'));
    const before = readFileSync(site.remotesFile, 'utf8');

    const { status, output } = cli(site.env, 'promote', 'checkout', 'broken');
    assert.equal(status, 1, output);
    assert.match(output, /checkout release broken failed the smoke check/);
    assert.match(output, /nothing was changed/);
    for (const host of HOSTS) {
      assert.match(
        output,
        new RegExp(
          `checkout \\./CartButton of release broken did not load in ${host}'s page: The cart button broke`,
        ),
      );
    }
    assert.doesNotMatch(output, /\.\/routes of release/);
    assertNothingChanged(site, before);
  });

  it('refuses a release missing a module file, naming the file', () => {
    const site = deployment();
    let missing;
    site.addRelease('incomplete', (folder) => {
      missing = path.basename(cartButtonFile(folder));
      rmSync(cartButtonFile(folder));
    });
    const before = readFileSync(site.remotesFile, 'utf8');

    const { status, output } = cli(site.env, 'promote', 'checkout', 'incomplete');
    assert.equal(status, 1, output);
    assert.match(
      output,
      new RegExp(
        `checkout \\./CartButton of release incomplete did not load in shell's page: .*checkout/incomplete/${missing.replaceAll('.', '\\.')}`,
      ),
    );
    assertNothingChanged(site, before);
  });

  it('promotes a release whose modules all import, saying what was imported where', () => {
    const site = deployment();
    site.addRelease('next');

    const { status, output } = cli(site.env, 'promote', 'checkout', 'next');
    assert.equal(status, 0, output);
    for (const host of HOSTS) {
      assert.match(
        output,
        new RegExp(`Smoke check: checkout next .*\\./CartButton.* ${host}'s page`),
      );
    }
    assert.match(output, /Promoted checkout: live -> next/);
    assert.equal(
      JSON.parse(readFileSync(site.remotesFile, 'utf8')).checkout,
      'https://checkout.static.test/next/mf-manifest.json',
    );
  });
});

describe('promote without Chromium', () => {
  const withoutChromium = (site) => ({ ...site.env, CHROMIUM_PATH: '/nonexistent/chromium' });

  it('is refused, pointing at --skip-smoke-check', () => {
    const site = deployment();
    site.addRelease('next');
    const before = readFileSync(site.remotesFile, 'utf8');
    const { status, output } = cli(withoutChromium(site), 'promote', 'checkout', 'next');
    assert.equal(status, 1, output);
    assert.match(output, /Chromium not found at \/nonexistent\/chromium/);
    assert.match(output, /promote with --skip-smoke-check/);
    assertNothingChanged(site, before);
  });

  it('goes ahead with --skip-smoke-check, which it says and logs', () => {
    const site = deployment();
    site.addRelease('next');
    const { status, output } = cli(
      withoutChromium(site),
      'promote',
      'checkout',
      'next',
      '--skip-smoke-check',
    );
    assert.equal(status, 0, output);
    assert.match(output, /Smoke check skipped \(--skip-smoke-check\)/);
    assert.match(output, /Promoted checkout: live -> next/);
    const [line] = readFileSync(site.logFile, 'utf8').trim().split('\n').map(JSON.parse);
    assert.equal(line.release, 'next');
    assert.equal(line.smokeCheck, 'skipped');
  });
});
