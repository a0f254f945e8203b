import type { RefundState } from '../../payments/payment-port';
import type { CommerceContext } from '../commerce-context';
import {
  findRowsOfProviderRefund,
  markRefundFailed,
  recordOutsideRefund,
} from './provider-refund-repository';
import { settleRefund } from './refund-settlement-repository';
import { mailRefundReceipt } from './refund-sending';

/** What a provider's refund event changed. */
export type RefundEventOutcome = 'settled' | 'failed' | 'recorded' | 'unchanged' | 'unknown';

export const OUTSIDE_REFUND_REASON = 'Refunded in the card provider’s dashboard';

const orderRefundIdOf = (refund: RefundState): number | null => {
  const value = Number(refund.metadata['order_refund_id']);
  return Number.isInteger(value) && value > 0 ? value : null;
};

/**
 * A refund as the card provider reports it now (its webhook events), recorded once however
 * often and in whatever order the events come:
 * - one of ours still pending (its answer was lost) is settled: succeeded, with what follows it
 *   and the member's receipt, or failed with the provider's reason;
 * - one of ours the provider failed or cancelled later (a closed card) is marked failed, so its
 *   amount is refundable again and the admin sees why;
 * - one made in the provider's dashboard is recorded on the order's lines, like a club admin's.
 */
export async function recordProviderRefund(
  context: CommerceContext,
  refund: RefundState,
): Promise<RefundEventOutcome> {
  const rows = await findRowsOfProviderRefund(context.db, {
    id: refund.id,
    paymentIntentId: refund.paymentIntentId,
    orderRefundId: orderRefundIdOf(refund),
  });
  const refused = refund.status === 'failed' || refund.status === 'canceled';
  const reason = refund.failureReason ?? `The refund ${refund.status}`;
  if (rows.length === 0) {
    if (refused || refund.amount <= 0) return 'unknown';
    const recorded = await recordOutsideRefund(
      context.db,
      {
        paymentIntentId: refund.paymentIntentId,
        providerRefundId: refund.id,
        amount: refund.amount,
        reason: OUTSIDE_REFUND_REASON,
      },
      context.now(),
    );
    if (recorded === 'known') return 'unchanged';
    if (!recorded) return 'unknown';
    await mailRefundReceipt(
      context,
      recorded.accountId,
      recorded.requestKey,
      recorded.cancelledInstalments,
    );
    return 'recorded';
  }
  let outcome: RefundEventOutcome = 'unchanged';
  for (const row of rows) {
    if (refused) {
      if (await markRefundFailed(context.db, row.order_refund_id, reason)) outcome = 'failed';
      continue;
    }
    if (row.status !== 'pending') continue;
    const settled = await settleRefund(
      context.db,
      row.order_refund_id,
      { status: 'succeeded', providerRefundId: refund.id },
      context.now(),
    );
    if (!settled.settled) continue;
    outcome = 'settled';
    await mailRefundReceipt(context, row.account_id, row.request_key, settled.cancelledInstalments);
  }
  return outcome;
}
