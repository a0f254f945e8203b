import type { Product } from '@touchline/contracts';
import { WAKE_WHEN_STORED } from '@touchline/federation';
import { useNotify } from '@touchline/notifications';
import { selectClubAccount, useAppSelector } from '@touchline/store';
import { SkeletonLines } from '@touchline/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMembershipT } from '../../messages/membership-messages';
import { useMembership } from '../state/membership-context';
import {
  deselectPlan,
  SELECTED_PLANS_KEY,
  selectBundle,
  selectPlan,
  type SelectResult,
} from '../selection/selection';
import { BundleCard } from './bundle-card';
import styles from './choose-plans.module.css';
import { PlanCard } from './plan-card';
import { ProgrammePanel } from './programme-panel';
import { SummaryPanel } from './summary-panel';

export const DETAILS_PATH = '/products/membership/details';

/**
 * Step 1: an accordion of the club's open programmes (`?id=` shows one; a single programme
 * opens by itself), their plan and bundle cards, and the summary of the selection.
 */
export function ChoosePlansPage() {
  const { programmes, selecteds, setSelecteds } = useMembership();
  const t = useMembershipT();
  const currency = useAppSelector(selectClubAccount)?.currency;
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [lastAdded, setLastAdded] = useState(0);
  const only = Number(params.get('id'));
  const shown = (programmes ?? []).filter((programme) => !only || programme.program_id === only);

  const apply = (result: SelectResult) => {
    if (!result.ok) {
      notify.danger(result.message);
      return;
    }
    setSelecteds(result.selecteds);
    setLastAdded((count) => count + 1);
  };

  const cards = (products: Product[]) => (
    <div className={styles.cards}>
      {products.map((product) =>
        product.type === 'Bundle' ? (
          <BundleCard
            key={product.product_id}
            bundle={product}
            currency={currency}
            onSelect={(counts) => apply(selectBundle(selecteds, product, counts))}
          />
        ) : (
          <PlanCard
            key={product.product_id}
            plan={product}
            currency={currency}
            selected={
              selecteds.filter(
                (item) => !item.bundleItems && item.product.product_id === product.product_id,
              ).length
            }
            onSelect={(count) => apply(selectPlan(selecteds, product, count))}
            onDeselect={() => setSelecteds(deselectPlan(selecteds, product.product_id))}
          />
        ),
      )}
    </div>
  );

  return (
    // A visitor's stored selection changes the page's first render in the browser: when there
    // is one, the page's code loads at once instead of at the visitor's first input.
    <div className={styles.page} {...{ [WAKE_WHEN_STORED]: SELECTED_PLANS_KEY }}>
      <div className={styles.main}>
        <h1 className={styles.title}>{t('plans.title')}</h1>
        {programmes === null ? (
          <SkeletonLines count={4} />
        ) : shown.length === 0 ? (
          <p>{t('plans.none')}</p>
        ) : (
          shown.map((programme) => (
            <ProgrammePanel
              key={programme.program_id}
              programme={programme}
              initiallyOpen={shown.length === 1}
            >
              {cards}
            </ProgrammePanel>
          ))
        )}
      </div>
      <SummaryPanel
        lastAdded={lastAdded}
        currency={currency}
        onContinue={() => navigate(DETAILS_PATH)}
      />
    </div>
  );
}
