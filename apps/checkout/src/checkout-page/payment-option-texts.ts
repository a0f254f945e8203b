import type { PaymentOption } from '@touchline/contracts';
import { formatMoney } from '@touchline/ui';
import { frequencyText } from '../cart-contents/cart-item-texts';

export const PAY_IN_FULL = 'Pay in full';

/** "Pay in full", "3 monthly instalments", or a subscription's "€10.00 every 1 month". */
export function paymentOptionLabel(option: PaymentOption, currency: string): string {
  switch (option.type) {
    case 'full':
      return PAY_IN_FULL;
    case 'instalment':
    case 'reducing_instalment': {
      const period = option.frequency === 'Weekly' ? 'weekly' : 'monthly';
      return `${option.number_of_payments} ${period} instalments`;
    }
    case 'subscription':
      return `${formatMoney(option.instalment_amount, currency)} ${frequencyText(option)}`;
  }
}

/** The regular payment of an instalment option ("€40.00 per month"); none for the others. */
export function regularPaymentText(option: PaymentOption, currency: string): string | null {
  if (option.type !== 'instalment' && option.type !== 'reducing_instalment') return null;
  const period = option.frequency === 'Weekly' ? 'week' : 'month';
  return `${formatMoney(option.instalment_amount, currency)} per ${period}`;
}
