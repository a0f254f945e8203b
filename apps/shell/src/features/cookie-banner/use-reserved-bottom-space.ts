import { useLayoutEffect, type RefObject } from 'react';

/** The layout pads the page by this much, so a fixed bar never hides the end of the page. */
export const RESERVED_BOTTOM_PROPERTY = '--fixed-bottom-bar-height';

/**
 * While mounted, publishes the element's height as a CSS custom property on the root and as the
 * page's bottom scroll padding, so content and keyboard focus are scrolled clear of it.
 */
export function useReservedBottomSpace(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      root.style.setProperty(RESERVED_BOTTOM_PROPERTY, height);
      root.style.scrollPaddingBottom = height;
    };
    publish();
    // The bar's height changes with the viewport width and text size.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(RESERVED_BOTTOM_PROPERTY);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [ref]);
}
