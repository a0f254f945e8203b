import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  PaymentRequestError,
  UnknownPaymentMethodError,
  WebhookSignatureError,
  type CardDetails,
  type CardFunding,
  type IntentState,
  type IntentStatus,
  type PaymentError,
  type PaymentPort,
  type RefundState,
  type SavedCard,
} from './payment-port';
import {
  copySimulatedCard,
  findSimulatedCard,
  insertTokenisedCard,
  setSimulatedCardCustomer,
  type SimulatedCardRow as CardRow,
} from './simulated-cards-repository';
import { simulatedId } from './simulated-ids';
import {
  findSimulatedIntent,
  findSimulatedIntentBySecret,
  insertSimulatedIntent,
  updateSimulatedIntent,
  type IntentChanges,
  type SimulatedIntentRow as IntentRow,
} from './simulated-intents-repository';
import { refundSimulatedPayment } from './simulated-refunds-repository';
import { checkTestCard, declineError, type CardInput } from './test-cards';

export const AUTHENTICATION_PATH = '/v2/payments/test/authenticate';

export interface SimulatedCardProvider extends PaymentPort {
  readonly provider: 'test';
  /** What the browser does with the card form: a confirmation token, or the card's refusal. */
  tokeniseCard(
    card: CardInput,
  ): Promise<{ ok: true; token: string; card: CardDetails } | { ok: false; error: PaymentError }>;
  findIntentByClientSecret(clientSecret: string): Promise<IntentState | null>;
  /** The outcome of the 3-D Secure page: the intent succeeds, or waits for another card. */
  completeAuthentication(intentId: string, approved: boolean): Promise<IntentState>;
  /** The browser confirms a setup intent with a confirmation token: the card can be saved. */
  confirmSetupIntent(clientSecret: string, confirmationToken: string): Promise<string>;
  readonly returnUrlOf: (intentId: string) => Promise<string | null>;
}

const PAYABLE: readonly string[] = ['requires_payment_method', 'requires_confirmation'];

/**
 * The offline card simulator (`PAYMENT_PROVIDER=test`), served in development and wherever no
 * card provider is configured: state in the database, no network.
 */
export function createSimulatedCardProvider(
  db: Kysely<Database>,
  options: { publicUrl: string },
): SimulatedCardProvider {
  const card = (tokenId: string | null) => findSimulatedCard(db, tokenId);

  const details = (row: CardRow): CardDetails => ({
    brand: row.brand,
    lastFour: row.last_four_digits,
    expMonth: row.expiration_month,
    expYear: row.expiration_year,
    funding: row.funding as CardFunding,
  });

  async function toState(row: IntentRow): Promise<IntentState> {
    const used = await card(row.card_token);
    return {
      id: row.intent_id,
      clientSecret: row.client_secret,
      status: row.status as IntentStatus,
      amount: row.amount,
      currency: row.currency,
      card: used ? details(used) : null,
      paymentMethodId: row.saved_card_token,
      error: (row.last_error as PaymentError | null) ?? null,
      redirectUrl:
        row.status === 'requires_action'
          ? `${options.publicUrl}${AUTHENTICATION_PATH}/${row.intent_id}?client_secret=${encodeURIComponent(row.client_secret)}`
          : null,
      metadata: row.metadata,
    };
  }

  async function intentRow(intentId: string): Promise<IntentRow> {
    const row = await findSimulatedIntent(db, intentId);
    if (!row) throw new PaymentRequestError(`No such payment intent: '${intentId}'`);
    return row;
  }

  const saveCopy = (source: CardRow, customerId: string | null) =>
    copySimulatedCard(db, source, customerId);

  async function update(intentId: string, changes: IntentChanges): Promise<IntentState> {
    return toState(await updateSimulatedIntent(db, intentId, changes));
  }

  /** Runs a card against an intent; `offSession` when the buyer is not there to authenticate. */
  async function attempt(
    intent: IntentRow,
    used: CardRow,
    returnUrl: string | null,
    offSession: boolean,
  ): Promise<IntentState> {
    const behaviour = used.behaviour;
    if (behaviour === 'declines' || behaviour === 'charge_fails_after_saving') {
      const refusal =
        behaviour === 'declines'
          ? declineError(used.error_code ?? 'card_declined', used.decline_code)
          : declineError('card_declined', 'generic_decline');
      return update(intent.intent_id, {
        status: 'requires_payment_method',
        card_token: used.token,
        last_error: refusal,
      });
    }
    if (behaviour === 'authenticates') {
      if (offSession) {
        return update(intent.intent_id, {
          status: 'requires_payment_method',
          card_token: used.token,
          last_error: {
            type: 'card_error',
            code: 'authentication_required',
            declineCode: 'authentication_required',
            message: 'Your card was declined. This transaction requires authentication.',
          },
        });
      }
      if (!returnUrl) {
        throw new PaymentRequestError('A return_url is needed to authenticate this card');
      }
      return update(intent.intent_id, {
        status: 'requires_action',
        card_token: used.token,
        return_url: returnUrl,
        last_error: null,
      });
    }
    return succeed(intent, used);
  }

  async function succeed(intent: IntentRow, used: CardRow): Promise<IntentState> {
    const saved =
      intent.save_card && !used.token.startsWith('pm_test')
        ? await saveCopy(used, intent.customer_id)
        : intent.save_card
          ? used.token
          : null;
    return update(intent.intent_id, {
      status: 'succeeded',
      card_token: used.token,
      saved_card_token: saved,
      last_error: null,
    });
  }

  async function usableCard(tokenId: string): Promise<CardRow> {
    const used = await card(tokenId);
    if (!used) throw new UnknownPaymentMethodError();
    return used;
  }

  return {
    provider: 'test',
    publishableKey: null,

    async tokeniseCard(input) {
      const checked = checkTestCard(input);
      if (!checked.ok) return checked;
      const behaviour = checked.behaviour;
      const row = await insertTokenisedCard(db, {
        brand: checked.brand,
        last_four_digits: checked.lastFour,
        expiration_month: input.expMonth,
        expiration_year: input.expYear < 100 ? 2000 + input.expYear : input.expYear,
        funding: checked.funding,
        behaviour: behaviour.kind,
        error_code: behaviour.kind === 'declines' ? behaviour.code : null,
        decline_code: behaviour.kind === 'declines' ? behaviour.declineCode : null,
      });
      return { ok: true, token: row.token, card: details(row) };
    },

    async createPaymentIntent(input) {
      const row = await insertSimulatedIntent(db, 'payment', {
        amount: input.amount,
        currency: input.currency,
        idempotencyKey: input.idempotencyKey,
        saveCard: input.savePaymentMethod,
        customerId: input.customerId ?? null,
        metadata: input.metadata,
      });
      return toState(row);
    },

    async confirmPaymentIntent(intentId, input) {
      const intent = await intentRow(intentId);
      if (intent.kind !== 'payment') throw new PaymentRequestError('Not a payment intent');
      if (intent.status === 'succeeded' || intent.status === 'requires_action') {
        return toState(intent);
      }
      if (!PAYABLE.includes(intent.status)) {
        throw new PaymentRequestError(
          `This payment intent cannot be confirmed (status ${intent.status})`,
        );
      }
      const tokenId = input.confirmationToken ?? input.paymentMethodId;
      if (!tokenId) throw new PaymentRequestError('A card is needed to confirm this payment');
      return attempt(intent, await usableCard(tokenId), input.returnUrl ?? null, false);
    },

    async retrievePaymentIntent(intentId) {
      return toState(await intentRow(intentId));
    },

    async cancelPaymentIntent(intentId) {
      const intent = await intentRow(intentId);
      if (intent.status === 'succeeded' || intent.status === 'canceled') return toState(intent);
      return update(intentId, { status: 'canceled' });
    },

    async inspectConfirmationToken(tokenId) {
      return details(await usableCard(tokenId));
    },

    async createCustomer() {
      return simulatedId('cus_test');
    },

    async createSetupIntent({ customerId, idempotencyKey }) {
      const row = await insertSimulatedIntent(db, 'setup', {
        amount: 0,
        currency: 'eur',
        idempotencyKey,
        saveCard: true,
        customerId,
        metadata: {},
      });
      return {
        id: row.intent_id,
        clientSecret: row.client_secret,
        status: row.status as IntentStatus,
        paymentMethodId: row.saved_card_token,
      };
    },

    async confirmSetupIntent(clientSecret, confirmationToken) {
      const row = await findSimulatedIntentBySecret(db, clientSecret, 'setup');
      if (!row) throw new PaymentRequestError('No such setup intent');
      if (row.status === 'succeeded' && row.saved_card_token) return row.saved_card_token;
      const used = await usableCard(confirmationToken);
      if (used.behaviour === 'declines') {
        throw new PaymentRequestError(
          declineError(used.error_code ?? 'card_declined', used.decline_code).message,
        );
      }
      const saved = await saveCopy(used, row.customer_id);
      await update(row.intent_id, {
        status: 'succeeded',
        card_token: used.token,
        saved_card_token: saved,
      });
      return saved;
    },

    async attachPaymentMethod({ paymentMethodId, customerId }): Promise<SavedCard> {
      const used = await usableCard(paymentMethodId);
      if (used.behaviour === 'declines') {
        throw new UnknownPaymentMethodError(
          declineError(used.error_code ?? 'card_declined', used.decline_code).message,
        );
      }
      let saved = used;
      if (
        !used.token.startsWith('pm_test') ||
        (used.customer_id && used.customer_id !== customerId)
      ) {
        saved = (await card(await saveCopy(used, customerId)))!;
      } else if (used.customer_id === null) {
        await setSimulatedCardCustomer(db, used.token, customerId);
      }
      return { paymentMethodId: saved.token, ...details(saved) };
    },

    async detachPaymentMethod(paymentMethodId) {
      await setSimulatedCardCustomer(db, paymentMethodId, null);
    },

    async chargeSavedCard(input) {
      const intent = await insertSimulatedIntent(db, 'payment', {
        amount: input.amount,
        currency: input.currency,
        idempotencyKey: input.idempotencyKey,
        saveCard: false,
        customerId: input.customerId ?? null,
        metadata: input.metadata,
      });
      if (intent.status === 'succeeded') return toState(intent);
      return attempt(intent, await usableCard(input.paymentMethodId), null, true);
    },

    async refundPayment(input): Promise<RefundState> {
      return refundSimulatedPayment(db, input);
    },

    async parseWebhook() {
      throw new WebhookSignatureError('The test provider sends no webhooks');
    },

    async findIntentByClientSecret(clientSecret) {
      const row = await findSimulatedIntentBySecret(db, clientSecret, 'payment');
      return row ? toState(row) : null;
    },

    async completeAuthentication(intentId, approved) {
      const intent = await intentRow(intentId);
      if (intent.status !== 'requires_action') return toState(intent);
      const used = await card(intent.card_token);
      if (!approved || !used) {
        return update(intentId, {
          status: 'requires_payment_method',
          last_error: {
            type: 'card_error',
            code: 'payment_intent_authentication_failure',
            declineCode: null,
            message: declineError('authentication_failed', null).message,
          },
        });
      }
      return succeed(intent, used);
    },

    async returnUrlOf(intentId) {
      return (await intentRow(intentId)).return_url;
    },
  };
}
