import type { PaymentMethod } from '@touchline/contracts';
import type { Translate } from '@touchline/i18n';

type CardTextId = 'paymentMethods.cardName' | 'paymentMethods.cardExpiry';

/**
 * How the account's card pages name a saved card: "Visa ending in 4242". The brand names stay
 * as they are in every language; a brand the catalogue does not name is "Card".
 */
export const cardNameText = (
  t: Translate<CardTextId>,
  card: Pick<PaymentMethod, 'brand' | 'last_four_digits'>,
) => t('paymentMethods.cardName', { brand: card.brand, digits: card.last_four_digits });

/** "Expires 08/2029". */
export const cardExpiryText = (
  t: Translate<CardTextId>,
  card: Pick<PaymentMethod, 'expiration_month' | 'expiration_year'>,
) =>
  t('paymentMethods.cardExpiry', {
    date: `${String(card.expiration_month).padStart(2, '0')}/${card.expiration_year}`,
  });
