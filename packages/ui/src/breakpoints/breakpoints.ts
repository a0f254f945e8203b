/** Screen sizes, smallest first. */
export const SCREEN_SIZES = ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type ScreenSize = (typeof SCREEN_SIZES)[number];

/**
 * The smallest width, in px, of each size: extra-extra-small below 375, extra-small 375-575,
 * small 576-767, medium 768-991, large 992-1199, extra-large 1200-1399, extra-extra-large 1400
 * and up.
 */
export const BREAKPOINTS: Readonly<Record<ScreenSize, number>> = {
  xxs: 0,
  xs: 375,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1400,
};

export type ScreenGroup = 'small' | 'medium' | 'large';

/** Below this width a list shows its rows as cards. */
export const LIST_MOBILE_BREAKPOINT = BREAKPOINTS.lg;

export function screenSizeFor(width: number): ScreenSize {
  let size: ScreenSize = 'xxs';
  for (const candidate of SCREEN_SIZES) if (width >= BREAKPOINTS[candidate]) size = candidate;
  return size;
}

/** Small up to 767 px, medium 768-991 px, large from 992 px. */
export function screenGroupFor(size: ScreenSize): ScreenGroup {
  if (BREAKPOINTS[size] < BREAKPOINTS.md) return 'small';
  return BREAKPOINTS[size] < BREAKPOINTS.lg ? 'medium' : 'large';
}
