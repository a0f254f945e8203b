// Refunds as the card provider reports them in its events: rows matched to a provider refund, a
// refund failed after all, and a refund made outside the back office (the provider's dashboard).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { orderFacts } from './order-facts-repository';
import { COUNTED, sum } from './refund-amounts';
import { settleLocked } from './refund-settlement-repository';

/**
 * A refund the provider reports failed or cancelled after all (its `refund.failed` event): the
 * money did not go back, so it is refundable again and the admin sees why. What it gave back to
 * the stock stays (the items came back). Answers whether the row changed.
 */
export async function markRefundFailed(
  db: Kysely<Database>,
  orderRefundId: number,
  errorMessage: string,
): Promise<boolean> {
  const result = await db
    .updateTable('order_refunds')
    .set({ status: 'failed', error_message: errorMessage, finished_at: sql<Date>`now()` })
    .where('order_refund_id', '=', orderRefundId)
    .where('status', 'in', ['pending', 'succeeded'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A refund the card provider made that no request of ours asked for (its dashboard). */
export interface OutsideRefund {
  readonly paymentIntentId: string;
  readonly providerRefundId: string;
  readonly amount: number;
  readonly reason: string;
}

/**
 * Records a refund made outside the back office (in the provider's dashboard) once, with the
 * order locked: shared over the lines the payment paid for (what is still refundable of each
 * first), settled as succeeded with what follows, in one transaction. `known` for a refund
 * recorded already (another delivery of its events); null for a payment that is not ours.
 */
export async function recordOutsideRefund(
  db: Kysely<Database>,
  refund: OutsideRefund,
  now: Date,
): Promise<
  { accountId: number; requestKey: string; cancelledInstalments: number } | 'known' | null
> {
  const payment = await db
    .selectFrom('payments')
    .select(['payment_id', 'account_id', 'order_id'])
    .where('intent_id', '=', refund.paymentIntentId)
    .executeTakeFirst();
  if (!payment) return null;
  const orderId = payment.order_id;
  return db.transaction().execute(async (trx) => {
    const facts = await orderFacts(trx, payment.account_id, orderId, true);
    if (!facts) return null;
    const known = await trx
      .selectFrom('order_refunds')
      .select('order_refund_id')
      .where('provider_refund_id', '=', refund.providerRefundId)
      .executeTakeFirst();
    if (known) return 'known';
    const shares = facts.contributions.filter((entry) => entry.paymentId === payment.payment_id);
    const taken = (orderItemId: number, statuses: readonly string[]) =>
      sum(
        facts.refunds
          .filter(
            (row) =>
              row.order_item_id === orderItemId &&
              row.payment_id === payment.payment_id &&
              statuses.includes(row.status),
          )
          .map((row) => row.amount),
      );
    const parts = new Map<number, number>();
    let left = refund.amount;
    // What is refundable first, then what pending refunds hold (they may never be made).
    for (const statuses of [COUNTED, ['succeeded']] as const) {
      for (const share of shares) {
        const room =
          share.amount - taken(share.orderItemId, statuses) - (parts.get(share.orderItemId) ?? 0);
        const part = Math.min(left, Math.max(0, room));
        if (part <= 0) continue;
        parts.set(share.orderItemId, (parts.get(share.orderItemId) ?? 0) + part);
        left -= part;
      }
    }
    if (parts.size === 0) return null;
    const requestKey = `provider-${refund.providerRefundId}`;
    let cancelledInstalments = 0;
    for (const [orderItemId, amount] of parts) {
      const inserted = await trx
        .insertInto('order_refunds')
        .values({
          account_id: payment.account_id,
          order_id: orderId,
          order_item_id: orderItemId,
          payment_id: payment.payment_id,
          request_key: requestKey,
          idempotency_key: `${requestKey}:${orderItemId}`,
          amount,
          reason: refund.reason,
          refunded_by: null,
        })
        .returning('order_refund_id')
        .executeTakeFirstOrThrow();
      const settled = await settleLocked(
        trx,
        { account_id: payment.account_id, order_id: orderId },
        inserted.order_refund_id,
        { status: 'succeeded', providerRefundId: refund.providerRefundId },
        now,
      );
      cancelledInstalments += settled.cancelledInstalments;
    }
    return { accountId: payment.account_id, requestKey, cancelledInstalments };
  });
}

/** The refund rows a provider refund answers: by its id, else by the row id we sent with it. */
export async function findRowsOfProviderRefund(
  db: Kysely<Database>,
  refund: {
    readonly id: string;
    readonly paymentIntentId: string;
    readonly orderRefundId: number | null;
  },
) {
  let query = db
    .selectFrom('order_refunds as r')
    .innerJoin('payments as p', 'p.payment_id', 'r.payment_id')
    .select([
      'r.order_refund_id',
      'r.account_id',
      'r.request_key',
      'r.status',
      'r.provider_refund_id',
    ])
    .where('p.intent_id', '=', refund.paymentIntentId);
  query =
    refund.orderRefundId === null
      ? query.where('r.provider_refund_id', '=', refund.id)
      : query.where((eb) =>
          eb.or([
            eb('r.provider_refund_id', '=', refund.id),
            eb('r.order_refund_id', '=', refund.orderRefundId!),
          ]),
        );
  return query.orderBy('r.order_refund_id').execute();
}
