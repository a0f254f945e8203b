import { type CheckoutT, englishT, englishText } from '../messages/checkout-messages';
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
 * What the buyer reads for a provider's refusal: a request the provider could not take and a
 * generic decline in the catalogue's words, any other card error (insufficient funds, expired
 * card, ...) in the provider's own words, and anything else in the provider's words or the
 * fallback. The catalogue's words in `t`'s language.
 */
export function paymentErrorMessage(error: ProviderError, t: CheckoutT = englishT): string {
  if (error.type === 'invalid_request_error') return t('paymentError.invalidRequest');
  if (error.decline_code === 'generic_decline') return t('paymentError.genericDecline');
  const message = error.message.trim();
  // The last resort when the provider's error carries no message.
  return message || t('order.submitFailed');
}
