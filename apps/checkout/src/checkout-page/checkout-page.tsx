import { selectCartIsEmpty, useAppSelector } from '@touchline/store';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { visuallyHiddenClass } from '@touchline/ui';
import { useCart } from '../cart/use-cart';
import { PaymentInProgressGuard } from '../checkout-flow/payment-in-progress-guard';
import { useCheckoutFlow } from '../checkout-flow/use-checkout-flow';
import { CartContents } from '../cart-contents/cart-contents';
import { DiscountCode } from '../discount-code/discount-code';
import { useCheckoutT } from '../messages/checkout-messages';
import { AccountPanel } from './account-panel';
import { CheckoutTotals } from './checkout-totals';
import styles from './checkout-page.module.css';
import { PaymentOptions } from './payment-options';
import { PaymentPanel } from './payment-panel';

/** /checkout: the cart on the left, the buyer, totals and payment on the right. */
export function CheckoutPage() {
  const t = useCheckoutT();
  const cart = useCart();
  const empty = useAppSelector(selectCartIsEmpty);
  const flow = useCheckoutFlow();
  useAuthenticationReturn(flow.authenticationReturned);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('checkout.title')}</h1>
      <div className={styles.columns}>
        <section className={styles.cart} aria-labelledby="checkout-cart">
          <h2 id="checkout-cart" className={visuallyHiddenClass}>
            {t('checkout.yourCart')}
          </h2>
          <CartContents
            cart={cart}
            emptyText={t('checkout.empty')}
            renderItemExtra={(item) => (
              <PaymentOptions item={item} currency={cart?.currency ?? 'EUR'} />
            )}
          />
        </section>
        <aside className={styles.panel} aria-label={t('checkout.payment')}>
          <AccountPanel />
          {cart && !empty && <DiscountCode cart={cart} />}
          {cart && !empty && <CheckoutTotals cart={cart} />}
          <PaymentPanel cart={cart} flow={flow} />
        </aside>
      </div>
      <PaymentInProgressGuard />
    </div>
  );
}

/** Once, on return from the bank's step: the outcome, then the address without its parameters. */
function useAuthenticationReturn(returned: (redirectStatus: string) => void) {
  const [params, setParams] = useSearchParams();
  const redirectStatus = params.get('redirect_status');
  useEffect(() => {
    if (!redirectStatus) return;
    setParams({}, { replace: true });
    returned(redirectStatus);
  }, [redirectStatus, returned, setParams]);
}
