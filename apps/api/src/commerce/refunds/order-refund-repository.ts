// A refund request recorded before any money moves: one row per line and payment, each with its
// own idempotency key for the card provider.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../errors/domain-error';
import { formatMoney } from '../receipts/money-format';
import { toOrder } from './backoffice-order-view';
import { orderFacts } from './order-facts-repository';
import { COUNTED, sum } from './refund-amounts';

/** A refund row as the service sends it to the card provider. */
export interface PlannedRefund {
  readonly orderRefundId: number;
  readonly orderId: string;
  readonly orderItemId: number;
  readonly intentId: string;
  readonly idempotencyKey: string;
  readonly amount: number;
  readonly reason: string;
  readonly status: 'pending' | 'succeeded' | 'failed';
}

export interface RefundRequest {
  readonly accountId: number;
  readonly orderId: string;
  /** One line, or (null) every line of the order. */
  readonly orderItemId: number | null;
  /** Cents of that line; null: everything still refundable (or the share of `quantity`). */
  readonly amount: number | null;
  /** Items of that line going back to the stock; null: none (money only). */
  readonly quantity: number | null;
  readonly reason: string;
  readonly requestKey: string;
  readonly refundedBy: number;
}

export const plannedOf = (row: {
  order_refund_id: number;
  order_id: string;
  order_item_id: number;
  idempotency_key: string;
  amount: number;
  reason: string;
  status: 'pending' | 'succeeded' | 'failed';
  intent_id: string;
}): PlannedRefund => ({
  orderRefundId: row.order_refund_id,
  orderId: row.order_id,
  orderItemId: row.order_item_id,
  intentId: row.intent_id,
  idempotencyKey: row.idempotency_key,
  amount: row.amount,
  reason: row.reason,
  status: row.status,
});

/**
 * Records a refund request before any money moves, with the order locked (a second request
 * waits, then sees this one's rows): one row per line and payment, each with its own idempotency
 * key for the provider. The same request key again answers the rows it made (`repeat`), or a 409
 * when it asked for something else. Refuses an amount over what is left (422).
 */
export async function planRefund(
  db: Kysely<Database>,
  request: RefundRequest,
): Promise<{ repeat: boolean; rows: PlannedRefund[] }> {
  return db.transaction().execute(async (trx) => {
    const facts = await orderFacts(trx, request.accountId, request.orderId, true);
    if (!facts) throw fail('order_not_found');
    const earlier = await trx
      .selectFrom('order_refunds as r')
      .innerJoin('payments as p', 'p.payment_id', 'r.payment_id')
      .select([
        'r.order_refund_id',
        'r.order_id',
        'r.order_item_id',
        'r.idempotency_key',
        'r.amount',
        'r.status',
        'r.reason',
        'r.quantity',
        'p.intent_id',
      ])
      .where('r.account_id', '=', request.accountId)
      .where('r.request_key', '=', request.requestKey)
      .orderBy('r.order_refund_id')
      .execute();
    if (earlier.length > 0) {
      const same =
        earlier.every((row) => row.order_id === request.orderId) &&
        (request.orderItemId === null ||
          earlier.every((row) => row.order_item_id === request.orderItemId)) &&
        (request.amount === null || sum(earlier.map((row) => row.amount)) === request.amount) &&
        (request.quantity === null || sum(earlier.map((row) => row.quantity)) === request.quantity);
      if (!same) throw fail('refund_key_reused');
      return { repeat: true, rows: earlier.map(plannedOf) };
    }
    if (
      request.orderItemId !== null &&
      !facts.lines.some((line) => line.order_item_id === request.orderItemId)
    ) {
      throw fail('order_line_not_found');
    }
    const view = toOrder(facts);
    const targets = view.lines.filter(
      (line) =>
        (request.orderItemId === null || line.order_item_id === request.orderItemId) &&
        line.refundable > 0,
    );
    // Items going back: at most those not returned nor being returned by a refund under way.
    const { quantity } = request;
    const returning =
      quantity === null
        ? undefined
        : view.lines.find((line) => line.order_item_id === request.orderItemId);
    if (returning && quantity !== null && quantity > returning.returnable_quantity) {
      throw fail('refund_quantity_too_large', {
        message: `This is more than can be given back: at most ${returning.returnable_quantity} of ${returning.name} can be.`,
        extra: { returnable_quantity: returning.returnable_quantity },
      });
    }
    const available = sum(targets.map((line) => line.refundable));
    if (available === 0) throw fail('nothing_to_refund');
    if (request.amount !== null && request.amount > available) {
      throw fail('refund_too_large', {
        message: `This is more than can be refunded: at most ${formatMoney(available, facts.order.currency)} can be refunded.`,
        extra: { refundable: available },
      });
    }
    // Without an amount, items given back are refunded their share of what the line paid.
    const requested =
      request.amount === null && returning && quantity !== null
        ? Math.min(
            returning.refundable,
            Math.round((returning.paid * quantity) / returning.quantity),
          )
        : request.amount;
    const rows: PlannedRefund[] = [];
    for (const line of targets) {
      let wanted = requested ?? line.refundable;
      // The items going back ride on the line's first row (its stock returns when it succeeds).
      let returned = quantity ?? 0;
      // Newest payments first: a later instalment before the checkout payment.
      const sources = facts.contributions
        .filter((entry) => entry.orderItemId === line.order_item_id)
        .sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime() || b.paymentId - a.paymentId);
      for (const source of sources) {
        if (wanted <= 0) break;
        const taken = sum(
          facts.refunds
            .filter(
              (row) =>
                row.order_item_id === line.order_item_id &&
                row.payment_id === source.paymentId &&
                (COUNTED as readonly string[]).includes(row.status),
            )
            .map((row) => row.amount),
        );
        const amount = Math.min(wanted, source.amount - taken);
        if (amount <= 0) continue;
        const inserted = await trx
          .insertInto('order_refunds')
          .values({
            account_id: request.accountId,
            order_id: request.orderId,
            order_item_id: line.order_item_id,
            payment_id: source.paymentId,
            request_key: request.requestKey,
            idempotency_key: `refund:${request.accountId}:${request.requestKey}:${line.order_item_id}:${source.paymentId}`,
            amount,
            quantity: returned,
            reason: request.reason,
            refunded_by: request.refundedBy,
          })
          .returning([
            'order_refund_id',
            'order_id',
            'order_item_id',
            'idempotency_key',
            'amount',
            'reason',
            'status',
          ])
          .executeTakeFirstOrThrow();
        rows.push(plannedOf({ ...inserted, intent_id: source.intentId }));
        wanted -= amount;
        returned = 0;
      }
    }
    return { repeat: false, rows };
  });
}
