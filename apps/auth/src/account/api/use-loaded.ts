import { useNotify } from '@touchline/notifications';
import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; value: T };

/**
 * Reads something for a page: again when `key` changes, or on `reload()`. A failure shows the
 * API's message as a danger notice; a read overtaken by a newer one is dropped.
 */
export function useLoaded<T>(
  read: (signal: AbortSignal) => Promise<T>,
  key: string,
): { loaded: Loaded<T>; reload: () => void } {
  const notify = useNotify();
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setLoaded({ state: 'loaded', value });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ state: 'failed' });
        notify.apiError(error);
      },
    );
    return () => controller.abort();
    // `read` changes with every render; the key says when to read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  return { loaded, reload };
}
