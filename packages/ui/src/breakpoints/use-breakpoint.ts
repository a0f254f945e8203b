import { useSyncExternalStore } from 'react';
import {
  BREAKPOINTS,
  SCREEN_SIZES,
  screenGroupFor,
  screenSizeFor,
  type ScreenGroup,
  type ScreenSize,
} from './breakpoints';

export interface Breakpoint {
  size: ScreenSize;
  group: ScreenGroup;
  isSmall: boolean;
  isMedium: boolean;
  isLarge: boolean;
}

const currentSize = (): ScreenSize => screenSizeFor(window.innerWidth);

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') {
    window.addEventListener('resize', onChange);
    return () => window.removeEventListener('resize', onChange);
  }
  // One query per boundary: the callback runs only when a boundary is crossed.
  const queries = SCREEN_SIZES.slice(1).map((size) =>
    window.matchMedia(`(min-width: ${BREAKPOINTS[size]}px)`),
  );
  queries.forEach((query) => query.addEventListener('change', onChange));
  return () => queries.forEach((query) => query.removeEventListener('change', onChange));
}

/** The screen size now, updated when the window crosses a breakpoint. */
export function useBreakpoint(): Breakpoint {
  const size = useSyncExternalStore(subscribe, currentSize, () => 'lg' as ScreenSize);
  const group = screenGroupFor(size);
  return {
    size,
    group,
    isSmall: group === 'small',
    isMedium: group === 'medium',
    isLarge: group === 'large',
  };
}
