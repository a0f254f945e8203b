import type { ProviderError } from './card-payment';

// The payment messages of the error catalogue, letter for letter.

/** The notification's title when a payment fails (the reason shows under the card entry). */
export const PAYMENT_ERROR_NOTIFICATION = 'An error occurred during payment.';
/** The payment intent did not succeed and the provider gave no reason. */
export const PAYMENT_NOT_SUCCESSFUL = 'Payment was not successful';
/** Back from the bank's authentication step without success and without a message. */
export const PAYMENT_FAILED_RETRY = 'Payment failed. Please try again.';
/** The amount or currency to pay is missing: the card entry cannot be set up. */
export const PAYMENT_DATA_MISSING = 'Missing necessary payment data. Please try again later.';
/** The provider's configuration or library could not be loaded. */
export const PAYMENT_SETUP_FAILED = 'Failed to initialize payment. Please try again later.';

export const INVALID_REQUEST_MESSAGE =
  'There was an issue processing your payment. Please try again or use a different payment method.';
export const GENERIC_DECLINE_MESSAGE =
  'There appears to be a problem with your card, please check details and re enter or contact your bank if problem persists';
/** The last resort when the provider's error carries no message. */
export const PAYMENT_FALLBACK_MESSAGE = 'An error occurred while attempting to submit your order.';

/**
 * What the buyer reads for a provider's refusal: a request the provider could not take and a
 * generic decline in the catalogue's words, any other card error (insufficient funds, expired
 * card, ...) in the provider's own words, and anything else in the provider's words or the
 * fallback.
 */
export function paymentErrorMessage(error: ProviderError): string {
  if (error.type === 'invalid_request_error') return INVALID_REQUEST_MESSAGE;
  if (error.decline_code === 'generic_decline') return GENERIC_DECLINE_MESSAGE;
  const message = error.message.trim();
  return message || PAYMENT_FALLBACK_MESSAGE;
}
