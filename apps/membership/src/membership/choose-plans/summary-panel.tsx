import { Button, formatMoney } from '@touchline/ui';
import { useEffect, useState } from 'react';
import { useMembershipT } from '../../messages/membership-messages';
import { useMembership } from '../state/membership-context';
import {
  decrementPlan,
  fits,
  removeAt,
  selectionComplete,
  summarize,
  type SelectedItem,
} from '../selection/selection';
import styles from './choose-plans.module.css';
import { Counter } from './counter';
import { useNarrowScreen } from './use-narrow-screen';

/** The summary's ids: one summary a page, the same in the server's markup and the browser's. */
const SUMMARY_TITLE_ID = 'membership-summary-title';
const SUMMARY_DETAILS_ID = 'membership-summary-details';

/** The 'Added to summary' popup opens this long after a selection... */
export const POPUP_OPEN_DELAY_MS = 200;
/** ...and closes by itself after this long. */
export const POPUP_CLOSE_AFTER_MS = 4000;

interface SummaryLine {
  key: string;
  label: string;
  count: number;
  price: number;
  /** A plan (counted copies) or a bundle (by its position). */
  planId: number | null;
  bundleIndex: number | null;
  availableCount: number | null;
}

function summaryLines(selecteds: readonly SelectedItem[]): SummaryLine[] {
  const lines: SummaryLine[] = [];
  selecteds.forEach((item, index) => {
    if (item.bundleItems) {
      lines.push({
        key: item.key,
        label: item.product.name,
        count: 1,
        price: 0,
        planId: null,
        bundleIndex: index,
        availableCount: null,
      });
      return;
    }
    const line = lines.find((other) => other.planId === item.product.product_id);
    if (line) line.count += 1;
    else {
      lines.push({
        key: item.key,
        label: item.product.name,
        count: 1,
        price: item.product.price,
        planId: item.product.product_id,
        bundleIndex: null,
        availableCount: item.product.metadata.available_count,
      });
    }
  });
  return lines;
}

export interface SummaryPanelProps {
  /** Changes with each selection: the popup opens after one (large screens). */
  lastAdded: number;
  onContinue: () => void;
  currency?: string;
}

/**
 * The selection's summary: counts of plans and bundles, discounts, total and Continue; plans'
 * copies counted up and down (never below one), bundles removed. At 768 px or less it
 * collapses behind 'View Details' / 'Hide Details'.
 *
 * The page is rendered on the server too (server/render-page.tsx), where the screen's width is
 * unknown: the collapse is the stylesheet's (a media query), so the first render is the same
 * everywhere and nothing moves when the app takes the page over. The width is read only for
 * the popup, after a selection.
 */
export function SummaryPanel({ lastAdded, onContinue, currency }: SummaryPanelProps) {
  const { selecteds, setSelecteds, discounts } = useMembership();
  const t = useMembershipT();
  const narrow = useNarrowScreen();
  const [expanded, setExpanded] = useState(false);
  const [popup, setPopup] = useState(false);
  const summary = summarize(selecteds, discounts);
  const lines = summaryLines(selecteds);

  useEffect(() => {
    if (lastAdded === 0 || narrow) return;
    let close: ReturnType<typeof setTimeout> | undefined;
    const open = setTimeout(() => {
      setPopup(true);
      close = setTimeout(() => setPopup(false), POPUP_CLOSE_AFTER_MS);
    }, POPUP_OPEN_DELAY_MS);
    return () => {
      clearTimeout(open);
      if (close) clearTimeout(close);
    };
  }, [lastAdded, narrow]);

  const increment = (line: SummaryLine) => {
    const copy = selecteds.find(
      (item) => !item.bundleItems && item.product.product_id === line.planId,
    );
    if (!copy) return;
    setSelecteds([
      ...selecteds,
      { ...copy, key: `${copy.key}+${selecteds.length}`, registration: null },
    ]);
  };

  return (
    <aside className={styles.summary} aria-labelledby={SUMMARY_TITLE_ID}>
      <h2 id={SUMMARY_TITLE_ID} className={styles.summaryTitle}>
        {t('summary.title')}
      </h2>
      {popup && (
        <p className={styles.popup} role="status">
          {t('summary.added')}
        </p>
      )}
      <p className={styles.summaryCounts}>
        {t('summary.counts', { plans: summary.plans, bundles: summary.bundles })}
      </p>
      <Button
        variant="text"
        className={styles.viewDetails}
        aria-expanded={expanded}
        aria-controls={SUMMARY_DETAILS_ID}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? t('summary.hideDetails') : t('summary.viewDetails')}
      </Button>
      <div id={SUMMARY_DETAILS_ID} className={expanded ? undefined : styles.collapsed}>
        {lines.length === 0 ? (
          <p>{t('summary.nothingSelected')}</p>
        ) : (
          <ul className={styles.summaryLines}>
            {lines.map((line) => (
              <li key={line.key} className={styles.summaryLine}>
                <span>{line.label}</span>
                {line.planId !== null ? (
                  <Counter
                    label={t('summary.lineSelected', { name: line.label })}
                    value={line.count}
                    min={1}
                    max={
                      fits(selecteds, line.planId, line.availableCount, 1)
                        ? line.count + 1
                        : line.count
                    }
                    onChange={(value) =>
                      value > line.count
                        ? increment(line)
                        : setSelecteds(decrementPlan(selecteds, line.planId!))
                    }
                  />
                ) : (
                  <Button
                    variant="text"
                    onClick={() => setSelecteds(removeAt(selecteds, line.bundleIndex!))}
                  >
                    {t('summary.remove', { name: line.label })}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {summary.discounts.map((discount) => (
          <p key={discount.name} className={styles.summaryRow}>
            <span>{discount.name}</span>
            <span>-{formatMoney(discount.amount, currency)}</span>
          </p>
        ))}
      </div>
      <p className={`${styles.summaryRow} ${styles.total}`}>
        <span>{t('summary.total')}</span>
        <span>{formatMoney(summary.total, currency)}</span>
      </p>
      <Button disabled={!selectionComplete(selecteds)} onClick={onContinue}>
        {t('summary.continue')}
      </Button>
    </aside>
  );
}
