#!/usr/bin/env node
// Releases of the remotes: immutable, versioned folders; the deployment file `remotes.json`
// (written first by init) promotes one of them; every change of it is made under a lock and
// logged, and the log is the history rollback walks back. docs/deploy.md explains the layout.
//
//   node tools/release/release.mjs build <app> [--id <release>]   (or: npx nx run <app>:release)
//   node tools/release/release.mjs init
//   node tools/release/release.mjs promote <app> <release> [--skip-smoke-check]
//   node tools/release/release.mjs rollback <app> [--to <release>]
//   node tools/release/release.mjs list <app>
//
// RELEASES_DIR (default ./releases) holds <app>/<release>/ (a production build, never
// overwritten), remotes.json (what the shell's server answers at /remotes.json) and
// release-log.jsonl (who did what when). RELEASE_BASE_URL ('http://localhost:{port}' by
// default; `{app}` and `{port}` are replaced) is where <app>'s release folders are served.
// RELEASE_HOSTS (default: apps/shell/dist,apps/backoffice/dist) are the builds of the running
// hosts a release must fit; before a promote, each module they load from the remote is imported
// from the release in their pages in headless Chromium (smoke-check.mjs; CHROMIUM_PATH, default
// /usr/bin/chromium), which only --skip-smoke-check leaves out.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contractProblems } from './contract-check.mjs';
import { SKIP_SMOKE_CHECK } from './smoke-check.mjs';

const require = createRequire(import.meta.url);
const ports = require('../rspack/ports.cjs');
const root = path.resolve(import.meta.dirname, '../..');
const REMOTES = ['storefront', 'fixtures', 'membership', 'checkout', 'auth'];
const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const LOCK_WAIT_MS = 30_000;
const SMOKE_CHECK = path.join(import.meta.dirname, 'smoke-check.mjs');
/** A bound for a browser that hangs; the smoke check's own steps time out sooner. */
const SMOKE_CHECK_MS = 10 * 60_000;

export class ReleaseError extends Error {}

export function releaseSettings(env = process.env) {
  const releasesDir = path.resolve(root, env.RELEASES_DIR ?? 'releases');
  return {
    env,
    releasesDir,
    remotesFile: path.join(releasesDir, 'remotes.json'),
    lockFile: path.join(releasesDir, 'release.lock'),
    logFile: path.join(releasesDir, 'release-log.jsonl'),
    baseUrl: env.RELEASE_BASE_URL ?? 'http://localhost:{port}',
    hosts: (env.RELEASE_HOSTS ?? 'apps/shell/dist,apps/backoffice/dist')
      .split(',')
      .map((dir) => path.resolve(root, dir.trim()))
      .filter(Boolean),
  };
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** A path as the operator typed it: relative inside the repository, absolute outside. */
function shown(file) {
  const relative = path.relative(root, file);
  return relative.startsWith('..') ? file : relative;
}

function git(args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return '';
  }
}

/** Who runs the command, for the release log. */
function actor(env) {
  return env.RELEASE_ACTOR || git(['config', 'user.email']) || os.userInfo().username;
}

function checkApp(app) {
  if (!REMOTES.includes(app)) {
    throw new ReleaseError(`"${app}" is not a remote; releases exist for ${REMOTES.join(', ')}`);
  }
}

/** The release id: TOUCHLINE_RELEASE, or the git commit (`-dirty` with uncommitted changes). */
export function releaseIdFrom(env = process.env) {
  const id = env.TOUCHLINE_RELEASE || git(['describe', '--always', '--dirty', '--abbrev=10']);
  if (!RELEASE_ID.test(id)) {
    throw new ReleaseError(
      `Release id "${id}" must be 1-64 letters, digits, ".", "_" or "-" (set TOUCHLINE_RELEASE)`,
    );
  }
  return id;
}

export function manifestUrl(settings, app, id) {
  const base = settings.baseUrl
    .replaceAll('{app}', app)
    .replaceAll('{port}', String(ports[app]))
    .replace(/\/+$/, '');
  return `${base}/${id}/mf-manifest.json`;
}

/** Builds <app> for production with the release id and files it under releases/<app>/<id>. */
export function build(app, { id, env = process.env } = {}) {
  checkApp(app);
  const settings = releaseSettings(env);
  const release = id ?? releaseIdFrom(env);
  if (!RELEASE_ID.test(release)) throw new ReleaseError(`Invalid release id "${release}"`);
  const target = path.join(settings.releasesDir, app, release);
  if (existsSync(target)) {
    throw new ReleaseError(
      `${app} release ${release} exists (${path.relative(root, target)}); releases are never ` +
        'overwritten: commit your change or set TOUCHLINE_RELEASE to a new id',
    );
  }
  const result = spawnSync('npx', ['nx', 'build', app, '--output-style=static'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, TOUCHLINE_RELEASE: release },
  });
  if (result.status !== 0) throw new ReleaseError(`The build of ${app} failed`);
  const dist = path.join(root, 'apps', app, 'dist');
  const contract = readJson(path.join(dist, 'touchline-contract.json'));
  if (contract.release !== release) {
    throw new ReleaseError(`The build of ${app} is labelled ${contract.release}, not ${release}`);
  }
  // Copy beside the target, then rename: a half-copied release is never visible.
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  cpSync(dist, partial, { recursive: true });
  writeFileSync(
    path.join(partial, 'release.json'),
    `${JSON.stringify(
      { app, release, commit: git(['rev-parse', 'HEAD']), builtAt: new Date().toISOString() },
      null,
      2,
    )}\n`,
  );
  renameSync(partial, target);
  console.log(`Built ${app} release ${release} into ${path.relative(root, target)}`);
  return release;
}

/** The release folders of <app>, oldest first by the build time their release.json records. */
function releasesOf(settings, app) {
  const dir = path.join(settings.releasesDir, app);
  if (!existsSync(dir)) return [];
  const builtAt = (release) => {
    const record = path.join(dir, release, 'release.json');
    const time = existsSync(record) ? Date.parse(readJson(record).builtAt) : NaN;
    return Number.isNaN(time) ? statSync(path.join(dir, release)).mtimeMs : time;
  };
  return readdirSync(dir)
    .filter((name) => RELEASE_ID.test(name) && !name.includes('.partial-'))
    .filter((name) => existsSync(path.join(dir, name, 'mf-manifest.json')))
    .map((release) => ({ release, at: builtAt(release) }))
    .sort((a, b) => a.at - b.at)
    .map(({ release }) => release);
}

function readDeployment(settings) {
  return existsSync(settings.remotesFile) ? readJson(settings.remotesFile) : {};
}

/** The release id an entry of remotes.json points at, if it is one of ours. */
function liveRelease(settings, app) {
  const entry = readDeployment(settings)[app];
  if (!entry) return null;
  const match = /\/([^/]+)\/mf-manifest\.json$/.exec(entry);
  return match && existsSync(path.join(settings.releasesDir, app, match[1])) ? match[1] : null;
}

function hostsOf(settings) {
  const hosts = settings.hosts
    .filter((dir) => existsSync(path.join(dir, 'touchline-contract.json')))
    .map((dir) => {
      const contract = readJson(path.join(dir, 'touchline-contract.json'));
      return {
        name: contract.app,
        dir,
        contract,
        manifest: readJson(path.join(dir, 'mf-manifest.json')),
      };
    });
  if (hosts.length === 0) {
    throw new ReleaseError(
      `No host build found in ${settings.hosts.join(', ')} to check the release against ` +
        '(build the hosts or set RELEASE_HOSTS)',
    );
  }
  return hosts;
}

/**
 * The versions a release's server render was built with (`ssr/versions.json`); null when it has
 * a server render that names none, undefined when it has no server render.
 */
function serverRenderVersions(folder) {
  if (!existsSync(path.join(folder, 'ssr', 'render.cjs'))) return undefined;
  const file = path.join(folder, 'ssr', 'versions.json');
  return existsSync(file) ? readJson(file) : null;
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Creates the lock file unless it exists; it names its holder for whoever finds it. */
function tryLock(lockFile) {
  let fd;
  try {
    fd = openSync(lockFile, 'wx');
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  }
  const holder = { pid: process.pid, host: os.hostname(), at: new Date().toISOString() };
  writeSync(fd, JSON.stringify(holder));
  closeSync(fd);
  return true;
}

const readText = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/**
 * Runs `change` holding `release.lock`, so two operators' commands never read the deployment
 * file or the log while the other writes them (one change would be lost). Waits up to 30 s for
 * another command; a lock left by a process of this machine that is gone is taken over.
 */
function withLock(settings, change) {
  const { lockFile } = settings;
  mkdirSync(settings.releasesDir, { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  while (!tryLock(lockFile)) {
    const text = readText(lockFile);
    let holder = null;
    try {
      holder = JSON.parse(text);
    } catch {
      // Empty while its holder writes it: wait like for any holder.
    }
    if (holder?.host === os.hostname() && !processAlive(holder.pid)) {
      // Only the lock that was read: another waiter may have taken it over meanwhile.
      if (readText(lockFile) === text) rmSync(lockFile, { force: true });
      continue;
    }
    if (Date.now() > deadline) {
      const who = holder ? `process ${holder.pid} on ${holder.host} since ${holder.at}` : 'another';
      throw new ReleaseError(
        `${shown(lockFile)} is held by ${who}: wait for that command to finish, or remove the ` +
          'file if no release command is running',
      );
    }
    // A synchronous pause: the commands are synchronous from start to end.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20 + Math.random() * 30);
  }
  try {
    return change();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

/** Replaces the deployment file in one rename: a reader never sees it half written. */
function writeDeployment(settings, deployment) {
  mkdirSync(settings.releasesDir, { recursive: true });
  const partial = `${settings.remotesFile}.partial-${process.pid}`;
  writeFileSync(partial, `${JSON.stringify(deployment, null, 2)}\n`);
  renameSync(partial, settings.remotesFile);
}

function logActions(settings, env, entries) {
  const at = new Date().toISOString();
  const by = actor(env);
  appendFileSync(
    settings.logFile,
    entries.map((entry) => `${JSON.stringify({ at, by, ...entry })}\n`).join(''),
  );
}

/** Refuses a release that is missing or does not fit the running hosts. */
function checkFits(settings, app, release) {
  const folder = path.join(settings.releasesDir, app, release);
  if (!existsSync(path.join(folder, 'mf-manifest.json'))) {
    throw new ReleaseError(`${app} has no release ${release} in ${path.relative(root, folder)}`);
  }
  const problems = contractProblems(
    {
      app,
      contract: readJson(path.join(folder, 'touchline-contract.json')),
      manifest: readJson(path.join(folder, 'mf-manifest.json')),
      serverRender: serverRenderVersions(folder),
    },
    hostsOf(settings),
  );
  if (problems.length > 0) {
    throw new ReleaseError(
      `${app} release ${release} does not fit the running hosts:\n${problems
        .map((problem) => `  - ${problem}`)
        .join('\n')}`,
    );
  }
}

/**
 * Refuses a release any module of which the hosts load does not import in their pages in
 * Chromium (smoke-check.mjs, run as a process of its own: the commands are synchronous). Run
 * before the lock is taken: it takes seconds, and a release folder never changes.
 */
function checkSmoke(settings, app, release) {
  const hosts = hostsOf(settings);
  if (!hosts.some(({ contract }) => contract.requires?.[app]?.length)) return;
  const run = spawnSync(process.execPath, [SMOKE_CHECK], {
    cwd: root,
    env: settings.env,
    encoding: 'utf8',
    timeout: SMOKE_CHECK_MS,
    input: JSON.stringify({
      app,
      release,
      candidateDir: path.join(settings.releasesDir, app, release),
      hosts: hosts.map(({ name, dir, contract }) => ({ name, dir, contract })),
      deployment: readDeployment(settings),
    }),
  });
  let result;
  try {
    result = JSON.parse(run.stdout);
  } catch {
    const said = `${run.stderr}`.trim().split('\n').slice(-5).join(' ');
    const why = run.error?.message ?? (said || `exit status ${run.status}`);
    result = { problems: [`the smoke check did not finish (${why})`], imported: [] };
  }
  if (result.problems.length > 0) {
    throw new ReleaseError(
      `${app} release ${release} failed the smoke check (each module the hosts load from it, ` +
        `imported in their pages in Chromium); nothing was changed:\n${result.problems
          .map((problem) => `  - ${problem}`)
          .join('\n')}`,
    );
  }
  for (const { host, exposes } of result.imported) {
    console.log(`Smoke check: ${app} ${release} ${exposes.join(', ')} imported in ${host}'s page`);
  }
}

/**
 * Writes the first deployment file: every remote on its newest release. Promote changes one
 * entry of it, so a site never runs with remotes missing from the file.
 */
export function init({ env = process.env } = {}) {
  const settings = releaseSettings(env);
  return withLock(settings, () => initLocked(settings, env));
}

function initLocked(settings, env) {
  if (existsSync(settings.remotesFile)) {
    throw new ReleaseError(
      `${shown(settings.remotesFile)} exists: init never overwrites a deployment file ` +
        '(change it with promote or rollback)',
    );
  }
  const live = REMOTES.map((app) => ({ app, release: releasesOf(settings, app).at(-1) }));
  const missing = live.filter(({ release }) => !release).map(({ app }) => app);
  if (missing.length > 0) {
    throw new ReleaseError(
      `No release of ${missing.join(', ')} in ${shown(settings.releasesDir)}: build one with ` +
        `${missing.map((app) => `npx nx run ${app}:release`).join(', ')}, then run init again`,
    );
  }
  for (const { app, release } of live) checkFits(settings, app, release);
  writeDeployment(
    settings,
    Object.fromEntries(live.map(({ app, release }) => [app, manifestUrl(settings, app, release)])),
  );
  logActions(
    settings,
    env,
    live.map(({ app, release }) => ({ action: 'init', app, release, previous: null })),
  );
  for (const { app, release } of live) console.log(`Initialised ${app}: ${release}`);
  return Object.fromEntries(live.map(({ app, release }) => [app, release]));
}

/**
 * Points <app> at the release `choose` names, given the live one. The choice, the check and the
 * write happen under the lock, so they see the file and the log as no other command leaves them.
 */
function changeLive(action, app, env, choose, { before = () => undefined, logged = {} } = {}) {
  checkApp(app);
  const settings = releaseSettings(env);
  if (!existsSync(settings.remotesFile)) {
    // A file naming one remote would leave every other remote of the site "not available".
    throw new ReleaseError(
      `${shown(settings.remotesFile)} does not exist: run init first ` +
        "(node tools/release/release.mjs init names every remote's release)",
    );
  }
  before(settings);
  const { previous, release } = withLock(settings, () => {
    const live = liveRelease(settings, app);
    const chosen = choose(settings, live);
    checkFits(settings, app, chosen);
    const deployment = readDeployment(settings);
    deployment[app] = manifestUrl(settings, app, chosen);
    writeDeployment(settings, deployment);
    logActions(settings, env, [{ action, app, release: chosen, previous: live, ...logged }]);
    return { previous: live, release: chosen };
  });
  console.log(
    `${action === 'rollback' ? 'Rolled back' : 'Promoted'} ${app}: ${previous ?? 'none'} -> ${release}`,
  );
  return { previous, release };
}

/**
 * Points remotes.json at an existing release of <app> after checking it fits the hosts and,
 * unless `smokeCheck` is false (a machine without Chromium), that its modules import in their
 * pages; a promote without the smoke check says so, and its log line records it.
 */
export function promote(app, release, { env = process.env, smokeCheck = true } = {}) {
  const before = (settings) => {
    // The quick checks first: a release that does not fit is refused without a browser.
    checkFits(settings, app, release);
    if (smokeCheck) checkSmoke(settings, app, release);
    else {
      console.warn(
        `Smoke check skipped (${SKIP_SMOKE_CHECK}): ${app} ${release} was not loaded in a browser`,
      );
    }
  };
  return changeLive('promote', app, env, () => release, {
    before,
    logged: smokeCheck ? {} : { smokeCheck: 'skipped' },
  });
}

function readLog(settings) {
  if (!existsSync(settings.logFile)) return [];
  return readFileSync(settings.logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * The releases of <app> a plain rollback may put back, oldest first, read from the log: each
 * promote (or init) adds its release; a rollback drops the releases live after the one it puts
 * back, so rolling back again goes further back instead of forward. A release once rolled back
 * from is never put back by a plain rollback.
 */
function history(settings, app) {
  const live = [];
  const rolledBackFrom = new Set();
  for (const entry of readLog(settings).filter((line) => line.app === app)) {
    // The release live before the log's first line for <app> (a deployment file written by hand).
    if (live.length === 0 && entry.previous) live.push(entry.previous);
    if (entry.action === 'rollback') {
      rolledBackFrom.add(entry.previous);
      const index = live.lastIndexOf(entry.release);
      if (index >= 0) {
        live.length = index + 1;
        continue;
      }
    }
    live.push(entry.release);
  }
  return live.filter((release) => !rolledBackFrom.has(release));
}

/** Puts back the release that was live before the current one (or `to`). */
export function rollback(app, { to, env = process.env } = {}) {
  return changeLive('rollback', app, env, (settings, current) => {
    if (to) return to;
    const target = history(settings, app)
      .filter((release) => release !== current)
      .at(-1);
    if (!target) {
      throw new ReleaseError(
        `${app} has no earlier release to roll back to (releases rolled back from are skipped); ` +
          'name one with --to <release>',
      );
    }
    return target;
  });
}

export function list(app, { env = process.env } = {}) {
  checkApp(app);
  const settings = releaseSettings(env);
  const live = liveRelease(settings, app);
  return releasesOf(settings, app).map((release) => ({ release, live: release === live }));
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      id: { type: 'string' },
      to: { type: 'string' },
      [SKIP_SMOKE_CHECK.slice(2)]: { type: 'boolean' },
    },
  });
  const [command, app, release] = positionals;
  switch (command) {
    case 'build':
      build(app, { id: values.id });
      break;
    case 'init':
      init();
      break;
    case 'promote':
      if (!release) {
        throw new ReleaseError(`Usage: release.mjs promote <app> <release> [${SKIP_SMOKE_CHECK}]`);
      }
      promote(app, release, { smokeCheck: !values[SKIP_SMOKE_CHECK.slice(2)] });
      break;
    case 'rollback':
      rollback(app, { to: values.to });
      break;
    case 'list':
      for (const entry of list(app)) console.log(`${entry.live ? '*' : ' '} ${entry.release}`);
      break;
    default:
      throw new ReleaseError(
        'Usage: release.mjs init | build|promote|rollback|list <app> [<release>] [--id <release>] ' +
          `[--to <release>] [${SKIP_SMOKE_CHECK}]`,
      );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    if (error instanceof ReleaseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
}
