import { useAppSelector } from '@touchline/store';
import { PaymentInProgressAlert, useHoldLinks, useLeaveWarning } from '@touchline/ui';
import { useState } from 'react';
import { useCheckoutT } from '../messages/checkout-messages';
import { selectCanLeaveCheckout } from './checkout-slice';

/**
 * While an order is being placed or paid, leaving is held back: links on the page open the
 * 'Please wait' alert instead, and closing or reloading the tab asks the browser's question.
 */
export function PaymentInProgressGuard() {
  const busy = !useAppSelector(selectCanLeaveCheckout);
  const [alerting, setAlerting] = useState(false);
  const t = useCheckoutT();
  useLeaveWarning(busy);
  useHoldLinks(busy, () => setAlerting(true));
  return (
    <PaymentInProgressAlert
      open={alerting && busy}
      onClose={() => setAlerting(false)}
      texts={{
        title: t('paymentInProgress.title'),
        text: t('paymentInProgress.text'),
        ok: t('paymentInProgress.ok'),
      }}
    />
  );
}
