import type { CheckoutResult } from '@touchline/contracts';
import type { CardDetails, IntentState } from '../../payments/payment-port';
import { paymentRefusal } from '../../payments/payment-refusals';
import type { CommerceClub, CommerceContext } from '../commerce-context';
import { fail } from '../../errors/domain-error';
import { inTransaction } from '../../db/in-transaction';
import { closeOrderedLines, lockOrderCart } from '../cart/cart-repository';
import {
  GENERIC_DECLINE,
  INVALID_PAYMENT_REQUEST,
  LOTTO_CREDIT_CARD,
  PAYMENT_ERROR,
  RESTRICTED_CREDIT_COUNTRIES,
} from '../commerce-messages';
import { memberMailLanguage } from '../../mail/mail-language-repository';
import { receiptMail } from '../receipts/receipt-mail';
import { settleProcessingCharge } from '../collection/collection-repository';
import { releaseMemberHold } from '../member/arrears-repository';
import {
  customerContact,
  hasTicketLines,
  insertPaymentCustomer,
  insertPaymentMethod,
  markInstalmentsPaid,
  paymentCustomerId,
  savedPaymentMethod,
} from './order-payment-repository';
import {
  checkoutPaymentCount,
  claimReceipt,
  completeOrder,
  insertPayment,
  openCheckoutIntentId,
  paymentOfIntent,
  recordPaymentState,
} from './order-repository';
import { orderRecipient, type OrderRow } from './order-row';
import { orderView } from './order-view';
import { sendHouseholdClaims } from '../../member-account/household-claims';
import { linkOrderHousehold } from '../../member-account/household-repository';
import { hasDefaultCard } from '../member/payment-method-repository';

/** The provider customer of a user (created on first use), for saved cards. */
export async function customerFor(context: CommerceContext, userId: number): Promise<string> {
  const provider = context.payments.provider;
  const known = await paymentCustomerId(context.db, userId, provider);
  if (known !== undefined) return known;
  const user = await customerContact(context.db, userId);
  const customerId = await context.payments.port.createCustomer({
    email: user.email,
    name: `${user.first_name} ${user.last_name}`,
    idempotencyKey: `customer:${provider}:${userId}`,
  });
  await insertPaymentCustomer(context.db, userId, provider, customerId);
  // Read after storing: when two requests made a customer at once, the one stored first won.
  const stored = await paymentCustomerId(context.db, userId, provider);
  if (stored === undefined) throw new Error(`No ${provider} customer stored for user ${userId}`);
  return stored;
}

/**
 * Credit cards are refused for lotto and draw tickets when the club is in
 * Wales, England, Scotland, Northern Ireland or the UK. Returns the message, or null.
 */
export async function creditCardRefusal(
  context: CommerceContext,
  club: Pick<CommerceClub, 'country'> | null,
  orderId: string,
  card: CardDetails,
): Promise<string | null> {
  if (card.funding !== 'credit') return null;
  if (!club?.country || !RESTRICTED_CREDIT_COUNTRIES.includes(club.country)) return null;
  const tickets = await hasTicketLines(context.db, orderId);
  return tickets ? LOTTO_CREDIT_CARD : null;
}

/** The message a refused payment shows. */
export function refusalMessage(intent: IntentState): string {
  const error = intent.error;
  if (!error) return PAYMENT_ERROR;
  if (error.declineCode === 'generic_decline') return GENERIC_DECLINE;
  if (error.type === 'invalid_request_error') return INVALID_PAYMENT_REQUEST;
  return error.message;
}

/** Sends the receipt of a completed order, once. */
export async function sendReceipt(context: CommerceContext, orderId: string): Promise<void> {
  const claimed = await claimReceipt(context.db, orderId);
  if (!claimed || !claimed.buyer_email) return;
  const order = await orderView(context.db, context.clubs, claimed);
  const language = await memberMailLanguage(context.db, orderRecipient(claimed));
  await context.mail.sendMail(receiptMail(order, claimed.buyer_email, language));
}

/** Keeps the card a member chose to save (or had to: instalments, renewals). */
async function saveCard(context: CommerceContext, order: OrderRow, intent: IntentState) {
  if (!order.save_payment_method || order.user_id === null) return;
  if (!intent.paymentMethodId || !intent.card) return;
  const hasDefault = await hasDefaultCard(context.db, order.user_id);
  await insertPaymentMethod(context.db, {
    user_id: order.user_id,
    provider: context.payments.provider,
    provider_payment_method_id: intent.paymentMethodId,
    brand: intent.card.brand,
    last_four_digits: intent.card.lastFour,
    expiration_month: intent.card.expMonth,
    expiration_year: intent.card.expYear,
    funding: intent.card.funding,
    is_default: !hasDefault,
  });
}

/** States a payment leaves no more without the member starting again. */
const ENDED_STATES: ReadonlySet<IntentState['status']> = new Set([
  'succeeded',
  'requires_payment_method',
  'canceled',
]);

/**
 * Acts on a payment's new state (from the confirmation, the 3-D Secure page, a webhook or a
 * check with the provider): records it, and completes the order it pays once it succeeded
 * (the first caller wins; later ones change nothing), then sends the receipt.
 */
export async function onIntentUpdated(
  context: CommerceContext,
  intent: IntentState,
): Promise<void> {
  const payment = await paymentOfIntent(context.db, intent.id);
  if (!payment) return;
  await recordPaymentState(context.db, intent);
  if (payment.purpose === 'instalment') {
    // An automatic charge the provider answered later (it was processing).
    await settleProcessingCharge(context.db, intent.id, intent.status);
  }
  if (payment.purpose === 'arrears' && ENDED_STATES.has(intent.status)) {
    // The member's confirmation with the bank ended: the automatic retries wait no more.
    await releaseMemberHold(context.db, payment.instalment_ids);
  }
  if (intent.status !== 'succeeded') return;
  if (payment.purpose === 'arrears' || payment.purpose === 'instalment') {
    if (payment.instalment_ids.length === 0) return;
    await markInstalmentsPaid(context.db, payment.instalment_ids);
    return;
  }
  const completed = await inTransaction(context.db, async (trx) => {
    // The cart before the order, as a checkout locks them: the two never wait for each other.
    await lockOrderCart(trx, payment.order_id);
    const order = await completeOrder(trx, payment.order_id);
    if (!order) return null;
    if (order.shopping_cart_id) {
      await closeOrderedLines(trx, order.shopping_cart_id, order.cart_item_ids);
    }
    // Paid: the people it is for join the buyer's household, with the order (once).
    await linkOrderHousehold(trx, order.order_id);
    return order;
  });
  if (!completed) return;
  await saveCard(context, completed, intent);
  await sendReceipt(context, completed.order_id);
  await sendHouseholdClaims(context, completed.order_id);
}

export interface PaymentChoice {
  /** A confirmation token the browser made from the card. */
  readonly confirmationToken?: string | undefined;
  /** A saved card of the signed-in member (`payment_methods.payment_method_id`). */
  readonly savedCardId?: number | undefined;
  readonly returnUrl?: string | undefined;
}

function toResult(
  order: OrderRow,
  intent: IntentState,
  status: OrderRow['status'],
): CheckoutResult {
  return {
    order_id: order.order_id,
    order_seq: order.order_seq,
    order_status: status,
    payment_token: intent.clientSecret,
    payment_intent_id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    next_action: intent.status === 'requires_action' ? { redirect_url: intent.redirectUrl } : null,
    error: intent.error
      ? {
          type: intent.error.type,
          code: intent.error.code,
          decline_code: intent.error.declineCode,
          message: intent.error.message,
        }
      : null,
  };
}

/**
 * The payment of an order waiting for one: its intent (made once per order, with an
 * idempotency key), confirmed on the server when the browser sent a card. A refused card is a
 * 402 with the message to show; a credit card for lotto in the restricted countries a 422.
 */
export async function payOrder(
  context: CommerceContext,
  club: CommerceClub,
  order: OrderRow,
  choice: PaymentChoice,
): Promise<CheckoutResult> {
  const { port, provider } = context.payments;
  let intentId = await openCheckoutIntentId(context.db, order.order_id);
  let intent: IntentState;
  if (intentId !== undefined) {
    intent = await port.retrievePaymentIntent(intentId);
  } else {
    const customerId =
      order.user_id !== null && order.save_payment_method
        ? await customerFor(context, order.user_id)
        : null;
    // A payment cancelled with an expired hold is followed by a new one, under a new key.
    const attempt = await checkoutPaymentCount(context.db, order.order_id);
    intent = await port.createPaymentIntent({
      amount: order.total,
      currency: order.currency.toLowerCase(),
      idempotencyKey: `checkout:${order.order_id}${attempt > 0 ? `:${attempt + 1}` : ''}`,
      description: `${club.name} order ${order.order_seq}`,
      metadata: {
        order_id: order.order_id,
        order_seq: String(order.order_seq),
        account_id: String(club.accountId),
        description: `${club.name} order ${order.order_seq}`,
      },
      savePaymentMethod: order.save_payment_method,
      onBehalfOf: club.onBehalfOf,
      customerId,
    });
    await insertPayment(context.db, {
      account_id: club.accountId,
      order_id: order.order_id,
      purpose: 'checkout',
      provider,
      intent_id: intent.id,
      client_secret: intent.clientSecret,
      amount: intent.amount,
      currency: intent.currency,
      status: intent.status,
    });
    intentId = intent.id;
  }

  const wantsConfirm = choice.confirmationToken || choice.savedCardId !== undefined;
  if (order.status !== 'New' || !wantsConfirm || intent.status === 'succeeded') {
    return toResult(order, intent, order.status);
  }

  let card: CardDetails;
  let paymentMethodId: string | undefined;
  let customerId: string | null = null;
  try {
    if (choice.savedCardId !== undefined) {
      const saved = await savedPaymentMethod(
        context.db,
        choice.savedCardId,
        order.user_id ?? -1,
        provider,
      );
      if (!saved) throw fail('payment_method_not_found');
      paymentMethodId = saved.provider_payment_method_id;
      customerId = await customerFor(context, saved.user_id);
      card = {
        brand: saved.brand,
        lastFour: saved.last_four_digits,
        expMonth: saved.expiration_month,
        expYear: saved.expiration_year,
        funding: saved.funding as CardDetails['funding'],
      };
    } else {
      card = await port.inspectConfirmationToken(choice.confirmationToken!);
    }
  } catch (error) {
    throw paymentRefusal(error, 'read_card');
  }
  const refusal = await creditCardRefusal(context, club, order.order_id, card);
  if (refusal) {
    throw fail('payment_not_accepted', {
      message: refusal,
      extra: {
        code: 'credit_card_not_accepted',
        decline_code: null,
        order_id: order.order_id,
        payment_token: intent.clientSecret,
      },
    });
  }
  try {
    intent = await port.confirmPaymentIntent(intentId, {
      ...(paymentMethodId
        ? { paymentMethodId, customerId }
        : { confirmationToken: choice.confirmationToken! }),
      returnUrl: choice.returnUrl ?? null,
    });
  } catch (error) {
    throw paymentRefusal(error, 'confirm_payment');
  }
  await onIntentUpdated(context, intent);
  if (intent.status === 'requires_payment_method' && intent.error) {
    throw fail('payment_refused', {
      message: refusalMessage(intent),
      extra: {
        code: intent.error.code,
        decline_code: intent.error.declineCode,
        order_id: order.order_id,
        payment_token: intent.clientSecret,
      },
    });
  }
  const status = intent.status === 'succeeded' ? 'Completed' : order.status;
  return toResult(order, intent, status);
}
