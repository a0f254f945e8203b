// A club's content version, as the API keeps it (`GET /v2/store/:club/content-version`): it
// changes when anything a club's public page shows is written. A cached page is served only
// under the version read after the visitor asked, so an admin's save shows on the next load.
import { freshReadsByKey } from './fresh-reads';

/** A club's content version, and how it was known: announced on a live watch, or read afresh. */
export interface KnownVersion {
  readonly version: string;
  readonly known: 'watched' | 'read';
}

export interface ContentVersionOf {
  /** The club's version now, or undefined when the API cannot say (unknown club, no answer). */
  (api: { base: string; version: string }, club: string): Promise<KnownVersion | undefined>;
}

export function contentVersions({ timeoutMs }: { timeoutMs: number }): ContentVersionOf {
  const read = freshReadsByKey(async (key): Promise<KnownVersion | undefined> => {
    const [base, url] = JSON.parse(key) as [string, string];
    try {
      const response = await fetch(`${base}${url}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return undefined;
      const { version } = (await response.json()) as { version?: unknown };
      return typeof version === 'string' && version ? { version, known: 'read' } : undefined;
    } catch {
      return undefined;
    }
  });
  return ({ base, version }, club) =>
    read(JSON.stringify([base, `/${version}/store/${encodeURIComponent(club)}/content-version`]));
}
