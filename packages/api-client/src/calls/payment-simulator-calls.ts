import type {
  TestCardBody,
  TestCardToken,
  TestIntent,
  TestSetupConfirmBody,
  TestSetupResult,
} from '@touchline/contracts';
import type { CallOptions, Http } from '../http';

/**
 * The API's offline card simulator, called by the browser in place of the card provider's
 * library (`GET /payments/config` answers `provider: 'test'`). A refused card answers 402 with
 * a `PaymentRefusal`. The answers are not checked against their contracts: the simulator runs in
 * development and tests only, so its schemas stay out of the generated validators.
 */
export function createPaymentSimulatorCalls(http: Http) {
  return {
    /** `POST /payments/test/confirmation-tokens`: a card becomes a confirmation token. */
    createTestConfirmationToken: (body: TestCardBody, { signal }: CallOptions = {}) =>
      http<TestCardToken>('/payments/test/confirmation-tokens', {
        method: 'POST',
        body,
        signal,
        auth: 'none',
      }),

    /** `GET /payments/test/payment-intents?client_secret=`: where a payment stands. */
    getTestPaymentIntent: (clientSecret: string, { signal }: CallOptions = {}) =>
      http<TestIntent>('/payments/test/payment-intents', {
        query: { client_secret: clientSecret },
        signal,
        auth: 'none',
        cache: 'no-store',
      }),

    /** `POST /payments/test/setup-intents/confirm`: a card saved for later payments. */
    confirmTestSetupIntent: (body: TestSetupConfirmBody, { signal }: CallOptions = {}) =>
      http<TestSetupResult>('/payments/test/setup-intents/confirm', {
        method: 'POST',
        body,
        signal,
        auth: 'none',
      }),
  };
}

export type PaymentSimulatorCalls = ReturnType<typeof createPaymentSimulatorCalls>;
