import type { Language } from '@touchline/contracts/languages';
import {
  type CheckoutMessageId,
  type CheckoutT,
  englishT,
  englishText,
} from '../messages/checkout-messages';
import type { ProviderError } from './card-payment';

// The payment messages of the error catalogue, letter for letter (English; the page's language
// comes from the checkout's catalogue, under the same texts).

/** The notification's title when a payment fails (the reason shows under the card entry). */
export const PAYMENT_ERROR_NOTIFICATION = englishText('paymentError.notification');
/** The payment intent did not succeed and the provider gave no reason. */
export const PAYMENT_NOT_SUCCESSFUL = englishText('paymentError.notSuccessful');
/** Back from the bank's authentication step without success and without a message. */
export const PAYMENT_FAILED_RETRY = englishText('paymentError.failedRetry');
/** The amount or currency to pay is missing: the card entry cannot be set up. */
export const PAYMENT_DATA_MISSING = englishText('paymentError.dataMissing');
/** The provider's configuration or library could not be loaded. */
export const PAYMENT_SETUP_FAILED = englishText('paymentError.setupFailed');

/**
 * The card errors the provider words in English only (its library has no Irish): by decline code
 * or error code, the catalogue's words for a page in another language.
 */
const CARD_ERRORS: ReadonlyMap<string, CheckoutMessageId> = new Map([
  ['insufficient_funds', 'paymentError.card.insufficientFunds'],
  ['expired_card', 'paymentError.card.expired'],
  ['incorrect_cvc', 'paymentError.card.securityCodeIncorrect'],
  ['invalid_cvc', 'paymentError.card.securityCodeInvalid'],
  ['incorrect_number', 'paymentError.card.numberIncorrect'],
  ['invalid_number', 'paymentError.card.numberInvalid'],
  ['invalid_expiry_month', 'paymentError.card.expiryMonthInvalid'],
  ['invalid_expiry_year', 'paymentError.card.expiryYearInvalid'],
  ['processing_error', 'paymentError.card.processingError'],
  ['card_velocity_exceeded', 'paymentError.card.tooManyAttempts'],
  ['authentication_required', 'paymentError.card.authenticationRequired'],
  ['lost_card', 'paymentError.card.declined'],
  ['stolen_card', 'paymentError.card.declined'],
  ['do_not_honor', 'paymentError.card.declined'],
  ['card_declined', 'paymentError.card.declined'],
]);

// A Map, not an object: a code the provider sends is data, and must not find `constructor`.
const cardErrorOf = (error: ProviderError): CheckoutMessageId | undefined =>
  (error.decline_code ? CARD_ERRORS.get(error.decline_code) : undefined) ??
  (error.code ? CARD_ERRORS.get(error.code) : undefined);

/**
 * What the buyer reads for a provider's refusal: a request the provider could not take and a
 * generic decline in the catalogue's words, any other card error (insufficient funds, expired
 * card, ...) in the provider's own words, and anything else in the provider's words or the
 * fallback. The catalogue's words in `t`'s language, `language`: on a page in another language
 * than English a card error the catalogue knows is in its words, as the provider's are English.
 */
export function paymentErrorMessage(
  error: ProviderError,
  t: CheckoutT = englishT,
  language: Language = 'en',
): string {
  if (error.type === 'invalid_request_error') return t('paymentError.invalidRequest');
  if (error.decline_code === 'generic_decline') return t('paymentError.genericDecline');
  const known = language === 'en' ? undefined : cardErrorOf(error);
  if (known) return t(known);
  const message = error.message.trim();
  // The last resort when the provider's error carries no message.
  return message || t('order.submitFailed');
}
