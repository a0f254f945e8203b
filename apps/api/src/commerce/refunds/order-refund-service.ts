import type { BackofficeOrder } from '@touchline/contracts';
import { fail } from '../../errors/domain-error';
import type { CommerceContext } from '../commerce-context';
import { findClubOrder } from './backoffice-order-repository';
import { cancelLineInstalments } from './instalment-cancellation-repository';
import { planRefund, type PlannedRefund } from './order-refund-repository';
import { mailRefundReceipt, sendRefund } from './refund-sending';

export interface RefundCommand {
  readonly accountId: number;
  readonly orderId: string;
  readonly orderItemId: number | null;
  readonly amount: number | null;
  /** Items of the line going back to the stock. */
  readonly quantity?: number | null;
  readonly reason: string;
  readonly idempotencyKey: string;
  /** The club admin who refunds. */
  readonly userId: number;
}

export interface RefundOutcome {
  /** False when the same request key was seen before (a retry). */
  readonly created: boolean;
  readonly refunded: number;
  readonly order: BackofficeOrder;
}

/**
 * Refunds from the back office: the refund is recorded before money moves (one row per line and
 * payment, each with its own idempotency key), sent to the card provider, settled, then what
 * follows is applied once (instalments cancelled, stock back, a membership ended) and the member
 * gets one receipt. A retried request (same key) resumes what was left and refunds nothing twice.
 */
export function createOrderRefundService(context: CommerceContext) {
  const { db } = context;

  return {
    async refund(command: RefundCommand): Promise<RefundOutcome> {
      const reason = command.reason.trim();
      if (!reason) {
        throw fail('refund_reason_required', {
          errors: { 'body.reason': ['Please give a reason for the refund'] },
        });
      }
      const partial = command.amount !== null || (command.quantity ?? null) !== null;
      if (partial && command.orderItemId === null) throw fail('refund_amount_needs_line');
      const planned = await planRefund(db, {
        accountId: command.accountId,
        orderId: command.orderId,
        orderItemId: command.orderItemId,
        amount: command.amount,
        quantity: command.quantity ?? null,
        reason,
        requestKey: command.idempotencyKey,
        refundedBy: command.userId,
      });
      const sent: PlannedRefund[] = [];
      let cancelledInstalments = 0;
      let unanswered: PlannedRefund | null = null;
      for (const row of planned.rows) {
        const outcome = await sendRefund(context, row);
        if (outcome.status === 'succeeded') sent.push(row);
        if (outcome.status === 'unanswered') unanswered ??= row;
        cancelledInstalments += outcome.cancelledInstalments;
      }
      await mailRefundReceipt(
        context,
        command.accountId,
        command.idempotencyKey,
        cancelledInstalments,
      );
      if (unanswered) {
        // Counted against what is left; the same request again (or the workers' resume-refunds
        // job) sends the same key, so the provider refunds once.
        throw fail('refund_unanswered', { extra: { order_refund_id: unanswered.orderRefundId } });
      }
      const order = (await findClubOrder(db, command.accountId, command.orderId))!;
      if (sent.length === 0) {
        const failed = order.refunds.find(
          (row) =>
            row.status === 'failed' &&
            planned.rows.some((plannedRow) => plannedRow.orderRefundId === row.order_refund_id),
        );
        throw fail('refund_refused', {
          extra: failed ? { order_refund_id: failed.order_refund_id } : {},
        });
      }
      return {
        created: !planned.repeat,
        refunded: sent.reduce((total, row) => total + row.amount, 0),
        order,
      };
    },

    async cancelInstalments(
      accountId: number,
      orderId: string,
      orderItemId: number,
    ): Promise<{ cancelled: number; order: BackofficeOrder }> {
      const cancelled = await cancelLineInstalments(
        db,
        accountId,
        orderId,
        orderItemId,
        context.now(),
      );
      return { cancelled, order: (await findClubOrder(db, accountId, orderId))! };
    },
  };
}

export type OrderRefundService = ReturnType<typeof createOrderRefundService>;
