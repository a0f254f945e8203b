import type { ShoppingCart } from '@touchline/contracts';
import { formatMoney } from '@touchline/ui';
import { useCheckoutT } from '../messages/checkout-messages';
import styles from './cart-sheet.module.css';

/** Today's Subtotal, Discount (only when there is one) and Total. */
export function CartSheetTotals({ cart }: { cart: ShoppingCart }) {
  const t = useCheckoutT();
  const { subtotal, discount, total } = cart.pay_today;
  return (
    <dl className={styles.totals}>
      <div className={styles.row}>
        <dt>{t('totals.subtotal')}</dt>
        <dd>{formatMoney(subtotal, cart.currency)}</dd>
      </div>
      {discount !== 0 && (
        <div className={styles.row}>
          <dt>{t('totals.discount')}</dt>
          <dd>{formatMoney(-discount, cart.currency)}</dd>
        </div>
      )}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>{t('totals.total')}</dt>
        <dd>{formatMoney(total, cart.currency)}</dd>
      </div>
    </dl>
  );
}
