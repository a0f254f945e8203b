import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../errors/domain-error';
import type { CommerceContext } from '../commerce-context';
import { HOLD_LIMIT, OUT_OF_STOCK, OVERSOLD } from '../commerce-messages';
import type { StockHoldConfig } from '../stock-hold-config';
import { onIntentUpdated } from './order-payments';
import type { OrderRow } from './order-row';

/** Puts back the stock and the code use an order took (it is being cancelled). */
export async function releaseOrder(trx: Kysely<Database>, order: OrderRow): Promise<void> {
  const items = await trx
    .selectFrom('order_items')
    .select(['product_id', 'quantity', 'metadata'])
    .where('order_id', '=', order.order_id)
    .execute();
  const counts = new Map<number, number>();
  for (const item of items) {
    if (item.product_id !== null) {
      // A book of draw tickets took its tickets from the stock.
      const tickets = Number((item.metadata as { tickets?: unknown }).tickets ?? 1) || 1;
      counts.set(item.product_id, (counts.get(item.product_id) ?? 0) + item.quantity * tickets);
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
  if (order.discount_code_id !== null) {
    await trx
      .updateTable('discount_codes')
      .set({ uses: sql<number>`greatest(uses - 1, 0)` })
      .where('discount_code_id', '=', order.discount_code_id)
      .execute();
  }
}

/** Until when an order placed at `now` holds its stock. */
export const holdExpiry = (config: StockHoldConfig, now: Date): Date =>
  new Date(now.getTime() + config.holdMinutes * 60_000);

/** The units of a product an order item took from the stock (a book of 3 tickets: 3 a unit). */
const UNITS = sql<number>`coalesce(sum(oi.quantity * coalesce((oi.metadata->>'tickets')::int, 1)), 0)`;

export interface Holder {
  readonly userId: number | null;
  readonly memberId: number | null;
  readonly clientAddress: string | null;
}

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
    const product = await trx
      .selectFrom('products')
      .select('available_count')
      .where('product_id', '=', productId)
      .executeTakeFirst();
    if (!product || product.available_count === null) continue;
    const held = trx
      .selectFrom('order_items as oi')
      .innerJoin('orders as o', 'o.order_id', 'oi.order_id')
      .select(UNITS.as('units'))
      .where('oi.product_id', '=', productId)
      .where('o.status', '=', 'New');
    const all = await held.executeTakeFirstOrThrow();
    const mine = await held
      .where((eb) =>
        eb.or([
          ...(holder.userId !== null ? [eb('o.user_id', '=', holder.userId)] : []),
          ...(holder.userId === null && holder.memberId !== null
            ? [eb('o.member_id', '=', holder.memberId)]
            : []),
          ...(holder.clientAddress !== null
            ? [eb('o.client_address', '=', holder.clientAddress)]
            : []),
        ]),
      )
      .executeTakeFirstOrThrow();
    const unsold = product.available_count + Number(all.units);
    const most = Math.max(config.minUnits, Math.floor((unsold * config.maxSharePercent) / 100));
    if (Number(mine.units) + count > most) {
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
  const items = await trx
    .selectFrom('order_items')
    .select(['product_id', 'product_type', 'name', 'quantity', 'metadata'])
    .where('order_id', '=', order.order_id)
    .orderBy('product_id')
    .execute();
  for (const item of items) {
    if (item.product_id === null) continue;
    const count =
      item.quantity * (Number((item.metadata as { tickets?: unknown }).tickets ?? 1) || 1);
    const taken = await trx
      .updateTable('products')
      .set({ available_count: sql<number>`available_count - ${count}` })
      .where('product_id', '=', item.product_id)
      .where((eb) => eb.or([eb('available_count', 'is', null), eb('available_count', '>=', count)]))
      .returning('product_id')
      .executeTakeFirst();
    if (taken) continue;
    throw fail('out_of_stock', {
      message:
        item.product_type === 'Plan' || item.product_type === 'Bundle'
          ? OVERSOLD
          : OUT_OF_STOCK(item.name),
    });
  }
  if (order.discount_code_id !== null) {
    const used = await trx
      .updateTable('discount_codes')
      .set({ uses: sql<number>`uses + 1` })
      .where('discount_code_id', '=', order.discount_code_id)
      .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
      .returning('discount_code_id')
      .executeTakeFirst();
    if (!used) throw fail('discount_code_used_up');
  }
  return trx
    .updateTable('orders')
    .set({ status: 'New', abandoned_at: null, hold_expires_at: expiresAt })
    .where('order_id', '=', order.order_id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Gives back the stock of unpaid orders whose hold expired by `now`, and marks them abandoned
 * (cancelled, `abandoned_at` set). Their payment is cancelled first, so it can no longer be
 * made; an order whose payment went through meanwhile is completed instead. Returns how many
 * orders were abandoned.
 */
export async function sweepExpiredHolds(context: CommerceContext, now: Date): Promise<number> {
  const expired = await context.db
    .selectFrom('orders')
    .select('order_id')
    .where('status', '=', 'New')
    .where('hold_expires_at', '<=', now)
    .orderBy('hold_expires_at')
    .limit(500)
    .execute();
  let abandoned = 0;
  for (const { order_id: orderId } of expired) {
    if (!(await cancelOpenPayments(context, orderId))) continue;
    const done = await context.db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom('orders')
        .selectAll()
        .where('order_id', '=', orderId)
        .where('status', '=', 'New')
        .where('hold_expires_at', '<=', now)
        .forUpdate()
        .executeTakeFirst();
      if (!order) return false;
      await releaseOrder(trx, order);
      await trx
        .updateTable('orders')
        .set({ status: 'Cancelled', abandoned_at: now })
        .where('order_id', '=', orderId)
        .execute();
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
  const open = await context.db
    .selectFrom('payments')
    .select('intent_id')
    .where('order_id', '=', orderId)
    .where('status', 'not in', ['canceled'])
    .execute();
  for (const payment of open) {
    let intent = await context.payments.port.retrievePaymentIntent(payment.intent_id);
    if (
      intent.status !== 'succeeded' &&
      intent.status !== 'processing' &&
      intent.status !== 'canceled'
    ) {
      try {
        intent = await context.payments.port.cancelPaymentIntent(payment.intent_id);
      } catch {
        // Paid or being processed meanwhile: what the provider says now decides.
        intent = await context.payments.port.retrievePaymentIntent(payment.intent_id);
      }
    }
    await onIntentUpdated(context, intent);
    if (intent.status !== 'canceled') return false;
  }
  return true;
}
