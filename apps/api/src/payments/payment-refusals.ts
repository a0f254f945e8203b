import { fail } from '../errors/domain-error';
import {
  PaymentRequestError,
  UnknownPaymentMethodError,
  WebhookSignatureError,
} from './payment-port';

/**
 * What a call to the payment port was for. The same refusal of the provider is answered by what
 * the caller was doing: saving a card, reading the card of a checkout, confirming its payment,
 * confirming on the test provider's own pages, or reading a webhook.
 */
export type PaymentCall = 'save_card' | 'read_card' | 'confirm_payment' | 'test_pages' | 'webhook';

/**
 * The one place the payment port's errors become catalogue codes: the domain error a port error
 * is answered with in that call, with the provider's text. Any other error, or a port error the
 * call does not expect, is given back as it is (a fault, answered 500): `throw
 * paymentRefusal(error, 'save_card')`.
 */
export function paymentRefusal(error: unknown, call: PaymentCall): unknown {
  if (!(error instanceof Error)) return error;
  const { message } = error;
  const unknownCard = error instanceof UnknownPaymentMethodError;
  const malformed = error instanceof PaymentRequestError;
  switch (call) {
    case 'save_card':
      return unknownCard || malformed ? fail('payment_method_invalid', { message }) : error;
    case 'read_card':
      return unknownCard
        ? fail('payment_not_accepted', {
            message,
            extra: { code: 'unknown_payment_method', decline_code: null },
          })
        : error;
    case 'confirm_payment':
      // The provider's answer to a confirmation it cannot take, whichever the reason.
      return unknownCard || malformed
        ? fail('payment_not_accepted', {
            message,
            extra: { code: 'invalid_request', decline_code: null },
          })
        : error;
    case 'test_pages':
      return unknownCard || malformed ? fail('payment_request_invalid', { message }) : error;
    case 'webhook':
      return error instanceof WebhookSignatureError ? fail('webhook_refused', { message }) : error;
  }
}
