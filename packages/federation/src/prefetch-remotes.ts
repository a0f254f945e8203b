import { remoteModuleFiles, warmHostRuntime } from './registry';

/**
 * Code ready before the tap: once the page has loaded and the browser is idle, the remote
 * modules a visitor's first act is likely to need (the page's own remote, the header's cart and
 * user menu) are fetched at the browser's lowest priority (`<link rel="prefetch">`) into its
 * cache, their manifests read and the federation runtime started. Nothing of the remotes runs:
 * a prefetch costs no main-thread time, and the tap then loads from the cache instead of walking
 * the chain of requests (deployment file, manifest, container, chunks) on the network.
 *
 * Not on a connection that asks to save data (`Save-Data`) or a 2G one: there the code is
 * fetched when the visitor reaches for it, as before.
 */

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the visitor's connection asks for no data beyond what they ask for. */
export function savesData(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

const kindOf = (url: string): 'script' | 'style' | undefined => {
  const { pathname } = new URL(url);
  if (pathname.endsWith('.js')) return 'script';
  if (pathname.endsWith('.css')) return 'style';
  return undefined;
};

/** Whether the page already has (or asked for) this file. */
function onPage(doc: Document, url: string): boolean {
  for (const element of doc.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
    'script[src], link[href]',
  )) {
    if ((element instanceof HTMLScriptElement ? element.src : element.href) === url) return true;
  }
  return false;
}

/** Adds a prefetch of each file not already on the page; resolves with the URLs added. */
function prefetch(doc: Document, urls: readonly string[]): string[] {
  const added: string[] = [];
  for (const url of new Set(urls)) {
    if (onPage(doc, url)) continue;
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    const kind = kindOf(url);
    if (kind) link.as = kind;
    doc.head.append(link);
    added.push(url);
  }
  return added;
}

/**
 * A module to fetch ahead (`checkout/CartButton`), or one whose lazy parts are fetched too (a
 * small widget whose first press opens a lazy dialog).
 */
export type PrefetchedModule = string | { module: string; lazyParts: true };

/**
 * Prefetches what loading these modules takes. A module whose remote is not in the deployment,
 * or whose manifest cannot be read, is left to load on demand.
 */
export async function prefetchRemoteModules(
  modules: readonly PrefetchedModule[],
  doc: Document = document,
): Promise<string[]> {
  const files = await Promise.all(
    modules.map((item) =>
      (typeof item === 'string'
        ? remoteModuleFiles(item)
        : remoteModuleFiles(item.module, { lazy: true })
      ).catch(() => []),
    ),
  );
  await warmHostRuntime().catch(() => undefined);
  return prefetch(doc, files.flat());
}

/** Settles once the page has loaded and the browser then has an idle moment. */
function idleAfterLoad(win: Window): Promise<void> {
  const loaded =
    win.document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          win.addEventListener('load', () => resolve(), { once: true }),
        );
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof win.requestIdleCallback === 'function') {
          win.requestIdleCallback(() => resolve(), { timeout: 2000 });
        } else {
          win.setTimeout(resolve, 200);
        }
      }),
  );
}

/**
 * `prefetchRemoteModules` once the page has loaded and is idle, unless the connection saves
 * data; `ids` is asked then (the page may have moved on). Resolves with the URLs prefetched
 * (none when it did not).
 */
export async function prefetchWhenIdle(
  ids: () => readonly PrefetchedModule[],
  win: Window = window,
): Promise<string[]> {
  if (savesData(win.navigator)) return [];
  await idleAfterLoad(win);
  return prefetchRemoteModules(ids(), win.document);
}
