import { useEffect, useRef, useState } from 'react';

/** A loader, once shown, stays at least this long. */
export const LOADER_MIN_DELAY_MS = 500;

/**
 * Whether to show a loader for `loading`: at once when loading starts, and for at least
 * `minimum` ms in all, so a quick answer does not make the page flicker.
 */
export function useLoaderVisible(loading: boolean, minimum: number = LOADER_MIN_DELAY_MS): boolean {
  const [holding, setHolding] = useState(false);
  const [wasLoading, setWasLoading] = useState(loading);
  if (loading !== wasLoading) {
    setWasLoading(loading);
    setHolding(!loading);
  }

  const startedAt = useRef(0);
  useEffect(() => {
    if (loading) startedAt.current = Date.now();
  }, [loading]);

  useEffect(() => {
    if (!holding) return;
    const left = Math.max(0, minimum - (Date.now() - startedAt.current));
    const timer = setTimeout(() => setHolding(false), left);
    return () => clearTimeout(timer);
  }, [holding, minimum]);

  return loading || holding;
}
