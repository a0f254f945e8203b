import type { PaymentOption } from '@touchline/contracts';
import { formatMoney } from '@touchline/ui';
import { frequencyText } from '../cart-contents/cart-item-texts';
import { type CheckoutT, englishT } from '../messages/checkout-messages';

/** "Pay in full", "3 monthly instalments", or a subscription's "€10.00 every 1 month". */
export function paymentOptionLabel(
  option: PaymentOption,
  currency: string,
  t: CheckoutT = englishT,
): string {
  switch (option.type) {
    case 'full':
      return t('paymentOptions.full');
    case 'instalment':
    case 'reducing_instalment': {
      const count = String(option.number_of_payments);
      return option.frequency === 'Weekly'
        ? t('paymentOptions.weeklyInstalments', { count })
        : t('paymentOptions.monthlyInstalments', { count });
    }
    case 'subscription':
      return `${formatMoney(option.instalment_amount, currency)} ${frequencyText(option, t)}`;
  }
}

/** The regular payment of an instalment option ("€40.00 per month"); none for the others. */
export function regularPaymentText(
  option: PaymentOption,
  currency: string,
  t: CheckoutT = englishT,
): string | null {
  if (option.type !== 'instalment' && option.type !== 'reducing_instalment') return null;
  const amount = formatMoney(option.instalment_amount, currency);
  return option.frequency === 'Weekly'
    ? t('paymentOptions.perWeek', { amount })
    : t('paymentOptions.perMonth', { amount });
}
