import type { RemoteName } from './contract';

/**
 * A remote's content that came with the page, rendered by the remote's own server render
 * (docs/adr/0016-*), is already on screen and works as plain HTML (its links are links). Its code
 * (the remote's container, its page chunks and their answer checks) loads at the page's idle
 * moment (`whenPageIdle`, docs/adr/0029-*), so a host that hydrates such a page holds the
 * remote's loading until then, or until the visitor reaches for the content first, as a deferred
 * block's hover and interaction triggers do (Angular's `@defer (on hover; on interaction)`):
 * - the pointer rests on or enters the content, focus is in it or moves into it, or a press or
 *   touch begins on it (on a Save-Data connection, where the idle moment never comes, this is
 *   what loads it: code on intent);
 * - a press or a choice held on the content before it was taken over asks for it (the entry's
 *   early presses, `wakeServerRenderedRemotes`);
 * - the host navigates (`leaveServerRenderedPage`): the page's content changes;
 * - the remote's first browser render would differ from its server render because of what the
 *   browser keeps: an element of its markup names the storage keys (`data-wake-when-stored`,
 *   space-separated `localStorage` keys) and one of them is set.
 * A remote whose content did not come with the page loads as soon as a slot asks for it.
 */

/** The root of a remote's content in the server's markup (`RemoteRoot`). */
const REMOTE_ROOT = '[data-remote]';
/** Names the `localStorage` keys whose presence changes a remote's first browser render. */
export const WAKE_WHEN_STORED = 'data-wake-when-stored';
/** The visitor reaching for the content: hover, focus, a press or touch beginning. */
const CONTENT_INPUTS = ['pointerover', 'focusin', 'pointerdown', 'touchstart'] as const;

interface Held {
  woken: Promise<void>;
  wake: () => void;
  awake: boolean;
  /** The content the server sent, while the page is the one it was sent for. */
  server?: { release: string; html: string };
  /** The remote's code has taken its content over (hydrated it). */
  tookOver?: boolean;
  /** The visitor left the page before the remote took its content over. */
  leftBehind?: boolean;
}

const held = new Map<RemoteName, Held>();

function hold(remote: RemoteName): Held {
  const known = held.get(remote);
  if (known) return known;
  let wake: () => void = () => undefined;
  const woken = new Promise<void>((resolve) => {
    wake = resolve;
  });
  const entry: Held = {
    woken,
    awake: false,
    wake() {
      entry.awake = true;
      wake();
    },
  };
  held.set(remote, entry);
  return entry;
}

function storedKeyIsSet(element: Element): boolean {
  const keys = element.getAttribute(WAKE_WHEN_STORED)?.split(/\s+/).filter(Boolean) ?? [];
  try {
    return keys.some((key) => window.localStorage.getItem(key) !== null);
  } catch {
    // Storage refused (privacy settings): the remote renders without it either way.
    return false;
  }
}

/** The held remotes' server-rendered roots. */
const roots = new Map<Element, RemoteName>();

/**
 * An input on a held remote's content. Listened for on the window, ahead of React: React stops
 * an input on content it has not taken over yet from reaching the page below its root.
 */
function onContentInput(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  const element = target?.closest(REMOTE_ROOT);
  const remote = element ? roots.get(element) : undefined;
  if (!remote) return;
  held.get(remote)?.wake();
  roots.delete(element as Element);
  if (roots.size === 0) stopListening();
}

function stopListening() {
  for (const type of CONTENT_INPUTS) window.removeEventListener(type, onContentInput, true);
}

/**
 * Holds the loading of every remote whose server-rendered content is under `root` until the
 * page's idle moment or the visitor reaches for it (see above). Call before hydrating `root`.
 */
export function holdServerRenderedRemotes(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(REMOTE_ROOT)) {
    const remote = element.dataset['remote'] as RemoteName;
    const entry = hold(remote);
    if (entry.awake) continue;
    roots.set(element, remote);
    entry.server = { release: element.dataset['release'] ?? '', html: element.innerHTML };
    const stored = [element, ...element.querySelectorAll(`[${WAKE_WHEN_STORED}]`)];
    // A pointer that came to rest on the content, or focus that moved into it, before the app
    // listened sends nothing more: the browser's own state says so.
    if (stored.some(storedKeyIsSet) || element.matches(':hover, :focus-within')) entry.wake();
  }
  for (const type of CONTENT_INPUTS) {
    window.addEventListener(type, onContentInput, { capture: true, passive: true });
  }
}

/**
 * Lets every held remote load: the page is idle, a press waits for a remote's code, or the page's
 * content is about to change.
 */
export function wakeServerRenderedRemotes(): void {
  for (const entry of held.values()) entry.wake();
  roots.clear();
  stopListening();
}

/**
 * The host leaves the page the server rendered (a navigation): held remotes may load, and what
 * the server sent no longer stands for the page.
 */
export function leaveServerRenderedPage(): void {
  for (const entry of held.values()) {
    entry.server = undefined;
    if (!entry.tookOver) entry.leftBehind = true;
  }
  wakeServerRenderedRemotes();
}

/** A remote's code has taken over the content the server sent for it (its first commit). */
export function remoteTookOver(remote: RemoteName): void {
  const entry = held.get(remote);
  if (entry) entry.tookOver = true;
}

/**
 * Whether the visitor left the page before the remote took over what the server sent for it.
 * That markup is another page's: the host renders the remote afresh in its place rather than
 * hydrate markup the remote's tree no longer matches. Stays true for the rest of the visit.
 */
export function serverRenderLeftBehind(remote: RemoteName): boolean {
  return held.get(remote)?.leftBehind ?? false;
}

/**
 * What the server sent for a remote's content on this page, if it did: a slot whose remote then
 * fails to load keeps it (readable, its links working) beside the failure notice.
 */
export function serverRenderedContent(
  remote: RemoteName,
): { release: string; html: string } | undefined {
  return held.get(remote)?.server;
}

/** Settles when a held remote may load; undefined when it may load now. */
export function remoteWoken(remote: RemoteName): Promise<void> | undefined {
  const entry = held.get(remote);
  return entry && !entry.awake ? entry.woken : undefined;
}

/** Tests only: forgets every held remote. */
export function forgetHeldRemotes(): void {
  held.clear();
  roots.clear();
  stopListening();
}
