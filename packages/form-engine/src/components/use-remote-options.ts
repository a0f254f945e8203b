export interface RemoteOption {
  readonly label: string;
  readonly value: string;
}

/**
 * The options of a remote-option select (`metadata.url`; null for a question without one), from
 * the app that renders the form, which knows how the page reads server data: a hook, the same
 * one for as long as the form is shown, answering no options until they are there and when
 * they cannot be had.
 */
export type UseRemoteOptions = (url: string | null) => readonly RemoteOption[];

/** A remote source's answer as options: its items (or `{ data: items }`) with a `name`. */
export function remoteOptionsOf(body: unknown): RemoteOption[] {
  const items = Array.isArray(body) ? body : ((body as { data?: unknown[] } | null)?.data ?? []);
  return items.flatMap((item) => {
    const name = (item as { name?: unknown } | null)?.name;
    return typeof name === 'string' ? [{ label: name, value: name }] : [];
  });
}

/** `GET {url}` with the page's `fetch`, for a source outside the page's own API. */
export async function fetchRemoteOptions(url: string, signal?: AbortSignal) {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Options ${response.status}`);
  return remoteOptionsOf(await response.json());
}
