// The smoke check before a promote: each module the hosts load from a remote is imported from the
// candidate release inside the host's own production page, in headless Chromium. A remote's
// container runs on its host's federation runtime (it takes the runtime core and the bundler
// runtime from it), so it is loaded the way a visitor's page loads it: the host's build is
// served on a local port with a deployment file naming the candidate, and the host's registry
// (`loadExposed`, packages/federation/src/registry.ts) imports each module.
//
// release.mjs runs this file in a process of its own (the release commands are synchronous):
// the request as JSON on standard input, the problems found as JSON on standard output.
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import chromiumSettings from '../test/chromium.cjs';

const { chromiumPath, CHROMIUM_ARGS } = chromiumSettings;

/** The option that skips the check, for a machine without Chromium. */
export const SKIP_SMOKE_CHECK = '--skip-smoke-check';

/**
 * How long one step (the page, the host's runtime, one module) may take: a bound for a hung page
 * only. Each takes a second or two; a machine loaded many times over (a test run beside browser
 * journeys) took the host's runtime past 30 s once.
 */
const STEP_MS = 90_000;

/** Where the candidate's folder is served on the page's origin. */
const CANDIDATE_PATH = '/smoke-check/candidate/';

const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Where Chromium is (tools/test/chromium.cjs), for the check's own tests. */
export { chromiumPath };

/** A file of `dir` for a URL path, or null outside it, missing, or the server render's. */
function fileIn(dir, urlPath) {
  const file = path.resolve(dir, `.${decodeURIComponent(urlPath)}`);
  if (file !== dir && !file.startsWith(`${dir}${path.sep}`)) return null;
  if (path.relative(dir, file).split(path.sep)[0] === 'ssr') return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/**
 * The host's build as a static site on an ephemeral port of 127.0.0.1: its files, its page for
 * any other path, the candidate's folder under CANDIDATE_PATH and the smoke deployment file.
 */
async function serveHost({ hostDir, candidateDir, deployment }) {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const send = (status, body, type) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (pathname === '/remotes.json') {
      return send(200, JSON.stringify(deployment(server.address().port)), CONTENT_TYPES['.json']);
    }
    const file = pathname.startsWith(CANDIDATE_PATH)
      ? fileIn(candidateDir, pathname.slice(CANDIDATE_PATH.length - 1))
      : (fileIn(hostDir, pathname) ??
        (path.extname(pathname) ? null : fileIn(hostDir, '/index.html')));
    if (!file) return send(404, 'Not found', 'text/plain');
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    return send(200, readFileSync(file), type);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Where the page keeps the reasons the host's runtime gave for each module it could not load. */
const REASONS = '__touchlineSmokeCheckReasons';

/**
 * In the page, polled from its first moment: true once the host has started its federation
 * runtime (with the first remote module its page loads), as the runtime publishes it on the page
 * (`__FEDERATION__`). A runtime plugin that only listens is added at once, before any module of
 * the candidate has had time to load: the runtime's reason for a failed load (a file missing, the
 * error a module threw) is kept, where the registry says only that the module is unavailable.
 */
function listenOnceStarted({ hostName, reasonsKey }) {
  const runtime = globalThis.__FEDERATION__?.__INSTANCES__?.find(({ name }) => name === hostName);
  if (!runtime) return false;
  if (!globalThis[reasonsKey]) {
    const reasons = new Map();
    globalThis[reasonsKey] = reasons;
    runtime.registerPlugins([
      {
        name: 'touchline-smoke-check',
        errorLoadRemote({ id, error }) {
          if (!reasons.has(id))
            reasons.set(id, error instanceof Error ? error.message : `${error}`);
        },
      },
    ]);
  }
  return true;
}

/**
 * In the page: imports each module with the host's own registry. The host hands its registry
 * (`@touchline/federation`) to its remotes as a shared singleton, so its runtime gives it back;
 * `loadExposed` reads the deployment file and loads the module as a slot of the host would.
 */
async function importInPage({ hostName, ids, stepMs, reasonsKey }) {
  const runtime = globalThis.__FEDERATION__.__INSTANCES__.find(({ name }) => name === hostName);
  const shared = await runtime.loadShare('@touchline/federation');
  if (!shared) throw new Error(`${hostName} does not share its registry (@touchline/federation)`);
  const federation = shared();
  const results = [];
  for (const id of ids) {
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${stepMs / 1000} s`)), stepMs);
    });
    try {
      await Promise.race([federation.loadExposed(id), timeout]);
      results.push({ id, loaded: true });
    } catch (error) {
      const reason =
        globalThis[reasonsKey].get(id) ?? (error instanceof Error ? error.message : `${error}`);
      results.push({ id, loaded: false, reason });
    } finally {
      clearTimeout(timer);
    }
  }
  return results;
}

/**
 * Opens the host's page and imports `exposes` of `app` from the candidate; each problem names
 * the host, the remote, the release and the expose. Requests leaving the page's origin (the API,
 * the other remotes' live releases) are held unanswered: the check never reaches a deployment,
 * and the host's page stays as it is while the club record loads, with its remotes' slots. A
 * refused club record raced them: the page showed its "club not found" page, without a remote,
 * before the runtime had started, in some runs and not others.
 */
async function checkInHost(browser, { host, app, release, candidateDir, deployment, exposes }) {
  const served = await serveHost({
    hostDir: host.dir,
    candidateDir,
    deployment: (port) => ({
      ...deployment,
      [app]: `http://127.0.0.1:${port}${CANDIDATE_PATH}mf-manifest.json`,
    }),
  });
  const context = await browser.newContext();
  try {
    await context.route('**/*', async (route) => {
      if (new URL(route.request().url()).origin === served.origin) await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${served.origin}/`, { timeout: STEP_MS, waitUntil: 'commit' });
    const inPage = { hostName: host.name, reasonsKey: REASONS };
    const started = await page
      .waitForFunction(listenOnceStarted, inPage, { timeout: STEP_MS, polling: 10 })
      .then(
        () => true,
        () => false,
      );
    if (!started) {
      return [
        `${host.name}'s page did not start its federation runtime within ${STEP_MS / 1000} s, ` +
          `so ${app} ${release} could not be imported in it`,
      ];
    }
    const ids = exposes.map((expose) => `${app}/${expose.replace(/^\.\//, '')}`);
    const results = await page.evaluate(importInPage, { ...inPage, ids, stepMs: STEP_MS });
    // The candidate's files are named as in the releases folder, not by this page's address.
    const shownReason = (reason) =>
      reason
        .replaceAll(`${served.origin}${CANDIDATE_PATH}`, `${app}/${release}/`)
        .replace(/\s+/g, ' ')
        .trim();
    return results
      .filter((result) => !result.loaded)
      .map(
        (result) =>
          `${app} ${exposes[ids.indexOf(result.id)]} of release ${release} did not load in ` +
          `${host.name}'s page: ${shownReason(result.reason)}`,
      );
  } finally {
    await context.close();
    await served.close();
  }
}

/**
 * The smoke check of `app` `release` (in `candidateDir`) in the pages of `hosts` ({ name, dir,
 * contract }: each loads what its contract record `requires` of `app`); `deployment` is the live
 * deployment file, in which the candidate takes `app`'s entry. Answers every problem found and,
 * per host, the modules imported.
 */
export async function smokeCheck({ app, release, candidateDir, hosts, deployment, env }) {
  const checks = hosts
    .map((host) => ({ host, exposes: host.contract.requires?.[app] ?? [] }))
    .filter(({ exposes }) => exposes.length > 0);
  const imported = checks.map(({ host, exposes }) => ({ host: host.name, exposes }));
  if (checks.length === 0) return { problems: [], imported };
  const executablePath = chromiumPath(env);
  if (!existsSync(executablePath)) {
    const problem =
      `Chromium not found at ${executablePath} (set CHROMIUM_PATH): the smoke check imports ` +
      `${app} ${release} in the hosts' pages before it is promoted. On a machine without ` +
      `Chromium, promote with ${SKIP_SMOKE_CHECK}`;
    return { problems: [problem], imported: [] };
  }
  // Loaded here: the release commands import this file's option name, not the browser driver.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  try {
    const problems = [];
    for (const { host, exposes } of checks) {
      const options = { host, app, release, candidateDir, deployment, exposes };
      problems.push(...(await checkInHost(browser, options)));
    }
    return { problems, imported };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const request = JSON.parse(readFileSync(0, 'utf8'));
  smokeCheck({ ...request, env: process.env }).then(
    (result) => process.stdout.write(JSON.stringify(result)),
    (error) => {
      const problem = `the smoke check could not run: ${error.message.split('\n')[0]}`;
      process.stdout.write(JSON.stringify({ problems: [problem], imported: [] }));
    },
  );
}
