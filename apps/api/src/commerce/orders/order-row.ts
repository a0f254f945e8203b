import type { Selectable } from 'kysely';
import type { OrdersTable } from '../../db/schema-commerce';

/**
 * An order as read from the `orders` table. Its own module: placing, paying, holding stock for and
 * showing an order all handle it, and none of them should import another for its type.
 */
export type OrderRow = Selectable<OrdersTable>;

/** Whom an order's mails and receipt speak to: its buyer's account, else their address. */
export const orderRecipient = (order: OrderRow) => ({
  userId: order.user_id,
  email: order.buyer_email,
  accountId: order.account_id,
});
