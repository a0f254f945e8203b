import type { BackofficeOrder } from '@touchline/contracts';
import { fail } from '../../errors/domain-error';
import { PaymentRequestError } from '../../payments/payment-port';
import type { CommerceContext } from '../commerce-context';
import {
  applyRefundConsequences,
  cancelLineInstalments,
  claimRefundNotice,
  findClubOrder,
  planRefund,
  settleRefund,
  type PlannedRefund,
} from './order-refund-repository';
import { orderRefundedMail } from './refund-mail';

export interface RefundCommand {
  readonly accountId: number;
  readonly orderId: string;
  readonly orderItemId: number | null;
  readonly amount: number | null;
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

  async function send(row: PlannedRefund, command: RefundCommand): Promise<boolean> {
    if (row.status !== 'pending') return row.status === 'succeeded';
    try {
      const refund = await context.payments.port.refundPayment({
        paymentIntentId: row.intentId,
        amount: row.amount,
        idempotencyKey: row.idempotencyKey,
        metadata: {
          order_id: command.orderId,
          order_item_id: String(row.orderItemId),
          reason: command.reason.slice(0, 450),
        },
      });
      if (refund.status === 'failed' || refund.status === 'canceled') {
        await settleRefund(db, row.orderRefundId, {
          status: 'failed',
          errorMessage: refund.failureReason ?? `The refund ${refund.status}`,
        });
        return false;
      }
      await settleRefund(db, row.orderRefundId, {
        status: 'succeeded',
        providerRefundId: refund.id,
      });
      return true;
    } catch (error) {
      if (error instanceof PaymentRequestError) {
        await settleRefund(db, row.orderRefundId, {
          status: 'failed',
          errorMessage: error.message,
        });
        return false;
      }
      // No answer (network, provider down): the row stays pending, counted against what is
      // left, and the same request again sends the same key.
      throw fail('refund_unanswered', { extra: { order_refund_id: row.orderRefundId } });
    }
  }

  async function tell(command: RefundCommand, cancelledInstalments: number): Promise<void> {
    const notice = await claimRefundNotice(db, command.accountId, command.idempotencyKey);
    if (!notice?.order.email) return;
    await context.mail.sendMail(
      orderRefundedMail({
        to: notice.order.email,
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

  return {
    async refund(command: RefundCommand): Promise<RefundOutcome> {
      const reason = command.reason.trim();
      if (!reason) {
        throw fail('refund_reason_required', {
          errors: { 'body.reason': ['Please give a reason for the refund'] },
        });
      }
      if (command.amount !== null && command.orderItemId === null) {
        throw fail('refund_amount_needs_line');
      }
      const before = await findClubOrder(db, command.accountId, command.orderId);
      if (!before) throw fail('order_not_found');
      const planned = await planRefund(db, {
        accountId: command.accountId,
        orderId: command.orderId,
        orderItemId: command.orderItemId,
        amount: command.amount,
        reason,
        requestKey: command.idempotencyKey,
        refundedBy: command.userId,
      });
      const sent: PlannedRefund[] = [];
      for (const row of planned.rows) {
        if (await send(row, { ...command, reason })) sent.push(row);
      }
      const touched = sent.map((row) => row.orderItemId);
      if (touched.length > 0) {
        await applyRefundConsequences(
          db,
          command.accountId,
          command.orderId,
          touched,
          context.now(),
        );
      }
      const order = (await findClubOrder(db, command.accountId, command.orderId))!;
      const unpaidBefore = before.lines
        .filter((line) => touched.includes(line.order_item_id))
        .reduce((count, line) => count + line.unpaid_instalments, 0);
      const unpaidAfter = order.lines
        .filter((line) => touched.includes(line.order_item_id))
        .reduce((count, line) => count + line.unpaid_instalments, 0);
      await tell(command, planned.repeat ? 0 : Math.max(0, unpaidBefore - unpaidAfter));
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
