import type { Product } from '@touchline/contracts';
import { Button, VisuallyHidden } from '@touchline/ui';
import { useState } from 'react';
import { useMembershipT } from '../../messages/membership-messages';
import styles from './choose-plans.module.css';
import { Counter } from './counter';
import { planBadge, priceText, rhythmText, validityText } from './plan-texts';

export interface PlanCardProps {
  plan: Product;
  currency?: string;
  /** Copies of the plan selected so far. */
  selected: number;
  onSelect: (count: number) => void;
  onDeselect: () => void;
}

/** The most copies of a plan chosen in one go (places left are checked on select). */
export const MAX_AT_ONCE = 10;

/** A plan: its texts, badge, price, and the select button with its quantity counter. */
export function PlanCard({ plan, currency, selected, onSelect, onDeselect }: PlanCardProps) {
  const t = useMembershipT();
  const [count, setCount] = useState(1);
  const badge = planBadge(plan, t);
  const validity = validityText(plan, t);
  const rhythm = rhythmText(plan, t);
  const soldOut = plan.metadata.sold_out || plan.metadata.available_count === 0;
  const headingId = `plan-${plan.product_id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {plan.name}
      </h3>
      {badge && <p className={styles.badge}>{badge}</p>}
      <p className={styles.description}>{plan.description}</p>
      {validity && <p className={styles.meta}>{validity}</p>}
      <p className={styles.price}>
        {priceText(plan.price, currency, t)}
        {rhythm && <span className={styles.rhythm}> {rhythm}</span>}
      </p>
      {soldOut ? (
        <Button variant="outline" disabled>
          {t('plan.soldOut')}
        </Button>
      ) : (
        <div className={styles.cardActions}>
          <Counter
            label={t('plan.places', { name: plan.name })}
            value={count}
            min={1}
            max={MAX_AT_ONCE}
            onChange={setCount}
          />
          {/* The name spoken starts with the words shown (WCAG 2.5.3, label in name). */}
          <Button onClick={() => onSelect(count)}>
            {t('plan.select')}
            <VisuallyHidden> {plan.name}</VisuallyHidden>
          </Button>
        </div>
      )}
      {selected > 0 && (
        <div className={styles.cardActions}>
          <p className={styles.selected}>{t('plan.selected', { count: selected })}</p>
          <Button variant="text" onClick={onDeselect}>
            {t('plan.remove', { name: plan.name })}
          </Button>
        </div>
      )}
    </article>
  );
}
