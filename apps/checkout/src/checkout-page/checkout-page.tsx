import { selectCartIsEmpty, useAppSelector } from '@touchline/store';
import { Button } from '@touchline/ui';
import { useCart } from '../cart/use-cart';
import { CartContents } from '../cart-contents/cart-contents';
import { AccountPanel } from './account-panel';
import { CheckoutTotals } from './checkout-totals';
import styles from './checkout-page.module.css';
import { PaymentOptions } from './payment-options';

export const CHECKOUT_EMPTY_TEXT = 'Your cart is empty';

/** /checkout: the cart on the left, the buyer, totals and payment on the right. */
export function CheckoutPage() {
  const cart = useCart();
  const empty = useAppSelector(selectCartIsEmpty);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Checkout</h1>
      <div className={styles.columns}>
        <section className={styles.cart} aria-labelledby="checkout-cart">
          <h2 id="checkout-cart" className={styles.visuallyHidden}>
            Your cart
          </h2>
          <CartContents
            cart={cart}
            emptyText={CHECKOUT_EMPTY_TEXT}
            renderItemExtra={(item) => (
              <PaymentOptions item={item} currency={cart?.currency ?? 'EUR'} />
            )}
          />
        </section>
        <aside className={styles.panel} aria-label="Payment">
          <AccountPanel />
          {cart && !empty && <CheckoutTotals cart={cart} />}
          <section className={styles.panelSection} aria-labelledby="checkout-payment">
            <h2 id="checkout-payment" className={styles.panelHeading}>
              Payment
            </h2>
            <p className={styles.note}>Card payment is not available on this site yet.</p>
            <Button disabled className={styles.payNow}>
              Pay Now
            </Button>
          </section>
        </aside>
      </div>
    </div>
  );
}
