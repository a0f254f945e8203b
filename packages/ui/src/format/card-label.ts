import type { PaymentMethod } from '@touchline/contracts';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners_club: 'Diners Club',
};

/** "Visa ending in 4242", as the account's Cards page and the checkout's card choice name a card. */
export const cardName = (card: Pick<PaymentMethod, 'brand' | 'last_four_digits'>) =>
  `${BRANDS[card.brand] ?? 'Card'} ending in ${card.last_four_digits}`;

/** "Expires 08/2029". */
export const cardExpiry = (card: Pick<PaymentMethod, 'expiration_month' | 'expiration_year'>) =>
  `Expires ${String(card.expiration_month).padStart(2, '0')}/${card.expiration_year}`;
