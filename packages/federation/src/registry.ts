import type { RemoteName, RemotesManifest } from './contract';
import { containerUrlOf, type RemoteManifestFile } from './remote-entry-url';
import { isUnavailable } from './runtime/fallback-plugin';
import type { HostRuntime } from './runtime/host-runtime';
import { yieldToBrowser } from './yield-to-browser';

/** What the host hands its remotes, given to the runtime when it starts. */
export interface HostFederation {
  /** The host's name in the federation runtime. */
  name: string;
  /** The runtime's `shared` option: the host's shared singletons. */
  shared: () => Parameters<typeof import('./runtime/host-runtime').startHostRuntime>[1];
}

let host: HostFederation | undefined;
let runtime: Promise<HostRuntime> | undefined;

/** Names the host and its shared modules; the runtime starts with the first remote loaded. */
export function configureHostFederation(federation: HostFederation): void {
  host = federation;
}

/**
 * The federation runtime, loaded and started on first use (ADR 0017, decision 19): a page that
 * loads no remote never loads it.
 */
function hostRuntime(): Promise<HostRuntime> {
  // The runtime's code, its start and the first remote's loading each run in a task of their own
  // (runtime/task-per-step-plugin.ts): together they would block a phone for a tap's wait.
  runtime ??= import('./runtime/host-runtime').then(async ({ startHostRuntime }) => {
    if (!host)
      throw new Error('The host has not configured its federation (configureHostFederation)');
    await yieldToBrowser();
    const started = startHostRuntime(host.name, host.shared());
    await yieldToBrowser();
    return started;
  });
  return runtime;
}

let registered: RemotesManifest = {};
/** The remote entry each deployment entry resolved to, per remote (manifest URL and entry URL). */
const resolved = new Map<string, { from: string; entry: string }>();
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
}

/**
 * Containers' URLs by manifest URL: a manifest is read once per page, however many of the
 * remote's modules load (the user menu, then the sign-in pages).
 */
const manifests = new Map<string, Promise<string>>();

const pageBase = () => (typeof location === 'undefined' ? 'http://localhost/' : location.href);

async function readManifest(url: URL): Promise<string> {
  const response = await fetch(url.href, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not read ${url.href}: ${response.status}`);
  const container = containerUrlOf(url.href, (await response.json()) as RemoteManifestFile);
  if (!container) throw new Error(`${url.href} names no remote entry`);
  return container;
}

/**
 * The URL of a remote's container. A deployment entry names the remote's `mf-manifest.json`
 * (the release tooling's contract); the host's runtime is built without the manifest and
 * snapshot machinery (ADR 0017), so the manifest is read here for the entry's file name only,
 * once per page. An entry that is already a script URL is used as it is.
 */
export async function remoteEntryUrl(entry: string): Promise<string> {
  const url = new URL(entry, pageBase());
  if (!url.pathname.endsWith('.json')) return url.href;
  let known = manifests.get(url.href);
  if (!known) {
    known = readManifest(url);
    // A failed read is read again next time.
    known.catch(() => manifests.delete(url.href));
    manifests.set(url.href, known);
  }
  return known;
}

/** Registers the remote's container with the runtime (once per deployment entry). */
async function ensureResolved(remote: RemoteName): Promise<void> {
  const from = registered[remote] as string;
  if (resolved.get(remote)?.from === from) return;
  const [entry, { registerRemotes }] = await Promise.all([remoteEntryUrl(from), hostRuntime()]);
  resolved.set(remote, { from, entry });
  registerRemotes([{ name: remote, entry }], { force: true });
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
}

export function isRemoteRegistered(remote: RemoteName): boolean {
  return Boolean(registered[remote]);
}

const loads = new Map<string, Promise<unknown>>();

/** Loads one module from the release the deployment file names for its remote now. */
function loadFromRegistered(remote: RemoteName, id: string): Promise<unknown> {
  return isRemoteRegistered(remote)
    ? ensureResolved(remote)
        .then(hostRuntime)
        .then(({ loadRemote }) => loadRemote(id))
    : Promise.reject(new Error(`Remote ${remote} is not in this deployment`));
}

/** Whether this page has read the manifest an entry names (or needs none): no request left. */
function entryKnown(entry: string | undefined): boolean {
  if (!entry) return false;
  const url = new URL(entry, pageBase());
  return !url.pathname.endsWith('.json') || manifests.has(url.href);
}

/**
 * Loads `remote/expose` once and caches the promise, failed or not, so React's `use` sees a
 * stable promise; `resetRemote` forgets it for a retry. A module whose release this page already
 * knows (another module of its remote read the manifest) loads while the deployment file is
 * re-read, so the visitor does not wait for that round trip; a release promoted meanwhile is
 * loaded instead.
 */
export function loadExposed(id: string): Promise<unknown> {
  const cached = loads.get(id);
  if (cached) return cached;
  const remote = id.split('/')[0] as RemoteName;
  const known = registered[remote];
  const early = entryKnown(known) ? loadFromRegistered(remote, id) : undefined;
  early?.catch(() => undefined);
  const promise = refreshRegistry(remote)
    .then(() => (early && registered[remote] === known ? early : loadFromRegistered(remote, id)))
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
  const known = resolved.get(remote);
  if (known) {
    void hostRuntime().then(({ registerRemotes }) =>
      registerRemotes([{ name: remote, entry: known.entry }], { force: true }),
    );
  }
}
