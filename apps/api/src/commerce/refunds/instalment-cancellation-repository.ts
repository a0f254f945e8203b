// Cancelling the instalments of an order line still to be charged: by an admin, or when a
// refund of the line succeeds.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../errors/domain-error';
import { UNPAID } from './refund-amounts';

/**
 * Cancels the instalments of a line that are still to be charged, but not one a worker is
 * charging right now (its charge settles it). Answers how many were cancelled.
 */
export async function cancelUnpaid(
  trx: Transaction<Database>,
  orderItemId: number,
  now: Date,
): Promise<number> {
  const result = await trx
    .updateTable('order_instalments as i')
    .set({ status: 'cancelled', cancelled_at: now, next_attempt_at: null })
    .where('i.order_item_id', '=', orderItemId)
    .where('i.status', 'in', [...UNPAID])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('instalment_charges as c')
            .select('c.instalment_charge_id')
            .whereRef('c.order_instalment_id', '=', 'i.order_instalment_id')
            .where('c.status', 'in', ['charging', 'processing']),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Cancels the instalments still to be charged of one line of one of the club's orders (the
 * collection job never charges a cancelled one). 404 for a line the club does not have.
 */
export async function cancelLineInstalments(
  db: Kysely<Database>,
  accountId: number,
  orderId: string,
  orderItemId: number,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const line = await trx
      .selectFrom('order_items as it')
      .innerJoin('orders as o', 'o.order_id', 'it.order_id')
      .select('it.order_item_id')
      .where('o.account_id', '=', accountId)
      .where('o.order_id', '=', orderId)
      .where('it.order_item_id', '=', orderItemId)
      .where('it.bundle_order_item_id', 'is', null)
      .forUpdate('o')
      .executeTakeFirst();
    if (!line) {
      const order = await trx
        .selectFrom('orders')
        .select('order_id')
        .where('account_id', '=', accountId)
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      throw fail(order ? 'order_line_not_found' : 'order_not_found');
    }
    return cancelUnpaid(trx, orderItemId, now);
  });
}
