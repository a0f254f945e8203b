import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesManifest } from './contract';
import { isUnavailable } from './runtime/fallback-plugin';

let registered: RemotesManifest = {};

/** Reads the deployment file and registers every remote with the federation runtime. */
export async function loadRemoteRegistry(url = '/remotes.json'): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not read ${url}: ${response.status}`);
  const manifest = (await response.json()) as RemotesManifest;
  registerRemoteManifest(manifest);
  return manifest;
}

export function registerRemoteManifest(manifest: RemotesManifest): void {
  registered = { ...manifest };
  registerRemotes(
    Object.entries(manifest).map(([name, entry]) => ({ name, entry: entry as string })),
    { force: true },
  );
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
  const promise = (
    isRemoteRegistered(remote)
      ? loadRemote(id)
      : Promise.reject(new Error(`Remote ${remote} is not in this deployment`))
  ).then((module) => {
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
