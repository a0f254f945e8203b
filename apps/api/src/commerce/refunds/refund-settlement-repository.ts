// Settling a refund row with the card provider's answer, and what a refund that succeeded brings
// about, once: unpaid instalments cancelled, stock given back, a line refunded in full ended.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { toOrder } from './backoffice-order-view';
import { cancelUnpaid } from './instalment-cancellation-repository';
import { orderFacts } from './order-facts-repository';

/** What a refund gives back to the stock: the line's items, and a bundle's plans' places. */
async function returnStock(
  trx: Transaction<Database>,
  orderItemId: number,
  units: number,
): Promise<void> {
  if (units <= 0) return;
  // Never more than the line holds, however many refunds settle: the count is the guard.
  const line = await trx
    .updateTable('order_items')
    .set({ returned_quantity: sql<number>`returned_quantity + ${units}` })
    .where('order_item_id', '=', orderItemId)
    .where(sql<boolean>`returned_quantity + ${units} <= quantity`)
    .returning(['product_id', 'quantity', 'returned_quantity', 'metadata'])
    .executeTakeFirst();
  if (!line) return;
  const counts = new Map<number, number>();
  if (line.product_id !== null) {
    // A book of draw tickets took its tickets from the stock.
    const tickets = Number((line.metadata as { tickets?: unknown }).tickets ?? 1) || 1;
    counts.set(line.product_id, units * tickets);
  }
  if (line.returned_quantity === line.quantity) {
    // The plans of a bundle each took one place.
    const inner = await trx
      .selectFrom('order_items')
      .select('product_id')
      .where('bundle_order_item_id', '=', orderItemId)
      .execute();
    for (const plan of inner) {
      if (plan.product_id !== null) {
        counts.set(plan.product_id, (counts.get(plan.product_id) ?? 0) + 1);
      }
    }
  }
  for (const [productId, count] of [...counts].sort((a, b) => a[0] - b[0])) {
    await trx
      .updateTable('products')
      .set({ available_count: sql<number>`available_count + ${count}` })
      .where('product_id', '=', productId)
      .where('available_count', 'is not', null)
      .execute();
  }
}

/** What settling a refund row did: whether it changed, and the instalments it cancelled. */
export interface Settlement {
  readonly settled: boolean;
  readonly cancelledInstalments: number;
}

/**
 * Records the provider's answer to one pending refund row, and for a refund that succeeded what
 * follows, in the same transaction with the order locked (so once, whoever settles it: the
 * request, the resume job or the provider's event): the line's unpaid instalments are
 * cancelled, the items the refund gives back return to the stock, and a line refunded in full
 * ends (a membership, the plans of a bundle) and gives back every item not returned yet.
 */
export async function settleRefund(
  db: Kysely<Database>,
  orderRefundId: number,
  outcome: RefundAnswer,
  now: Date,
): Promise<Settlement> {
  return db.transaction().execute(async (trx) => {
    const target = await trx
      .selectFrom('order_refunds')
      .select(['account_id', 'order_id'])
      .where('order_refund_id', '=', orderRefundId)
      .executeTakeFirst();
    if (!target) return { settled: false, cancelledInstalments: 0 };
    // The order first, as every refund of it does (no deadlocks, one settles at a time).
    await orderFacts(trx, target.account_id, target.order_id, true);
    return settleLocked(trx, target, orderRefundId, outcome, now);
  });
}

export type RefundAnswer =
  | { readonly status: 'succeeded'; readonly providerRefundId: string }
  | { readonly status: 'failed'; readonly errorMessage: string };

/** `settleRefund` within a transaction that holds the order's lock. */
export async function settleLocked(
  trx: Transaction<Database>,
  target: { readonly account_id: number; readonly order_id: string },
  orderRefundId: number,
  outcome: RefundAnswer,
  now: Date,
): Promise<Settlement> {
  {
    const row = await trx
      .updateTable('order_refunds')
      .set({
        status: outcome.status,
        provider_refund_id: outcome.status === 'succeeded' ? outcome.providerRefundId : null,
        error_message: outcome.status === 'failed' ? outcome.errorMessage : null,
        finished_at: sql<Date>`now()`,
        next_attempt_at: null,
      })
      .where('order_refund_id', '=', orderRefundId)
      .where('status', '=', 'pending')
      .returning(['order_item_id', 'quantity'])
      .executeTakeFirst();
    if (!row) return { settled: false, cancelledInstalments: 0 };
    if (outcome.status === 'failed') return { settled: true, cancelledInstalments: 0 };
    return {
      settled: true,
      cancelledInstalments: await applyRefundConsequences(trx, target, row, now),
    };
  }
}

async function applyRefundConsequences(
  trx: Transaction<Database>,
  order: { readonly account_id: number; readonly order_id: string },
  row: { readonly order_item_id: number; readonly quantity: number },
  now: Date,
): Promise<number> {
  const facts = (await orderFacts(trx, order.account_id, order.order_id, false))!;
  const line = toOrder(facts).lines.find((entry) => entry.order_item_id === row.order_item_id);
  if (!line) return 0;
  const cancelled = await cancelUnpaid(trx, row.order_item_id, now);
  const stocked = facts.order.status === 'Completed';
  if (line.refunded < line.paid) {
    if (stocked) await returnStock(trx, row.order_item_id, row.quantity);
    return cancelled;
  }
  await trx
    .updateTable('order_items')
    .set({ ended_at: now })
    .where((eb) =>
      eb.or([
        eb('order_item_id', '=', row.order_item_id),
        eb('bundle_order_item_id', '=', row.order_item_id),
      ]),
    )
    .where('ended_at', 'is', null)
    .execute();
  if (stocked) await returnStock(trx, row.order_item_id, line.quantity - line.returned_quantity);
  return cancelled;
}
