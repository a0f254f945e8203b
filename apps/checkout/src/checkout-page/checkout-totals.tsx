import type { CartDiscountLine, ShoppingCart } from '@touchline/contracts';
import { formatMoney } from '@touchline/ui';
import { useId, useState } from 'react';
import { useCheckoutT } from '../messages/checkout-messages';
import styles from './checkout-page.module.css';

/** Every discount on today's payment: codes, multi-product and shop item discounts. */
export const discountLines = (cart: ShoppingCart): CartDiscountLine[] =>
  [...cart.discount_codes, ...cart.multiproduct_discounts, ...cart.shop_item_discounts].filter(
    (line) => line.amount > 0,
  );

/** Subtotal, an expandable Discounts line (each discount negative), Total, and what is paid later. */
export function CheckoutTotals({ cart }: { cart: ShoppingCart }) {
  const t = useCheckoutT();
  const [expanded, setExpanded] = useState(false);
  const linesId = useId();
  const { subtotal, discount, total } = cart.pay_today;
  const lines = discountLines(cart);
  // What the items paid over time still cost after today (each item shows its dates).
  const later = cart.totals.total - total;
  const money = (cents: number) => formatMoney(cents, cart.currency);
  return (
    <div className={styles.totals}>
      <div className={styles.row}>
        <span>{t('totals.subtotal')}</span>
        <span>{money(subtotal)}</span>
      </div>
      {discount > 0 && (
        <div>
          <div className={styles.row}>
            <button
              type="button"
              className={styles.discountToggle}
              aria-expanded={expanded}
              aria-controls={linesId}
              onClick={() => setExpanded((open) => !open)}
            >
              {t('totals.discounts')}
            </button>
            <span>{money(-discount)}</span>
          </div>
          <ul id={linesId} className={styles.discountLines} hidden={!expanded}>
            {lines.map((line, index) => (
              <li key={`${line.name}-${index}`} className={styles.row}>
                <span>
                  {line.name}
                  {line.reason && <span className={styles.discountReason}>{line.reason}</span>}
                </span>
                <span>{money(-line.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={`${styles.row} ${styles.total}`}>
        <span>{t('totals.total')}</span>
        <span>{money(total)}</span>
      </div>
      {later > 0 && (
        <div className={styles.row}>
          <span>{t('totals.laterPayments')}</span>
          <span>{money(later)}</span>
        </div>
      )}
    </div>
  );
}
