// The runtime package itself (the host's entry carries it): its re-export in
// `@module-federation/enhanced/runtime` would cost a chunk request of its own.
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemoteName, RemotesManifest } from './contract';
import { isUnavailable } from './runtime/fallback-plugin';

let registered: RemotesManifest = {};
let registryUrl = '/remotes.json';
let checkedAt = 0;

/** How long the deployment file read last is trusted before a new remote load re-reads it. */
export const REGISTRY_FRESH_MS = 3000;

async function fetchDeployment(url: string): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not read ${url}: ${response.status}`);
  return (await response.json()) as RemotesManifest;
}

/** Reads the deployment file and registers every remote with the federation runtime. */
export async function loadRemoteRegistry(url = '/remotes.json'): Promise<RemotesManifest> {
  registryUrl = url;
  const manifest = await fetchDeployment(url);
  registerRemoteManifest(manifest);
  return manifest;
}

export function registerRemoteManifest(manifest: RemotesManifest): void {
  registered = { ...manifest };
  checkedAt = Date.now();
  registerRemotes(
    Object.entries(manifest).map(([name, entry]) => ({ name, entry: entry as string })),
    { force: true },
  );
}

/**
 * Re-reads the deployment file before a module is loaded for the first time (at most every
 * REGISTRY_FRESH_MS): a remote promoted or rolled back since the page loaded is registered
 * again, so its next module comes from the live release. Modules already on the page keep
 * running from their own release, whose files stay served. A failed read keeps what is known.
 */
async function refreshRegistry(remote: RemoteName): Promise<void> {
  if (Date.now() - checkedAt < REGISTRY_FRESH_MS) return;
  checkedAt = Date.now();
  let manifest: RemotesManifest;
  try {
    manifest = await fetchDeployment(registryUrl);
  } catch {
    return;
  }
  const entry = manifest[remote];
  if (!entry || entry === registered[remote]) return;
  registered = { ...registered, [remote]: entry };
  registerRemotes([{ name: remote, entry }], { force: true });
}

export function isRemoteRegistered(remote: RemoteName): boolean {
  return Boolean(registered[remote]);
}

const loads = new Map<string, Promise<unknown>>();

/**
 * Loads `remote/expose` once and caches the promise, failed or not, so React's `use` sees a
 * stable promise; `resetRemote` forgets it for a retry.
 */
export function loadExposed(id: string): Promise<unknown> {
  const cached = loads.get(id);
  if (cached) return cached;
  const remote = id.split('/')[0] as RemoteName;
  const promise = refreshRegistry(remote)
    .then(() =>
      isRemoteRegistered(remote)
        ? loadRemote(id)
        : Promise.reject(new Error(`Remote ${remote} is not in this deployment`)),
    )
    .then((module) => {
      if (!module || isUnavailable(module) || !(module as { default?: unknown }).default) {
        throw new Error(`Remote module ${id} is unavailable`);
      }
      return module;
    });
  promise.catch(() => undefined);
  loads.set(id, promise);
  return promise;
}

/** Forgets a remote's failed container so the next load fetches its entry again. */
export function resetRemote(remote: RemoteName): void {
  for (const id of loads.keys()) if (id.startsWith(`${remote}/`)) loads.delete(id);
  const entry = registered[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
