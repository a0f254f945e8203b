// The remotes' own server renders, as a host's page server uses them (docs/adr/0016-*): a
// remote's build carries dist/ssr/render.cjs beside its browser files (never served); the page
// server loads the one of the release its deployment file (remotes.json) names, asks it for the
// page's content and places that in the remote's slot. Whatever goes wrong (no such build, a
// render that throws, declines, is too slow or spins) leaves the slot in its loading state, as
// before. The render runs in a worker thread per release (release-worker.ts), never in the page
// server's own thread.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { SERVER_RENDER_DIR } from './never-served';
import {
  ANSWER_WITHIN_MS,
  type Log,
  type ReleaseWorker,
  startReleaseWorker,
} from './release-worker';
import type { RemotePage } from './render-worker-messages';

/** How long a page waits for a remote's content before it is sent with the loading state. */
export const REMOTE_RENDER_TIMEOUT_MS = 1_000;
/**
 * How long the page server's start waits for a release's server render to load: room for a
 * machine many times slower than a release's usual second, not a wait for one that hangs.
 */
export const LOAD_WITHIN_MS = 15_000;

const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** The repository's root, from src/ or dist/ of this app. */
const root = path.resolve(__dirname, '../../..');

/** A host's deployment file (remotes.json): each remote's manifest URL. */
export type Deployment = Record<string, unknown>;

export interface RemoteBuildsOptions {
  /** The deployment file promoted by the release commands, when the host is served with one. */
  remotesFile?: string;
  /** Where the remotes' builds are for a deployment of the local builds (default: apps/). */
  remoteBuilds?: string;
}

/**
 * The build folder of the release a deployment entry names, or undefined.
 * - A promoted release (`--remotes releases/remotes.json`): the entry is
 *   `<origin>/<release>/mf-manifest.json`, the folder `releases/<remote>/<release>/` beside the
 *   deployment file (tools/release/release.mjs).
 * - The deployment built beside the host (its own remotes.json, as `npm start` serves it): the
 *   entry is `<origin>/mf-manifest.json`, each remote's origin serving `apps/<remote>/dist`, or
 *   `<remoteBuilds>/<remote>` when the remotes' builds are elsewhere (`--remote-builds`).
 */
export function remoteBuildDir({
  remote,
  entry,
  remotesFile,
  remoteBuilds,
}: RemoteBuildsOptions & { remote: string; entry: unknown }): string | undefined {
  if (typeof entry !== 'string' || !/^[a-z][a-z0-9-]*$/.test(remote)) return undefined;
  let pathname: string;
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

/** A remote's content for one page, with its server render's stylesheet. */
export type RenderedRemote = RemotePage & { remote: string; css: string };

/**
 * The remote's content for one page. Otherwise the page goes out with the slot's loading
 * state: null when that is the page as the deployment has it (no server render for this remote
 * or release, a page the render declines), undefined when the render failed or overstayed (the
 * page is not as it should be, and is not kept by the page cache). `request` is what the remote's `renderRemotePage` gets (url, pageUrl, club,
 * account, config, apiBaseUrl).
 */
export type RenderRemote = (
  remote: string,
  deployment: Deployment | undefined,
  request: Record<string, unknown>,
) => Promise<RenderedRemote | null | undefined>;

export interface RemoteRenders extends RenderRemote {
  /**
   * Starts the workers of every remote release the deployment names and settles once each has
   * loaded its release (or failed to): a page server that starts listening after this sends its
   * first pages rendered, not in the loading state of a worker still loading its release. A
   * release that has not loaded within `loadWithinMs` is left to load on its own.
   */
  warm(deployment: Deployment | undefined): Promise<void>;
  /** `warm` for the deployment in `file`; a file that is missing or not JSON warms nothing. */
  warmFrom(file: string): Promise<void>;
  /** Ends every release's worker (the page server stops). */
  close(): Promise<void>;
}

interface CurrentRelease {
  file: string;
  version: number;
  css: string;
  worker: ReleaseWorker;
}

export function createRemoteRenders({
  remotesFile,
  remoteBuilds,
  timeoutMs = REMOTE_RENDER_TIMEOUT_MS,
  loadWithinMs = LOAD_WITHIN_MS,
  log = (message, error) => console.error(message, error ?? ''),
}: RemoteBuildsOptions & {
  timeoutMs?: number;
  loadWithinMs?: number;
  log?: Log;
} = {}): RemoteRenders {
  // Each remote's current release runs in a worker of its own, started again when the release's
  // file changes in place; the worker of a release the deployment no longer names is ended once
  // its renders are done, so old releases' code does not stay loaded.
  const current = new Map<string, CurrentRelease>();
  const retire = (worker: ReleaseWorker) => {
    if (worker.busy === 0) void worker.end();
    else setTimeout(() => void worker.end(), timeoutMs + ANSWER_WITHIN_MS).unref();
  };

  async function releaseOf(remote: string, dir: string): Promise<CurrentRelease | undefined> {
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

  async function warm(deployment: Deployment | undefined) {
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

  async function renderRemote(
    remote: string,
    deployment: Deployment | undefined,
    request: Record<string, unknown>,
  ): Promise<RenderedRemote | null | undefined> {
    const dir = remoteBuildDir({ remote, entry: deployment?.[remote], remotesFile, remoteBuilds });
    if (!dir) return null;
    try {
      const release = await releaseOf(remote, dir);
      if (!release) return null;
      const page = await release.worker.render(request, timeoutMs);
      if (!page) return page;
      if (typeof page.markup !== 'string' || typeof page.release !== 'string') return undefined;
      return { ...page, remote, css: release.css };
    } catch (error) {
      log(`The ${remote} server render failed; its slot is sent in its loading state.`, error);
      return undefined;
    }
  }

  async function warmFrom(file: string) {
    let deployment: Deployment | undefined;
    try {
      deployment = JSON.parse(await readFile(file, 'utf8')) as Deployment;
    } catch {
      return;
    }
    await warm(deployment);
  }

  async function close() {
    const workers = [...current.values()].map(({ worker }) => worker);
    current.clear();
    await Promise.all(workers.map((worker) => worker.end()));
  }

  return Object.assign(renderRemote, { warm, warmFrom, close });
}
