import type { Product } from '@touchline/contracts';
import { Button, formatDayShortYear, VisuallyHidden } from '@touchline/ui';
import { useState } from 'react';
import { bundleProblems, defaultBundleCounts, itemPrice } from '../selection/selection';
import { useMembershipT } from '../../messages/membership-messages';
import styles from './choose-plans.module.css';
import { Counter } from './counter';
import { BUNDLE_ITEMS_SHOWN, DESCRIPTION_LIMIT, priceText, truncated } from './plan-texts';

export interface BundleCardProps {
  bundle: Product;
  currency?: string;
  onSelect: (counts: Map<number, number>) => void;
}

/**
 * A bundle: its description (cut at 75 characters, Show more / Show less), validity, the plans
 * it holds with a counter each (first 5, the rest under Show more), its price for the plans
 * chosen, and the select button, disabled until the choice meets the bundle's limits.
 */
export function BundleCard({ bundle, currency, onSelect }: BundleCardProps) {
  const t = useMembershipT();
  const [counts, setCounts] = useState(() => defaultBundleCounts(bundle));
  const [fullText, setFullText] = useState(false);
  const [allPlans, setAllPlans] = useState(false);
  const plans = bundle.metadata.products ?? [];
  const shown = allPlans ? plans : plans.slice(0, BUNDLE_ITEMS_SHOWN);
  const problems = bundleProblems(bundle, counts);
  const price = itemPrice({
    key: 'preview',
    product: bundle,
    registration: null,
    bundleItems: plans.flatMap((plan) =>
      Array.from({ length: counts.get(plan.product_id) ?? 0 }, () => ({
        product_id: plan.product_id,
        name: plan.product.name,
        is_juvenile: plan.metadata.is_juvenile,
        registration: null,
      })),
    ),
  });
  const from = bundle.metadata.valid_dates?.valid_from;
  const to = bundle.metadata.valid_dates?.valid_to;
  const long = bundle.description.length > DESCRIPTION_LIMIT;
  // Ids from the data, not useId: the membership page is also rendered on the server.
  const headingId = `bundle-${bundle.product_id}`;
  const descriptionId = `${headingId}-description`;
  const plansId = `${headingId}-plans`;
  return (
    <article className={`${styles.card} ${styles.bundle}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {bundle.name}
      </h3>
      <p className={styles.description}>
        <span id={descriptionId}>
          {fullText || !long ? bundle.description : truncated(bundle.description)}
        </span>{' '}
        {long && (
          <button
            type="button"
            className={styles.linkButton}
            aria-expanded={fullText}
            aria-controls={descriptionId}
            onClick={() => setFullText(!fullText)}
          >
            {fullText ? t('bundle.showLess') : t('bundle.showMore')}
          </button>
        )}
      </p>
      {(from || to) && (
        <p className={styles.meta}>
          {from && <>{t('bundle.validFrom', { date: formatDayShortYear(from) })} </>}
          {to && t('bundle.validTo', { date: formatDayShortYear(to) })}
        </p>
      )}
      <ul id={plansId} className={styles.bundlePlans}>
        {shown.map((plan) => (
          <li key={plan.product_id} className={styles.bundlePlan}>
            <span>
              {plan.product.name}
              {plan.metadata.is_juvenile ? ` ${t('bundle.juvenile')}` : ''}
            </span>
            <Counter
              label={t('bundle.planIn', { plan: plan.product.name, bundle: bundle.name })}
              value={counts.get(plan.product_id) ?? 0}
              min={plan.metadata.bundle_item_condition.min_allowed}
              max={Math.min(
                plan.metadata.bundle_item_condition.max_allowed,
                plan.metadata.available_count ?? Number.MAX_SAFE_INTEGER,
              )}
              onChange={(value) => setCounts(new Map(counts).set(plan.product_id, value))}
            />
          </li>
        ))}
      </ul>
      {plans.length > BUNDLE_ITEMS_SHOWN && (
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={allPlans}
          aria-controls={plansId}
          onClick={() => setAllPlans(!allPlans)}
        >
          {allPlans ? t('bundle.showLess') : t('bundle.showMore')}
        </button>
      )}
      <p className={styles.price}>
        {[...counts.values()].some((count) => count > 0)
          ? priceText(price, currency, t)
          : t('bundle.priceAfterChoice')}
      </p>
      {problems[0] && <p className={styles.problem}>{problems[0]}</p>}
      {/* The name spoken starts with the words shown (WCAG 2.5.3, label in name). */}
      <Button disabled={problems.length > 0} onClick={() => onSelect(counts)}>
        {t('plan.select')}
        <VisuallyHidden> {bundle.name}</VisuallyHidden>
      </Button>
    </article>
  );
}
