import { VisuallyHidden } from '../a11y/visually-hidden';
import { useBreakpoint } from '../breakpoints/use-breakpoint';
import styles from './skeleton.module.css';

export const LOADING_TEXT = 'Loading…';

interface SkeletonProps {
  count?: number;
  /** What is loading, for screen readers ("Loading…" by default). */
  label?: string;
}

/** Grey lines in place of text or list rows while they load. */
export function SkeletonLines({ count = 4, label = LOADING_TEXT }: SkeletonProps) {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="skeleton-lines">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.line} />
      ))}
    </div>
  );
}

/** Grey tiles in place of cards while they load. */
export function SkeletonTiles({ count = 6, label = LOADING_TEXT }: SkeletonProps) {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="skeleton-tiles">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <div className={styles.tiles}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={styles.tile} />
        ))}
      </div>
    </div>
  );
}

export interface ResponsiveSkeletonProps {
  /** Lines shown on small screens (up to 767 px). */
  lines?: number;
  /** Tiles shown on medium and large screens. */
  tiles?: number;
  label?: string;
}

/** Lines on small screens, tiles on larger ones (chosen by screen size). */
export function ResponsiveSkeleton({ lines = 6, tiles = 6, label }: ResponsiveSkeletonProps) {
  const { isSmall } = useBreakpoint();
  return isSmall ? (
    <SkeletonLines count={lines} label={label} />
  ) : (
    <SkeletonTiles count={tiles} label={label} />
  );
}
