import type { ProviderError } from './card-payment';
import {
  PAYMENT_DATA_MISSING,
  PAYMENT_ERROR_NOTIFICATION,
  PAYMENT_FAILED_RETRY,
  PAYMENT_NOT_SUCCESSFUL,
  PAYMENT_SETUP_FAILED,
  paymentErrorMessage,
} from './payment-error-message';

const refusal = (overrides: Partial<ProviderError>): ProviderError => ({
  type: 'card_error',
  code: null,
  decline_code: null,
  message: '',
  ...overrides,
});

describe('paymentErrorMessage', () => {
  it('words a request the provider could not take as the catalogue does', () => {
    expect(
      paymentErrorMessage(
        refusal({
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: 'This PaymentIntent could not be confirmed.',
        }),
      ),
    ).toBe(
      'There was an issue processing your payment. Please try again or use a different payment method.',
    );
  });

  it('words a generic decline as the catalogue does', () => {
    expect(
      paymentErrorMessage(
        refusal({
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        }),
      ),
    ).toBe(
      'There appears to be a problem with your card, please check details and re enter or contact your bank if problem persists',
    );
  });

  it("gives any other card error in the provider's words", () => {
    expect(
      paymentErrorMessage(
        refusal({
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        }),
      ),
    ).toBe('Your card has insufficient funds.');
    expect(
      paymentErrorMessage(
        refusal({ code: 'incorrect_cvc', message: "Your card's security code is incorrect." }),
      ),
    ).toBe("Your card's security code is incorrect.");
  });

  it("gives other errors in the provider's words, or the order fallback without any", () => {
    expect(
      paymentErrorMessage(
        refusal({ type: 'api_connection_error', message: 'Network error, please retry.' }),
      ),
    ).toBe('Network error, please retry.');
    expect(paymentErrorMessage(refusal({ type: 'api_error', message: '  ' }))).toBe(
      'An error occurred while attempting to submit your order.',
    );
    expect(paymentErrorMessage(refusal({ message: '' }))).toBe(
      'An error occurred while attempting to submit your order.',
    );
  });
});

describe('the payment messages of the catalogue', () => {
  it('reads them letter for letter', () => {
    expect(PAYMENT_NOT_SUCCESSFUL).toBe('Payment was not successful');
    expect(PAYMENT_FAILED_RETRY).toBe('Payment failed. Please try again.');
    expect(PAYMENT_ERROR_NOTIFICATION).toBe('An error occurred during payment.');
    expect(PAYMENT_DATA_MISSING).toBe('Missing necessary payment data. Please try again later.');
    expect(PAYMENT_SETUP_FAILED).toBe('Failed to initialize payment. Please try again later.');
  });
});
