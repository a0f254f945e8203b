import { useLayoutEffect, useRef, useState } from 'react';

/** The width from which the navigation sits in the bar instead of behind the menu toggle. */
export const WIDE_NAV_QUERY = '(min-width: 992px)';

/**
 * How many menu items fit in the bar: the most (up to `max`) whose widths, plus the 'More...'
 * button when any item is left for it, fit in `available` pixels.
 */
export function fitCount(
  itemWidths: readonly number[],
  moreWidth: number,
  available: number,
  max: number,
): number {
  let used = 0;
  let count = 0;
  for (let index = 0; index < Math.min(max, itemWidths.length); index += 1) {
    const next = used + (itemWidths[index] ?? 0);
    const overflowLeft = index + 1 < itemWidths.length;
    // Half a pixel of slack for sub-pixel text widths.
    if (next + (overflowLeft ? moreWidth : 0) > available + 0.5) break;
    used = next;
    count = index + 1;
  }
  return count;
}

interface Fit {
  count: number;
  measured: boolean;
}

/** The last fit when nothing changed, so a resize that moves nothing renders nothing. */
const sameOr =
  (next: Fit) =>
  (last: Fit): Fit =>
    last.count === next.count && last.measured === next.measured ? last : next;

/**
 * Keeps the bar on one row: measures every menu item in a hidden copy (its last child being the
 * 'More...' button) and shows as many as the menu's area has room for, the rest going under
 * 'More...'. Below the wide breakpoint, and where layout cannot be measured, all `max` items
 * are shown. `measured` turns true once the wide bar has been measured (or cannot be): until
 * then (the server's HTML, the first render over it, a narrow screen) the wide layout's
 * stylesheet keeps what does not fit out of view.
 */
export function usePriorityNav(itemsKey: string, max: number) {
  const menuRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  // `measured` is false in the server's HTML and the first render over it, and while narrow.
  const [fit, setFit] = useState<Fit>({ count: max, measured: false });

  useLayoutEffect(() => {
    const menu = menuRef.current;
    const measure = measureRef.current;
    const canMeasure =
      typeof ResizeObserver === 'function' && typeof window.matchMedia === 'function';
    if (!menu || !measure || !canMeasure) {
      setFit(sameOr({ count: max, measured: true }));
      return;
    }
    const wide = window.matchMedia(WIDE_NAV_QUERY);
    const update = () => {
      if (!wide.matches) {
        // Behind the menu toggle every item shows and nothing is measured: a phone's header
        // stays as the server rendered it, with no second render while the app takes it over.
        setFit((last) => (last.count === max ? last : { ...last, count: max }));
        return;
      }
      const widths = [...measure.children].map((child) => child.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      const count = fitCount(widths, moreWidth, menu.getBoundingClientRect().width, max);
      setFit(sameOr({ count, measured: true }));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(menu);
    observer.observe(measure);
    wide.addEventListener('change', update);
    return () => {
      observer.disconnect();
      wide.removeEventListener('change', update);
    };
  }, [itemsKey, max]);

  return { ...fit, menuRef, measureRef };
}
