import type { IntentStatus, PaymentErrorBody } from '@touchline/contracts';
import type { ReactNode } from 'react';

/** A refusal as the card provider words it (`card_error` with a decline code, ...). */
export type ProviderError = PaymentErrorBody;

export type ConfirmationTokenResult =
  | {
      ok: true;
      token: string;
      /** The card's funding (`credit`, `debit`, ...) when the provider tells it. */
      funding?: string | null;
    }
  | { ok: false; error: ProviderError };

/** Where a payment stands after the browser's part (3-D Secure) or on return from it. */
export interface IntentOutcome {
  status: IntentStatus;
  error: ProviderError | null;
}

export type CardPaymentStatus = 'loading' | 'ready' | 'failed';

/**
 * The card payment port as the checkout page sees it: the provider's card entry, the token made
 * from the entered card (the API confirms the payment with it), and the browser's steps when the
 * bank asks for authentication. Adapters: the provider's library (`stripe`) and the API's offline
 * simulator (`test`), chosen by `GET /payments/config`.
 */
export interface CardPayment {
  status: CardPaymentStatus;
  /** 'Failed to initialize payment. Please try again later.' and the like, when status is failed. */
  setupError: string | null;
  /** The card entry to render (null until ready). */
  entry: ReactNode;
  /** The entered card is complete and valid. */
  complete: boolean;
  /** The entry is being changed (the pay button waits). */
  updating: boolean;
  /** Makes a confirmation token from the entered card. */
  createConfirmationToken(): Promise<ConfirmationTokenResult>;
  /**
   * The bank asks for authentication (`requires_action`): the provider's step, which may leave
   * the page for `returnUrl` (then this never resolves) or resolve with the outcome.
   * `redirectUrl` is the checkout answer's `next_action.redirect_url`, where the simulator's
   * authentication page is (the provider's library finds its own step from the secret).
   */
  handleNextAction(
    clientSecret: string,
    returnUrl: string,
    redirectUrl?: string | null,
  ): Promise<IntentOutcome>;
  /** On return to `returnUrl` (`payment_intent_client_secret` in the address): the payment's state. */
  retrieveIntent(clientSecret: string): Promise<IntentOutcome>;
}

export interface CardPaymentOptions {
  /** Amount to pay today in cents, and its currency (the provider's element shows wallets by it). */
  amount: number;
  currency: string;
  /** The club's connected payment account, if any. */
  onBehalfOf?: string | null;
  /** Disable the entry while a payment is in flight. */
  disabled: boolean;
  /**
   * The card is kept for later off-session payments: the provider's entry must say so (its
   * wording and the token have to match the payment the API creates).
   */
  saveCard?: boolean;
}
