import { useEffect, useState } from 'react';

/**
 * False until the browser has painted and has a moment to spare: the header's widgets from
 * other remotes (cart, user menu) load after the page's own content, not in front of it.
 */
export function useAfterFirstPaint(timeoutMs = 1500): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);
  return ready;
}
