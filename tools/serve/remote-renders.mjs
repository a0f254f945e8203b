// The remotes' own server renders, as a host's page server uses them (docs/adr/0016-*): a
// remote's build carries dist/ssr/render.cjs beside its browser files (never served); the page
// server loads the one of the release its deployment file (remotes.json) names, asks it for the
// page's content and places that in the remote's slot. Whatever goes wrong (no such build, a
// render that throws, declines or is too slow) leaves the slot in its loading state, as before.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serverRenderLoader } from './page-data.mjs';

/** How long a page waits for a remote's content before it is sent with the loading state. */
export const REMOTE_RENDER_TIMEOUT_MS = 1_000;

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

/** Settles with the promise, or with undefined once `ms` have passed (and aborts `controller`). */
function withinTime(promise, ms, controller) {
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error(`The remote's server render took longer than ${ms} ms`));
      resolve(undefined);
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * @param {{ remotesFile?: string, remoteBuilds?: string, timeoutMs?: number,
 *   log?: (message: string, error?: unknown) => void }} options
 */
export function createRemoteRenders({
  remotesFile,
  remoteBuilds,
  timeoutMs = REMOTE_RENDER_TIMEOUT_MS,
  log = (message, error) => console.error(message, error),
} = {}) {
  // One loader per build folder: a module is loaded once per release (and again when its file
  // changes in place).
  const loaders = new Map();
  const loaderOf = (dir) => {
    let loader = loaders.get(dir);
    if (!loader) {
      loader = serverRenderLoader(dir);
      loaders.set(dir, loader);
    }
    return loader;
  };

  /**
   * The remote's content for one page: `{ remote, release, markup, data, css }`, or undefined
   * when the page goes out with the slot's loading state.
   * @param {string} remote the remote that owns the page
   * @param {Record<string, unknown> | undefined} deployment the page's remotes.json
   * @param {object} request what the remote's `renderRemotePage` gets (url, pageUrl, club,
   *   account, config, apiBaseUrl)
   */
  return async function renderRemote(remote, deployment, request) {
    const dir = remoteBuildDir({ remote, entry: deployment?.[remote], remotesFile, remoteBuilds });
    if (!dir || !existsSync(path.join(dir, 'ssr', 'render.cjs'))) return undefined;
    const controller = new AbortController();
    try {
      const work = (async () => {
        const loaded = await loaderOf(dir)();
        if (typeof loaded?.module.renderRemotePage !== 'function') return undefined;
        const page = await loaded.module.renderRemotePage({
          ...request,
          signal: controller.signal,
        });
        return page ? { ...page, css: loaded.css } : undefined;
      })();
      work.catch(() => undefined);
      const page = await withinTime(work, timeoutMs, controller);
      if (!page) return undefined;
      if (typeof page.markup !== 'string' || typeof page.release !== 'string') return undefined;
      return { remote, ...page };
    } catch (error) {
      log(`The ${remote} server render failed; its slot is sent in its loading state.`, error);
      return undefined;
    }
  };
}
