import { useSyncExternalStore } from 'react';

/** The summary collapses at this width or less. */
export const MOBILE_BREAKPOINT_PX = 768;
const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const matches = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : false;

/** Whether the window is 768 px wide or less. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, matches, () => false);
}
