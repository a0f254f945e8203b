// Conditions on an order (`orders as o`) and its lines (`order_items as it`) that several reads
// share: each is built on those aliases, for the `where` of a query that names them so.
import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

type OrderLineTables = Database & { o: Database['orders']; it: Database['order_items'] };

/**
 * The order holds its places: paid (`Completed`), or unpaid (`New`) with its hold not expired and
 * made from another cart than `cartId` (the cart's own unpaid orders are replaced by its next one).
 */
export function orderHoldsPlaces(now: Date, cartId: string | null): Expression<SqlBool> {
  const eb = expressionBuilder<OrderLineTables, 'o'>();
  return eb.or([
    eb('o.status', '=', 'Completed'),
    eb.and([
      eb('o.status', '=', 'New'),
      eb('o.hold_expires_at', '>', now),
      cartId === null
        ? sql<boolean>`true`
        : eb.or([eb('o.shopping_cart_id', 'is', null), eb('o.shopping_cart_id', '!=', cartId)]),
    ]),
  ]);
}

/** The line was not refunded (in part or in full), nor its payments cancelled by the club. */
export function lineNotRefundedOrCancelled(): Expression<SqlBool> {
  const eb = expressionBuilder<OrderLineTables, 'it'>();
  return eb.and([
    eb.not(
      eb.exists(
        eb
          .selectFrom('order_refunds as f')
          .select('f.order_refund_id')
          .whereRef('f.order_item_id', '=', 'it.order_item_id')
          .where('f.status', '=', 'succeeded'),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('order_instalments as x')
          .select('x.order_instalment_id')
          .whereRef('x.order_item_id', '=', 'it.order_item_id')
          .where('x.status', '=', 'cancelled'),
      ),
    ),
  ]);
}
