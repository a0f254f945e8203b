import type { DrawSummary } from '@touchline/contracts';
import { usePageLanguage } from '@touchline/store';
import { formatDate, formatMoney } from '@touchline/ui';
import { useMembershipT } from '../messages/membership-messages';
import styles from './product-page.module.css';

/** How the next draw's date reads: "Sunday 29 November 2026, 20:00". */
export const DRAW_DATE_FORMAT = 'EEEE d MMMM yyyy, HH:mm';

/** The next draw's date and jackpot, or that no draw is open. */
export function DrawFacts({ draw, currency }: { draw: DrawSummary | null; currency: string }) {
  const t = useMembershipT();
  const language = usePageLanguage();
  if (!draw) return <p className={styles.error}>{t('drawFacts.none')}</p>;
  return (
    <dl className={styles.facts}>
      <dt>{t('drawFacts.next')}</dt>
      <dd>{formatDate(draw.draw_at, DRAW_DATE_FORMAT, language)}</dd>
      {draw.jackpot !== null && (
        <>
          <dt>{t('drawFacts.jackpot')}</dt>
          <dd>{formatMoney(draw.jackpot, currency)}</dd>
        </>
      )}
    </dl>
  );
}
