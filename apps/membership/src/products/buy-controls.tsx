import { CHECKOUT_DISABLED, type ConfigurablePrice } from '@touchline/contracts';
import { Button, formatMoney } from '@touchline/ui';
import { useId, useState, type ReactNode } from 'react';
import { useMembershipT } from '../messages/membership-messages';
import styles from './product-page.module.css';

/** The option chosen among a product's priced options (never empty): the first until another. */
export function usePriceOption(options: ConfigurablePrice[]) {
  const [title, setTitle] = useState(options[0]!.title);
  const option = options.find((candidate) => candidate.title === title) ?? options[0]!;
  return { option, choose: setTitle };
}

/** A select of the priced options, each with its price; `children` shows under it (a hint). */
export function PriceOptionField({
  label,
  options,
  option,
  choose,
  currency,
  children,
}: {
  label: string;
  options: ConfigurablePrice[];
  option: ConfigurablePrice;
  choose: (title: string) => void;
  currency: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={option.title}
        onChange={(event) => choose(event.target.value)}
      >
        {options.map((candidate) => (
          <option key={candidate.title} value={candidate.title}>
            {candidate.title} – {formatMoney(candidate.price, currency)}
          </option>
        ))}
      </select>
      {children}
    </div>
  );
}

/**
 * The add-to-cart button (with `children` beside it), or why nothing can be bought here when
 * the site's checkout is off.
 */
export function AddToCartActions({
  canBuy,
  adding,
  disabled,
  onAdd,
  children,
}: {
  canBuy: boolean;
  adding: boolean;
  disabled?: boolean;
  onAdd: () => void;
  children?: ReactNode;
}) {
  const t = useMembershipT();
  if (!canBuy) return <p className={styles.hint}>{CHECKOUT_DISABLED}</p>;
  return (
    <div className={styles.actions}>
      <Button loading={adding} disabled={disabled} onClick={onAdd}>
        {t('product.addToCart')}
      </Button>
      {children}
    </div>
  );
}

/** What shows in place of buying once the stock is gone: `hint` says what else to do. */
export function SoldOutSection({ hint, children }: { hint: string; children?: ReactNode }) {
  const t = useMembershipT();
  return (
    <div className={styles.section}>
      <p className={styles.soldOut}>{t('product.soldOut')}</p>
      <p className={styles.hint}>{hint}</p>
      {children}
    </div>
  );
}
