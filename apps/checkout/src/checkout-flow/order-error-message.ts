import { ApiError } from '@touchline/api-client';
import type { PaymentRefusal } from '@touchline/contracts';
import type { Language } from '@touchline/contracts/languages';
import { paymentErrorMessage } from '../payment/payment-error-message';
import { type CheckoutT, englishT } from '../messages/checkout-messages';

const isRefusal = (body: unknown): body is PaymentRefusal =>
  typeof body === 'object' && body !== null && typeof (body as PaymentRefusal).message === 'string';

/** The server refused the checkout because the cart's total is no longer the one shown. */
export const isTotalChanged = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 409 &&
  typeof error.body === 'object' &&
  error.body !== null &&
  (error.body as { code?: unknown }).code === 'total_changed';

/**
 * What a failed checkout call says to the buyer: a refused card (402) in the catalogue's words,
 * a card the club cannot take (422) or any other refusal in the server's own words, and the
 * order fallback when there is no answer to read. The catalogue's words in `t`'s language,
 * `language`.
 */
export function orderErrorMessage(
  error: unknown,
  t: CheckoutT = englishT,
  language: Language = 'en',
): string {
  if (!(error instanceof ApiError) || error.status === 0) return t('order.submitFailed');
  const body = error.body;
  if (error.status === 402 && isRefusal(body)) {
    return paymentErrorMessage(
      {
        type: 'card_error',
        code: body.code ?? null,
        decline_code: body.decline_code ?? null,
        message: body.message,
      },
      t,
      language,
    );
  }
  if (isRefusal(body) && body.message) return body.message;
  return error.message || t('order.submitFailed');
}
