/**
 * Data the server that serves a host's page writes into it, so the first paint does not wait
 * for round trips of its own: non-executable `<script type="application/json">` blocks (allowed
 * by a script policy without inline scripts), read once at boot. Without a block the app fetches
 * the same data as before.
 */
export const PAGE_DATA = {
  /** The deployment's runtime configuration (`/config.json`). */
  config: 'touchline-config',
  /** The deployment's remotes (`/remotes.json`). */
  remotes: 'touchline-remotes',
  /** The club record of the host's club; `data-club` names the club it is for. */
  club: 'touchline-club',
} as const;

/**
 * The block of a remote whose page the page server rendered (docs/adr/0016-*): the data that
 * page was rendered from, for the remote to take the markup over without asking for it again.
 */
export function remotePageDataId(remote: string): `touchline-remote-${string}` {
  return `touchline-remote-${remote}`;
}

export type PageDataBlock =
  (typeof PAGE_DATA)[keyof typeof PAGE_DATA] | ReturnType<typeof remotePageDataId>;

/** The block's JSON, or undefined when the page has none (or it cannot be read). */
export function readPageData<T>(id: PageDataBlock, doc: Document = document): T | undefined {
  const block = doc.getElementById(id);
  if (!block || block.getAttribute('type') !== 'application/json') return undefined;
  try {
    return JSON.parse(block.textContent ?? '') as T;
  } catch {
    return undefined;
  }
}

/** Which club a page's club block is for. */
export function pageDataClub(doc: Document = document): string | undefined {
  return doc.getElementById(PAGE_DATA.club)?.getAttribute('data-club') ?? undefined;
}
