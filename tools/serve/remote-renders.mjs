// The remotes' own server renders, as a host's page server uses them (docs/adr/0016-*): a
// remote's build carries dist/ssr/render.cjs beside its browser files (never served); the page
// server loads the one of the release its deployment file (remotes.json) names, asks it for the
// page's content and places that in the remote's slot. Whatever goes wrong (no such build, a
// render that throws, declines, is too slow or spins) leaves the slot in its loading state, as
// before. The render runs in a worker thread per release (release-worker.mjs), never in the page
// server's own thread.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { SERVER_RENDER_DIR } from './page-data.mjs';
import { ANSWER_WITHIN_MS, startReleaseWorker } from './release-worker.mjs';

/** How long a page waits for a remote's content before it is sent with the loading state. */
export const REMOTE_RENDER_TIMEOUT_MS = 1_000;
/**
 * How long the page server's start waits for a release's server render to load: room for a
 * machine many times slower than a release's usual second, not a wait for one that hangs.
 */
export const LOAD_WITHIN_MS = 15_000;

const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const root = path.resolve(import.meta.dirname, '../..');

/**
 * The build folder of the release a deployment entry names, or undefined.
 * - A promoted release (`--remotes releases/remotes.json`): the entry is
 *   `<origin>/<release>/mf-manifest.json`, the folder `releases/<remote>/<release>/` beside the
 *   deployment file (tools/release/release.mjs).
 * - The deployment built beside the host (its own remotes.json, as `npm start` serves it): the
 *   entry is `<origin>/mf-manifest.json`, each remote's origin serving `apps/<remote>/dist`, or
 *   `<remoteBuilds>/<remote>` when the remotes' builds are elsewhere (`--remote-builds`).
 */
export function remoteBuildDir({ remote, entry, remotesFile, remoteBuilds }) {
  if (typeof entry !== 'string' || !/^[a-z][a-z0-9-]*$/.test(remote)) return undefined;
  let pathname;
  try {
    pathname = new URL(entry, 'http://deployment.invalid').pathname;
  } catch {
    return undefined;
  }
  if (remotesFile) {
    const release = /^\/(?:.*\/)?([^/]+)\/mf-manifest\.json$/.exec(pathname)?.[1];
    if (!release || !RELEASE_ID.test(release)) return undefined;
    return path.join(path.dirname(remotesFile), remote, release);
  }
  if (pathname !== '/mf-manifest.json') return undefined;
  return remoteBuilds ? path.join(remoteBuilds, remote) : path.join(root, 'apps', remote, 'dist');
}

/**
 * @param {{ remotesFile?: string, remoteBuilds?: string, timeoutMs?: number, loadWithinMs?: number,
 *   log?: (message: string, error?: unknown) => void }} options
 */
export function createRemoteRenders({
  remotesFile,
  remoteBuilds,
  timeoutMs = REMOTE_RENDER_TIMEOUT_MS,
  loadWithinMs = LOAD_WITHIN_MS,
  log = (message, error) => console.error(message, error ?? ''),
} = {}) {
  // Each remote's current release runs in a worker of its own (release-worker.mjs), started
  // again when the release's file changes in place; the worker of a release the deployment no
  // longer names is ended once its renders are done, so old releases' code does not stay loaded.
  /** @type {Map<string, { file: string, version: number, css: string, worker: ReturnType<typeof startReleaseWorker> }>} */
  const current = new Map();
  const retire = (worker) => {
    if (worker.busy === 0) void worker.end();
    else setTimeout(() => void worker.end(), timeoutMs + ANSWER_WITHIN_MS).unref();
  };

  async function releaseOf(remote, dir) {
    const file = path.join(dir, SERVER_RENDER_DIR, 'render.cjs');
    if (!existsSync(file)) return undefined;
    const version = statSync(file).mtimeMs;
    const known = current.get(remote);
    if (known && known.file === file && known.version === version && !known.worker.ended) {
      return known;
    }
    if (known && !known.worker.ended) retire(known.worker);
    const cssFile = path.join(dir, SERVER_RENDER_DIR, 'render.css');
    const css = existsSync(cssFile) ? await readFile(cssFile, 'utf8') : '';
    const started = { file, version, css, worker: startReleaseWorker(file, { log }) };
    current.set(remote, started);
    return started;
  }

  /**
   * Starts the workers of every remote release the deployment names and settles once each has
   * loaded its release (or failed to): a page server that starts listening after this sends its
   * first pages rendered, not in the loading state of a worker still loading its release. A
   * release that has not loaded within `loadWithinMs` is left to load on its own.
   * @param {Record<string, unknown> | undefined} deployment the host's remotes.json
   */
  async function warm(deployment) {
    await Promise.all(
      Object.entries(deployment ?? {}).map(async ([remote, entry]) => {
        const dir = remoteBuildDir({ remote, entry, remotesFile, remoteBuilds });
        const release = dir && (await releaseOf(remote, dir));
        if (!release) return;
        // The timer also keeps the process alive meanwhile (the workers never do).
        const giveUp = new AbortController();
        const loaded = await Promise.race([
          release.worker.ready,
          delay(loadWithinMs, false, { signal: giveUp.signal }).catch(() => false),
        ]);
        giveUp.abort();
        if (!loaded) {
          log(`The ${remote} release's server render did not load; its pages go out loading.`);
        }
      }),
    );
  }

  /**
   * The remote's content for one page: `{ remote, release, markup, data, css }`, or undefined
   * when the page goes out with the slot's loading state.
   * @param {string} remote the remote that owns the page
   * @param {Record<string, unknown> | undefined} deployment the page's remotes.json
   * @param {object} request what the remote's `renderRemotePage` gets (url, pageUrl, club,
   *   account, config, apiBaseUrl)
   */
  async function renderRemote(remote, deployment, request) {
    const dir = remoteBuildDir({ remote, entry: deployment?.[remote], remotesFile, remoteBuilds });
    if (!dir) return undefined;
    try {
      const release = await releaseOf(remote, dir);
      if (!release) return undefined;
      const page = await release.worker.render(request, timeoutMs);
      if (!page) return undefined;
      if (typeof page.markup !== 'string' || typeof page.release !== 'string') return undefined;
      return { remote, ...page, css: release.css };
    } catch (error) {
      log(`The ${remote} server render failed; its slot is sent in its loading state.`, error);
      return undefined;
    }
  }

  /**
   * `warm` for the deployment in `file` (a remotes.json). A file that is missing or not JSON
   * warms nothing: the pages report it, and the page server still starts.
   * @param {string} file
   */
  async function warmFrom(file) {
    let deployment;
    try {
      deployment = JSON.parse(await readFile(file, 'utf8'));
    } catch {
      return;
    }
    await warm(deployment);
  }

  // A function, as the page data calls it, with `warm` and `warmFrom` for the page server's start.
  return Object.assign(renderRemote, { warm, warmFrom });
}
