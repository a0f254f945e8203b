/**
 * Card payments behind one port, with an adapter chosen by configuration (`PAYMENT_PROVIDER`).
 *
 * Exported API:
 * - `PaymentPort`: payment intents (create, confirm, retrieve, cancel), setup intents for saving
 *   a card, saved cards (inspect, detach, charge off-session), confirmation tokens (what the
 *   browser makes from a card), refunds of a captured payment (all or part of it) and webhook
 *   parsing.
 * - `createPaymentPort(config, db)` (in `create-payment-port.ts`): the offline `test` simulator
 *   (default) or Stripe.
 *
 * Amounts are integer cents; currencies lower-case ISO codes (`eur`).
 */

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export type CardFunding = 'credit' | 'debit' | 'prepaid' | 'unknown';

/** What a card shows on a receipt, and what the rules about cards need. */
export interface CardDetails {
  readonly brand: string;
  readonly lastFour: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly funding: CardFunding;
}

/** A refusal, shaped like the provider's (`card_error` with a decline code, ...). */
export interface PaymentError {
  readonly type: 'card_error' | 'invalid_request_error' | 'api_error';
  readonly code: string | null;
  readonly declineCode: string | null;
  readonly message: string;
}

export interface IntentState {
  readonly id: string;
  readonly clientSecret: string;
  readonly status: IntentStatus;
  readonly amount: number;
  readonly currency: string;
  /** The card used, once the intent has been confirmed with one. */
  readonly card: CardDetails | null;
  /** The saved-card reference, when the card was saved for later (`setup_future_usage`). */
  readonly paymentMethodId: string | null;
  /** The last refusal, while the intent waits for another card. */
  readonly error: PaymentError | null;
  /** Where the buyer must go to authenticate (3-D Secure), while `requires_action`. */
  readonly redirectUrl: string | null;
  readonly metadata: Readonly<Record<string, string>>;
}

export interface CreateIntentInput {
  readonly amount: number;
  readonly currency: string;
  /** The same key for a retried request returns the same intent. */
  readonly idempotencyKey: string;
  readonly description: string;
  readonly metadata: Readonly<Record<string, string>>;
  /** Keep the card for later payments (instalments, renewals, saved cards). */
  readonly savePaymentMethod: boolean;
  /** The club's connected payment account, when it has one. */
  readonly onBehalfOf?: string | null;
  /** The provider's customer of a signed-in member, for saved cards. */
  readonly customerId?: string | null;
}

export interface ConfirmInput {
  /** A confirmation token made by the browser from the card it was given. */
  readonly confirmationToken?: string;
  /** A saved card (`payment_method_id` of a saved payment method). */
  readonly paymentMethodId?: string;
  /**
   * The provider customer the saved card belongs to: the payment is made theirs (an intent
   * created before the card was chosen may have none) and stays usable off-session.
   */
  readonly customerId?: string | null;
  /** Where the 3-D Secure step returns to. */
  readonly returnUrl?: string | null;
}

export interface SetupIntentState {
  readonly id: string;
  readonly clientSecret: string;
  readonly status: IntentStatus;
  readonly paymentMethodId: string | null;
}

export interface SavedCard extends CardDetails {
  readonly paymentMethodId: string;
}

export interface ChargeSavedCardInput {
  readonly amount: number;
  readonly currency: string;
  readonly paymentMethodId: string;
  readonly customerId?: string | null;
  readonly idempotencyKey: string;
  readonly description: string;
  readonly metadata: Readonly<Record<string, string>>;
}

export type RefundStatus = 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';

export interface RefundInput {
  /** The captured payment (payment intent) to give money back from. */
  readonly paymentIntentId: string;
  /** Integer cents, at most what was captured and not refunded yet. */
  readonly amount: number;
  /** The same key for a retried request returns the same refund (money goes back once). */
  readonly idempotencyKey: string;
  readonly metadata: Readonly<Record<string, string>>;
}

export interface RefundState {
  readonly id: string;
  readonly paymentIntentId: string;
  readonly amount: number;
  readonly currency: string;
  readonly status: RefundStatus;
  /** Why the provider could not refund (`failed`), when it says. */
  readonly failureReason: string | null;
  /** What the refund was sent with (`order_refund_id` finds its row), or set in a dashboard. */
  readonly metadata: Readonly<Record<string, string>>;
}

/** A verified provider event the API acts upon. */
export type PaymentEvent =
  | { readonly type: 'intent_updated'; readonly eventId: string; readonly intent: IntentState }
  /** Refunds as they are now: one (created, updated, failed) or all of a refunded charge's. */
  | {
      readonly type: 'refunds_updated';
      readonly eventId: string;
      readonly refunds: readonly RefundState[];
    }
  | { readonly type: 'ignored'; readonly eventId: string; readonly providerType: string };

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature is not valid') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A confirmation token or saved card the provider does not know (or no longer accepts). */
export class UnknownPaymentMethodError extends Error {
  constructor(message = 'The card details are no longer valid. Please enter them again.') {
    super(message);
    this.name = 'UnknownPaymentMethodError';
  }
}

export interface PaymentPort {
  readonly provider: 'test' | 'stripe';
  /** What the browser needs to show the card form (publishable key for Stripe). */
  readonly publishableKey: string | null;
  createPaymentIntent(input: CreateIntentInput): Promise<IntentState>;
  confirmPaymentIntent(intentId: string, input: ConfirmInput): Promise<IntentState>;
  retrievePaymentIntent(intentId: string): Promise<IntentState>;
  cancelPaymentIntent(intentId: string): Promise<IntentState>;
  /** The card behind a confirmation token, before any money moves (rules about cards). */
  inspectConfirmationToken(token: string): Promise<CardDetails>;
  /** A customer record for a member's saved cards; returns its id. */
  createCustomer(input: { email: string; name: string; idempotencyKey: string }): Promise<string>;
  createSetupIntent(input: {
    customerId: string;
    idempotencyKey: string;
  }): Promise<SetupIntentState>;
  /** A card the browser saved (setup intent or tokenised card), attached to the customer. */
  attachPaymentMethod(input: { paymentMethodId: string; customerId: string }): Promise<SavedCard>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /** Charges a saved card without the buyer present (arrears, instalments). */
  chargeSavedCard(input: ChargeSavedCardInput): Promise<IntentState>;
  /**
   * Gives back all or part of a captured payment. Refused with `PaymentRequestError` for a
   * payment the provider does not know, one not captured, or more than is left to refund.
   */
  refundPayment(input: RefundInput): Promise<RefundState>;
  /** Verifies and reads a webhook call; throws `WebhookSignatureError` when forged. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent>;
}

/** A request a payment provider refuses as malformed (`invalid_request_error`). */
export class PaymentRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentRequestError';
  }
}
