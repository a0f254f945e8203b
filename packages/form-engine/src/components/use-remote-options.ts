import { useEffect, useState } from 'react';

export interface RemoteOption {
  readonly label: string;
  readonly value: string;
}

/** Fetches the items of a remote-option select: `GET {url}` answers items with a `name`. */
export type OptionsLoader = (url: string, signal: AbortSignal) => Promise<RemoteOption[]>;

export const fetchNamedItems: OptionsLoader = async (url, signal) => {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Options ${response.status}`);
  const body = (await response.json()) as unknown;
  const items = Array.isArray(body) ? body : ((body as { data?: unknown[] } | null)?.data ?? []);
  return items.flatMap((item) => {
    const name = (item as { name?: unknown } | null)?.name;
    return typeof name === 'string' ? [{ label: name, value: name }] : [];
  });
};

/** The options of a remote-option select, empty until they arrive (or when the call fails). */
export function useRemoteOptions(url: string | null | undefined, load: OptionsLoader) {
  const [options, setOptions] = useState<RemoteOption[]>([]);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    load(url, controller.signal).then(
      (loaded) => setOptions(loaded),
      () => setOptions([]),
    );
    return () => controller.abort();
  }, [url, load]);
  return options;
}
