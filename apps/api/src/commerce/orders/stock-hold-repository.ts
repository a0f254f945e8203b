import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderRow } from './order-row';

/** Whose unpaid orders count against a hold share: a user, else a guest member, and an address. */
export interface Holder {
  readonly userId: number | null;
  readonly memberId: number | null;
  readonly clientAddress: string | null;
}

/** The units of a product an order item took from the stock (a book of 3 tickets: 3 a unit). */
const UNITS = sql<number>`coalesce(sum(oi.quantity * coalesce((oi.metadata->>'tickets')::int, 1)), 0)`;

/** Reads what each line of an order took from the stock (product, quantity, ticket metadata). */
export function orderStockLines(trx: Kysely<Database>, orderId: string) {
  return trx
    .selectFrom('order_items')
    .select(['product_id', 'quantity', 'metadata'])
    .where('order_id', '=', orderId)
    .execute();
}

/** Adds `count` units back to a product's stock; a product without a stock limit is left alone. */
export async function giveBackStock(
  trx: Kysely<Database>,
  productId: number,
  count: number,
): Promise<void> {
  await trx
    .updateTable('products')
    .set({ available_count: sql<number>`available_count + ${count}` })
    .where('product_id', '=', productId)
    .where('available_count', 'is not', null)
    .execute();
}

/** Gives back one use of a discount code, never going below zero. */
export async function giveBackCodeUse(
  trx: Kysely<Database>,
  discountCodeId: number,
): Promise<void> {
  await trx
    .updateTable('discount_codes')
    .set({ uses: sql<number>`greatest(uses - 1, 0)` })
    .where('discount_code_id', '=', discountCodeId)
    .execute();
}

/** Reads a product's stock left (null: unlimited); undefined when there is no such product. */
export function productStock(trx: Kysely<Database>, productId: number) {
  return trx
    .selectFrom('products')
    .select('available_count')
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

const unpaidUnitsQuery = (trx: Kysely<Database>, productId: number) =>
  trx
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.order_id', 'oi.order_id')
    .select(UNITS.as('units'))
    .where('oi.product_id', '=', productId)
    .where('o.status', '=', 'New');

/** Reads the units of a product that unpaid orders hold. */
export async function unpaidUnits(trx: Kysely<Database>, productId: number): Promise<number> {
  const row = await unpaidUnitsQuery(trx, productId).executeTakeFirstOrThrow();
  return Number(row.units);
}

/** Reads the units of a product that one holder's unpaid orders hold (buyer or client address). */
export async function unpaidUnitsOf(
  trx: Kysely<Database>,
  productId: number,
  holder: Holder,
): Promise<number> {
  const row = await unpaidUnitsQuery(trx, productId)
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
  return Number(row.units);
}

/** Reads an order's lines with their product's type and name, in product order (no deadlocks). */
export function orderStockLinesByProduct(trx: Kysely<Database>, orderId: string) {
  return trx
    .selectFrom('order_items')
    .select(['product_id', 'product_type', 'name', 'quantity', 'metadata'])
    .where('order_id', '=', orderId)
    .orderBy('product_id')
    .execute();
}

/**
 * Takes `count` units of a product's stock if that many are left (or it has no limit): one
 * conditional update, whose row lock makes concurrent orders wait and re-check. False when not.
 */
export async function retakeStock(
  trx: Kysely<Database>,
  productId: number,
  count: number,
): Promise<boolean> {
  const taken = await trx
    .updateTable('products')
    .set({ available_count: sql<number>`available_count - ${count}` })
    .where('product_id', '=', productId)
    .where((eb) => eb.or([eb('available_count', 'is', null), eb('available_count', '>=', count)]))
    .returning('product_id')
    .executeTakeFirst();
  return taken !== undefined;
}

/** Takes one use of a discount code if it has one left; false when it is used up. */
export async function retakeCodeUse(
  trx: Kysely<Database>,
  discountCodeId: number,
): Promise<boolean> {
  const used = await trx
    .updateTable('discount_codes')
    .set({ uses: sql<number>`uses + 1` })
    .where('discount_code_id', '=', discountCodeId)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .returning('discount_code_id')
    .executeTakeFirst();
  return used !== undefined;
}

/** Writes an abandoned order back to waiting for payment, holding its stock until `expiresAt`. */
export function reopenOrder(
  trx: Kysely<Database>,
  orderId: string,
  expiresAt: Date,
): Promise<OrderRow> {
  return trx
    .updateTable('orders')
    .set({ status: 'New', abandoned_at: null, hold_expires_at: expiresAt })
    .where('order_id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Gives an unpaid order whose hold lapsed (not swept yet) a new hold until `expiresAt`. */
export function extendHold(
  trx: Kysely<Database>,
  orderId: string,
  expiresAt: Date,
): Promise<OrderRow> {
  return trx
    .updateTable('orders')
    .set({ hold_expires_at: expiresAt })
    .where('order_id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Reads the ids of up to 500 unpaid orders whose hold expired by `now`, oldest hold first. */
export async function expiredHoldOrderIds(db: Kysely<Database>, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('order_id')
    .where('status', '=', 'New')
    .where('hold_expires_at', '<=', now)
    .orderBy('hold_expires_at')
    .limit(500)
    .execute();
  return rows.map((row) => row.order_id);
}

/**
 * Reads and locks an order if it is still unpaid with its hold expired by `now`: paid or retaken
 * meanwhile, it is not abandoned.
 */
export function lockExpiredOrder(
  trx: Kysely<Database>,
  orderId: string,
  now: Date,
): Promise<OrderRow | undefined> {
  return trx
    .selectFrom('orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'New')
    .where('hold_expires_at', '<=', now)
    .forUpdate()
    .executeTakeFirst();
}

/** Marks an order cancelled as abandoned at `now`. */
export async function markAbandoned(
  trx: Kysely<Database>,
  orderId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ status: 'Cancelled', abandoned_at: now })
    .where('order_id', '=', orderId)
    .execute();
}

/** Reads the provider's intents of an order's payments not cancelled yet. */
export async function uncancelledPaymentIntentIds(
  db: Kysely<Database>,
  orderId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('payments')
    .select('intent_id')
    .where('order_id', '=', orderId)
    .where('status', 'not in', ['canceled'])
    .execute();
  return rows.map((row) => row.intent_id);
}
