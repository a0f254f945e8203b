import { VisuallyHidden } from '@touchline/ui';
import type { PersonSlot } from '../selection/selection';
import { useMembershipT } from '../../messages/membership-messages';
import styles from './details.module.css';

export interface PlanTabsProps {
  slots: readonly PersonSlot[];
  complete: readonly boolean[];
  current: number;
  /** Tabs in view at once: 1 on small screens, else 3. */
  visible: number;
  onSelect: (index: number) => void;
}

/** One tab per person to register, ticked once complete, crossed while not. */
export function PlanTabs({ slots, complete, current, visible, onSelect }: PlanTabsProps) {
  const t = useMembershipT();
  const first = Math.max(0, Math.min(current - Math.floor(visible / 2), slots.length - visible));
  const shown = slots
    .slice(first, first + visible)
    .map((slot, offset) => ({ slot, index: first + offset }));
  return (
    <div className={styles.tabsRow}>
      <button
        type="button"
        className={styles.tabArrow}
        aria-label={t('tabs.previous')}
        disabled={current === 0}
        onClick={() => onSelect(current - 1)}
      >
        ‹
      </button>
      <div role="tablist" aria-label={t('tabs.list')} className={styles.tabs}>
        {shown.map(({ slot, index }) => (
          <button
            key={`${slot.selectedIndex}-${slot.entryIndex ?? 'plan'}`}
            type="button"
            role="tab"
            aria-selected={index === current}
            className={styles.tab}
            onClick={() => onSelect(index)}
          >
            <span aria-hidden="true" className={complete[index] ? styles.tick : styles.cross}>
              {complete[index] ? '✓' : '✗'}
            </span>{' '}
            {slot.planName}
            <VisuallyHidden>
              {` ${complete[index] ? t('tabs.complete') : t('tabs.notComplete')}`}
            </VisuallyHidden>
          </button>
        ))}
      </div>
      <button
        type="button"
        className={styles.tabArrow}
        aria-label={t('tabs.next')}
        disabled={current >= slots.length - 1}
        onClick={() => onSelect(current + 1)}
      >
        ›
      </button>
    </div>
  );
}
