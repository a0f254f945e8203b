import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useUiTexts } from '../texts/ui-texts';
import styles from './scroll-region.module.css';

/**
 * A box that scrolls sideways on narrow screens (a wide table): it takes the keyboard focus, so
 * keyboard users can scroll it with the arrow keys, and is a region named after its content.
 * While part of its content is hidden to the right, a fade and an arrow at its right edge say
 * so: on a phone, a table cut at the edge otherwise looks complete. They lie over the content,
 * so showing them moves nothing on the page.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  /**
   * What scrolls, e.g. the table's caption; the region is named "{label} (scrolls sideways)", in
   * the app's language (`UiTextsProvider`).
   */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { scrollsSideways } = useUiTexts();
  const ref = useRef<HTMLDivElement>(null);
  const moreToTheRight = useMoreToTheRight(ref);
  return (
    <div className={styles.frame}>
      <div
        ref={ref}
        role="region"
        aria-label={scrollsSideways(label)}
        // A static scroll box: only focusable, never a control, so no key handlers are needed.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={className ? `${styles.region} ${className}` : styles.region}
      >
        {children}
      </div>
      {moreToTheRight && (
        <span className={styles.more} data-testid="scroll-region-more" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
            <path
              d="M9 6l6 6-6 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      )}
    </div>
  );
}

/** Whether the box's content goes on past its right edge, kept up as it scrolls or resizes. */
function useMoreToTheRight(ref: { current: HTMLElement | null }): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    // One pixel of slack: zoomed layouts round widths.
    const measure = () => setMore(box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(box);
    if (box.firstElementChild) resized?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [ref]);
  return more;
}
