import type { CardPayment, ConfirmationTokenResult, IntentOutcome } from '../payment/card-payment';

/** A card payment port that answers as told: a complete card by default. */
export function fakeCardPayment(overrides: Partial<CardPayment> = {}): CardPayment & {
  createConfirmationToken: jest.Mock<Promise<ConfirmationTokenResult>, []>;
  handleNextAction: jest.Mock<Promise<IntentOutcome>, [string, string, string | null]>;
  retrieveIntent: jest.Mock<Promise<IntentOutcome>, [string]>;
} {
  return {
    status: 'ready',
    setupError: null,
    entry: <p>Card entry</p>,
    complete: true,
    updating: false,
    createConfirmationToken: jest.fn(async () => ({
      ok: true as const,
      token: 'ctoken_test_1234',
    })),
    handleNextAction: jest.fn(async () => ({ status: 'succeeded' as const, error: null })),
    retrieveIntent: jest.fn(async () => ({ status: 'succeeded' as const, error: null })),
    ...overrides,
  } as never;
}
