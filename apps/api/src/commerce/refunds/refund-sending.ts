import { memberMailLanguage } from '../../mail/mail-language-repository';
import { PaymentRequestError } from '../../payments/payment-port';
import type { CommerceContext } from '../commerce-context';
import type { PlannedRefund } from './order-refund-repository';
import { claimRefundNotice } from './refund-notice-repository';
import { settleRefund } from './refund-settlement-repository';
import { orderRefundedMail } from './refund-mail';

/** What became of one refund row sent to the card provider. */
export type SendOutcome =
  | { readonly status: 'succeeded' | 'failed'; readonly cancelledInstalments: number }
  /** No answer (network, provider down, a timeout): the row stays pending, to be sent again. */
  | { readonly status: 'unanswered'; readonly cancelledInstalments: 0 };

/**
 * What the provider is sent for a row: derived from the row alone, so every send of it (the
 * request, a retried request, the resume job) sends the same values with the same key, and the
 * provider answers the one refund it made. `order_refund_id` lets its events find the row.
 */
export const refundMetadata = (row: PlannedRefund): Record<string, string> => ({
  order_id: row.orderId,
  order_item_id: String(row.orderItemId),
  order_refund_id: String(row.orderRefundId),
  reason: row.reason.slice(0, 450),
});

/**
 * Sends one pending refund row to the card provider with its idempotency key and records the
 * answer (succeeded, or failed with the provider's reason) with what follows it, once. A row
 * already settled is answered as it stands.
 */
export async function sendRefund(
  context: CommerceContext,
  row: PlannedRefund,
): Promise<SendOutcome> {
  if (row.status !== 'pending') return { status: row.status, cancelledInstalments: 0 };
  let outcome:
    | { readonly status: 'succeeded'; readonly providerRefundId: string }
    | { readonly status: 'failed'; readonly errorMessage: string };
  try {
    const refund = await context.payments.port.refundPayment({
      paymentIntentId: row.intentId,
      amount: row.amount,
      idempotencyKey: row.idempotencyKey,
      metadata: refundMetadata(row),
    });
    outcome =
      refund.status === 'failed' || refund.status === 'canceled'
        ? { status: 'failed', errorMessage: refund.failureReason ?? `The refund ${refund.status}` }
        : { status: 'succeeded', providerRefundId: refund.id };
  } catch (error) {
    if (!(error instanceof PaymentRequestError)) {
      return { status: 'unanswered', cancelledInstalments: 0 };
    }
    outcome = { status: 'failed', errorMessage: error.message };
  }
  const settled = await settleRefund(context.db, row.orderRefundId, outcome, context.now());
  return { status: outcome.status, cancelledInstalments: settled.cancelledInstalments };
}

/**
 * Mails the member the receipt of a refund request's rows that succeeded and were not told yet
 * (claimed once, whoever sends it).
 */
export async function mailRefundReceipt(
  context: CommerceContext,
  accountId: number,
  requestKey: string,
  cancelledInstalments: number,
): Promise<void> {
  const notice = await claimRefundNotice(context.db, accountId, requestKey);
  if (!notice?.order.email) return;
  const language = await memberMailLanguage(context.db, { email: notice.order.email, accountId });
  await context.mail.sendMail(
    orderRefundedMail({
      to: notice.order.email,
      language,
      firstName: notice.order.buyer_first_name || null,
      clubName: notice.order.club_name,
      orderId: notice.order.order_id,
      orderSeq: notice.order.order_seq,
      currency: notice.order.currency,
      reason: notice.reason,
      lines: notice.lines,
      cancelledInstalments,
    }),
  );
}
