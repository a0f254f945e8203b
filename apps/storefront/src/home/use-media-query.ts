import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes (false where matchMedia is missing);
 * undefined while the width is unknown: in a server render, and in the browser while it
 * hydrates a server's markup (the server's answer), so both render the same.
 */
export function useMediaQuery(query: string): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => undefined,
  );
}
