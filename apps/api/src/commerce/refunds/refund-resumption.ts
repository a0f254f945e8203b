import type { CommerceContext } from '../commerce-context';
import { claimPendingRefunds, deferPendingRefund } from './pending-refund-repository';
import { mailRefundReceipt, sendRefund } from './refund-sending';

export interface ResumeOptions {
  /** Refunds begun less than this ago are left to their request (default 5 minutes). */
  readonly graceSeconds?: number;
  /** Refunds taken per run (default 20). */
  readonly limit?: number;
}

export interface ResumeResult {
  readonly succeeded: number;
  readonly failed: number;
  readonly unanswered: number;
}

/** After the n-th unanswered send: 1, 2, 4 ... minutes, then hourly. */
export const retryDelaySeconds = (attempts: number): number =>
  Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));

/**
 * The workers' `resume-refunds` job: sends again each refund the card provider never answered
 * (the process died, the provider timed out), with the idempotency key it was first sent with,
 * so the provider makes it once; records the answer and what follows it (stock, instalments,
 * the member's receipt) once. A refund the provider refuses is marked failed with its reason.
 */
export async function resumePendingRefunds(
  context: CommerceContext,
  options: ResumeOptions = {},
): Promise<ResumeResult> {
  const claimed = await claimPendingRefunds(context.db, {
    limit: options.limit ?? 20,
    graceSeconds: options.graceSeconds ?? 300,
    // Longer than a send can take (the Stripe client's timeout and retries).
    leaseSeconds: 300,
  });
  const result = { succeeded: 0, failed: 0, unanswered: 0 };
  for (const { row, accountId, requestKey, attempts } of claimed) {
    const outcome = await sendRefund(context, row);
    result[outcome.status] += 1;
    if (outcome.status === 'unanswered') {
      await deferPendingRefund(context.db, row.orderRefundId, retryDelaySeconds(attempts));
      continue;
    }
    await mailRefundReceipt(context, accountId, requestKey, outcome.cancelledInstalments);
  }
  return result;
}
