import type { DrawSummary, Product } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { selectClubAccount, selectClubSlug, useAppSelector } from '@touchline/store';
import { formatMoney } from '@touchline/ui';
import { useId, useState } from 'react';
import { useMembershipT } from '../messages/membership-messages';
import { AddToCartActions, PriceOptionField, usePriceOption } from '../products/buy-controls';
import { DrawProductPage } from '../products/draw-product-page';
import styles from '../products/product-page.module.css';
import { useAddToCart } from '../products/use-add-to-cart';
import { useCatalogue } from '../products/use-catalogue';
import { isLineComplete, picksNumbers, priceOptions, prizeTiers, resizeLines } from './lotto-lines';
import { NumberPicker } from './number-picker';

/** `products/lotto/{slug}`: the club lotto, behind the age gate. */
export function LottoPage() {
  const t = useMembershipT();
  return (
    <DrawProductPage
      type="Lotto"
      fallbackTitle={t('lotto.title')}
      moreFacts={(product, currency) => <PrizeTiers product={product} currency={currency} />}
      entry={(product, draw, currency) => (
        <LottoEntry product={product} draw={draw} currency={currency} />
      )}
    />
  );
}

/** The prize tiers, each with what it pays when the club has set an amount. */
function PrizeTiers({ product, currency }: { product: Product; currency: string }) {
  const t = useMembershipT();
  const headingId = useId();
  const tiers = prizeTiers(product);
  if (tiers.length === 0) return null;
  return (
    <>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('product.prizes')}
      </h2>
      <ul aria-labelledby={headingId}>
        {tiers.map(({ name, amount }) => (
          <li key={name}>{amount === null ? name : `${name}: ${formatMoney(amount, currency)}`}</li>
        ))}
      </ul>
    </>
  );
}

/** What each number type asks of the player when there is nothing to pick. */
function NoPickText({ draw }: { draw: DrawSummary }) {
  const t = useMembershipT();
  return <p>{draw.number_type === 'Lucky Dip' ? t('lotto.luckyDip') : t('lotto.noPick')}</p>;
}

interface LottoEntryProps {
  product: Product;
  draw: DrawSummary;
  currency: string;
}

function LottoEntry({ product, draw, currency }: LottoEntryProps) {
  const t = useMembershipT();
  const options = priceOptions(product);
  const { option, choose } = usePriceOption(options);
  const picking = picksNumbers(draw);
  const [lines, setLines] = useState<number[][]>(() => resizeLines([], option.lines));
  const [autoRenew, setAutoRenew] = useState(false);
  const [quickPicking, setQuickPicking] = useState<number | null>(null);
  const club = useAppSelector(selectClubSlug);
  const canQuickPick = useAppSelector(selectClubAccount)?.features.can_quick_pick ?? true;
  const catalogue = useCatalogue();
  const notify = useNotify();
  const { add, adding, canBuy } = useAddToCart();
  const renewId = useId();

  const shown = resizeLines(lines, option.lines);
  const complete = !picking || shown.every((line) => isLineComplete(line, draw));
  // From the latest lines: a quick pick may answer after other lines changed.
  const setLine = (index: number, line: number[]) =>
    setLines((latest) =>
      resizeLines(latest, Math.max(latest.length, index + 1)).map((other, at) =>
        at === index ? line : other,
      ),
    );

  const quickPick = async (index: number) => {
    if (!club) return;
    setQuickPicking(index);
    try {
      const answer = await catalogue.getQuickPick(club, draw.draw_id, { lines: 1 });
      setLine(index, answer.numbers);
    } catch {
      notify.danger(t('lotto.quickPickFailed'));
    } finally {
      setQuickPicking(null);
    }
  };

  const addEntry = () =>
    add([
      {
        product_id: product.product_id,
        metadata: {
          configurable_price: { title: option.title },
          ...(picking ? { pick: shown } : {}),
          auto_renewal: autoRenew,
        },
      },
    ]);

  return (
    <>
      <div className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('lotto.yourEntry')}</h2>
        <PriceOptionField
          label={t('lotto.linesAndDraws')}
          options={options}
          option={option}
          choose={choose}
          currency={currency}
        >
          <p className={styles.hint}>
            {t('lotto.linesForDraws', { lines: option.lines, draws: option.draws })}
          </p>
        </PriceOptionField>
        {picking ? (
          shown.map((line, index) => (
            <NumberPicker
              key={index}
              index={index}
              draw={draw}
              line={line}
              onChange={(next) => setLine(index, next)}
              onQuickPick={canQuickPick ? () => void quickPick(index) : undefined}
              quickPicking={quickPicking === index}
            />
          ))
        ) : (
          <NoPickText draw={draw} />
        )}
        <div className={styles.field}>
          <label htmlFor={renewId}>
            <input
              id={renewId}
              type="checkbox"
              checked={autoRenew}
              aria-describedby={`${renewId}-hint`}
              onChange={(event) => setAutoRenew(event.target.checked)}
            />{' '}
            <span className={styles.label}>{t('lotto.autoRenew')}</span>
          </label>
          <p id={`${renewId}-hint`} className={styles.hint}>
            {t('lotto.autoRenewHint')}
          </p>
        </div>
      </div>
      <div className={styles.section}>
        <div className={styles.totals}>
          <p>
            {t('lotto.pricePerLine', {
              price: formatMoney(Math.round(option.price / option.lines), currency),
            })}
          </p>
          <p className={styles.total}>
            {t('product.total', { price: formatMoney(option.price, currency) })}
          </p>
        </div>
        <AddToCartActions canBuy={canBuy} adding={adding} disabled={!complete} onAdd={addEntry}>
          {!complete && <p className={styles.hint}>{t('lotto.completeEveryLine')}</p>}
        </AddToCartActions>
      </div>
    </>
  );
}
