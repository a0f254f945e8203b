import { useEffect, useRef } from 'react';

/** Load more when the page bottom is this close. */
export const INFINITE_SCROLL_OFFSET_PX = 200;
/** After asking for more, wait this long before asking again. */
export const INFINITE_SCROLL_RESET_MS = 1000;

export interface InfiniteScrollOptions {
  enabled?: boolean;
  offset?: number;
  resetAfter?: number;
}

/**
 * Calls `onLoadMore` when the window is scrolled to within `offset` px of the page bottom,
 * then not again for `resetAfter` ms.
 */
export function useInfiniteScroll(
  onLoadMore: () => void,
  {
    enabled = true,
    offset = INFINITE_SCROLL_OFFSET_PX,
    resetAfter = INFINITE_SCROLL_RESET_MS,
  }: InfiniteScrollOptions = {},
): void {
  const callback = useRef(onLoadMore);
  useEffect(() => {
    callback.current = onLoadMore;
  });

  useEffect(() => {
    if (!enabled) return;
    let locked = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      if (locked) return;
      const bottom = window.scrollY + window.innerHeight;
      if (document.documentElement.scrollHeight - bottom > offset) return;
      locked = true;
      callback.current();
      timer = setTimeout(() => {
        locked = false;
      }, resetAfter);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [enabled, offset, resetAfter]);
}
