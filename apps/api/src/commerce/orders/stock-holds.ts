import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/in-transaction';
import { fail } from '../../errors/domain-error';
import type { CommerceContext } from '../commerce-context';
import { HOLD_LIMIT, OUT_OF_STOCK, OVERSOLD } from '../commerce-messages';
import type { StockHoldConfig } from '../stock-hold-config';
import { onIntentUpdated } from './order-payments';
import type { OrderRow } from './order-row';
import {
  expiredHoldOrderIds,
  giveBackCodeUse,
  giveBackStock,
  lockExpiredOrder,
  markAbandoned,
  orderStockLines,
  orderStockLinesByProduct,
  productStock,
  reopenOrder,
  retakeCodeUse,
  retakeStock,
  uncancelledPaymentIntentIds,
  unpaidUnits,
  unpaidUnitsOf,
  type Holder,
} from './stock-hold-repository';

export type { Holder } from './stock-hold-repository';

/** Puts back the stock and the code use an order took (it is being cancelled). */
export async function releaseOrder(trx: Kysely<Database>, order: OrderRow): Promise<void> {
  const items = await orderStockLines(trx, order.order_id);
  const counts = new Map<number, number>();
  for (const item of items) {
    if (item.product_id !== null) {
      // A book of draw tickets took its tickets from the stock.
      const tickets = Number((item.metadata as { tickets?: unknown }).tickets ?? 1) || 1;
      counts.set(item.product_id, (counts.get(item.product_id) ?? 0) + item.quantity * tickets);
    }
  }
  for (const [productId, count] of [...counts].sort((a, b) => a[0] - b[0])) {
    await giveBackStock(trx, productId, count);
  }
  if (order.discount_code_id !== null) {
    await giveBackCodeUse(trx, order.discount_code_id);
  }
}

/** Until when an order placed at `now` holds its stock. */
export const holdExpiry = (config: StockHoldConfig, now: Date): Date =>
  new Date(now.getTime() + config.holdMinutes * 60_000);

/**
 * Refuses an order that would make one buyer (the signed-in user, or the guest) or one client
 * address hold more than the configured share of a product's unsold stock unpaid: a buyer
 * cannot take a draw's tickets away from everyone else by never paying.
 */
export async function checkHoldShare(
  trx: Kysely<Database>,
  config: StockHoldConfig,
  counts: ReadonlyMap<number, number>,
  names: ReadonlyMap<number, string>,
  holder: Holder,
): Promise<void> {
  for (const [productId, count] of counts) {
    const product = await productStock(trx, productId);
    if (!product || product.available_count === null) continue;
    const all = await unpaidUnits(trx, productId);
    const mine = await unpaidUnitsOf(trx, productId, holder);
    const unsold = product.available_count + all;
    const most = Math.max(config.minUnits, Math.floor((unsold * config.maxSharePercent) / 100));
    if (mine + count > most) {
      throw fail('hold_limit', {
        message: HOLD_LIMIT(most, names.get(productId) ?? 'this product'),
      });
    }
  }
}

/**
 * Takes the stock of an abandoned order again (its buyer came back to pay after the hold
 * expired): with the same conditional updates as a new order, so what sold out meanwhile is
 * refused and nothing is charged. Returns the order, waiting for payment again.
 */
export async function retakeAbandoned(
  trx: Kysely<Database>,
  order: OrderRow,
  expiresAt: Date,
): Promise<OrderRow> {
  const items = await orderStockLinesByProduct(trx, order.order_id);
  for (const item of items) {
    if (item.product_id === null) continue;
    const count =
      item.quantity * (Number((item.metadata as { tickets?: unknown }).tickets ?? 1) || 1);
    if (await retakeStock(trx, item.product_id, count)) continue;
    throw fail('out_of_stock', {
      message:
        item.product_type === 'Plan' || item.product_type === 'Bundle'
          ? OVERSOLD
          : OUT_OF_STOCK(item.name),
    });
  }
  if (order.discount_code_id !== null) {
    if (!(await retakeCodeUse(trx, order.discount_code_id))) throw fail('discount_code_used_up');
  }
  return reopenOrder(trx, order.order_id, expiresAt);
}

/**
 * Gives back the stock of unpaid orders whose hold expired by `now`, and marks them abandoned
 * (cancelled, `abandoned_at` set). Their payment is cancelled first, so it can no longer be
 * made; an order whose payment went through meanwhile is completed instead. Returns how many
 * orders were abandoned.
 */
export async function sweepExpiredHolds(context: CommerceContext, now: Date): Promise<number> {
  const expired = await expiredHoldOrderIds(context.db, now);
  let abandoned = 0;
  for (const orderId of expired) {
    if (!(await cancelOpenPayments(context, orderId))) continue;
    const done = await inTransaction(context.db, async (trx) => {
      const order = await lockExpiredOrder(trx, orderId, now);
      if (!order) return false;
      await releaseOrder(trx, order);
      await markAbandoned(trx, orderId, now);
      return true;
    });
    if (done) abandoned += 1;
  }
  return abandoned;
}

/**
 * Cancels the payments of an order still open at the provider. False when one of them was paid
 * or is being processed: that order is not abandoned (a paid one is completed here).
 */
async function cancelOpenPayments(context: CommerceContext, orderId: string): Promise<boolean> {
  const open = await uncancelledPaymentIntentIds(context.db, orderId);
  for (const intentId of open) {
    let intent = await context.payments.port.retrievePaymentIntent(intentId);
    if (
      intent.status !== 'succeeded' &&
      intent.status !== 'processing' &&
      intent.status !== 'canceled'
    ) {
      try {
        intent = await context.payments.port.cancelPaymentIntent(intentId);
      } catch {
        // Paid or being processed meanwhile: what the provider says now decides.
        intent = await context.payments.port.retrievePaymentIntent(intentId);
      }
    }
    await onIntentUpdated(context, intent);
    if (intent.status !== 'canceled') return false;
  }
  return true;
}
