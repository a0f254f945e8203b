import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What the refund's receipt mail needs; null when the request's mail was already claimed. */
export async function claimRefundNotice(
  db: Kysely<Database>,
  accountId: number,
  requestKey: string,
) {
  const claimed = await db
    .updateTable('order_refunds')
    .set({ notified_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('request_key', '=', requestKey)
    .where('status', '=', 'succeeded')
    .where('notified_at', 'is', null)
    .returning(['order_id', 'order_item_id', 'amount', 'reason'])
    .execute();
  if (claimed.length === 0) return null;
  const orderId = claimed[0]!.order_id;
  const [order, items] = await Promise.all([
    db
      .selectFrom('orders as o')
      .innerJoin('clubs as c', 'c.account_id', 'o.account_id')
      .leftJoin('users as u', 'u.id', 'o.user_id')
      .select([
        'o.order_id',
        'o.order_seq',
        'o.currency',
        'o.buyer_first_name',
        sql<string | null>`coalesce(o.buyer_email, u.email)`.as('email'),
        'c.name as club_name',
      ])
      .where('o.order_id', '=', orderId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('order_items')
      .select(['order_item_id', 'name'])
      .where(
        'order_item_id',
        'in',
        claimed.map((row) => row.order_item_id),
      )
      .execute(),
  ]);
  const names = new Map(items.map((item) => [item.order_item_id, item.name]));
  const byLine = new Map<number, number>();
  for (const row of claimed) {
    byLine.set(row.order_item_id, (byLine.get(row.order_item_id) ?? 0) + row.amount);
  }
  return {
    order,
    reason: claimed[0]!.reason,
    lines: [...byLine].map(([orderItemId, amount]) => ({
      name: names.get(orderItemId) ?? '',
      amount,
    })),
  };
}
