import { VisuallyHidden } from '../a11y/visually-hidden';
import { useBreakpoint } from '../breakpoints/use-breakpoint';
import { useUiTexts } from '../texts/ui-texts';
import styles from './skeleton.module.css';

export { LOADING_TEXT } from './loading-text';

interface SkeletonProps {
  count?: number;
  /** What is loading, for screen readers ("Loading…" in the app's language by default). */
  label?: string;
}

/** Grey lines in place of text or list rows while they load. */
export function SkeletonLines({ count = 4, label }: SkeletonProps) {
  const { loading } = useUiTexts();
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="skeleton-lines">
      <VisuallyHidden role="status">{label ?? loading}</VisuallyHidden>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.line} />
      ))}
    </div>
  );
}

/** Grey tiles in place of cards while they load. */
export function SkeletonTiles({ count = 6, label }: SkeletonProps) {
  const { loading } = useUiTexts();
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="skeleton-tiles">
      <VisuallyHidden role="status">{label ?? loading}</VisuallyHidden>
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
