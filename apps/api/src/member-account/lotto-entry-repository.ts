import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { RenewalRefusal } from '../db/schema-commerce';

/**
 * The lotto and draw lines of the user's completed orders in every club, with what the order
 * line kept of them (price option, picks, first draw, renewal) and whether the club ended them
 * (refunded in full, a refund made, or a payment cancelled).
 */
export async function findLottoLines(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('order_items as it')
    .innerJoin('orders as o', 'o.order_id', 'it.order_id')
    .innerJoin('clubs as c', 'c.account_id', 'o.account_id')
    .leftJoin('products as p', 'p.product_id', 'it.product_id')
    .select([
      'it.order_item_id',
      'it.product_id',
      'it.product_type',
      'it.name',
      'it.quantity',
      'it.subtotal',
      'o.order_id',
      'o.order_seq',
      'o.currency',
      'o.created_at',
      'o.completed_at',
      'c.account_id',
      'c.name as club_name',
      'c.slug',
      sql<string | null>`it.metadata->>'configurable_price_title'`.as('title'),
      sql<unknown>`it.metadata->'pick'`.as('pick'),
      sql<string | null>`it.metadata->>'number_type'`.as('number_type'),
      sql<string | null>`it.metadata->>'draw_at'`.as('draw_at'),
      sql<number | null>`(it.metadata->>'draws')::int`.as('draws'),
      sql<number | null>`(it.metadata->>'tickets')::int`.as('tickets'),
      sql<boolean>`coalesce((it.metadata->>'auto_renewal') = 'true', false)`.as('auto_renewal'),
      sql<string | null>`it.metadata->>'auto_renewal_stopped_at'`.as('stopped_at'),
      sql<unknown>`p.metadata->'configurable_price'`.as('prices'),
      sql<boolean>`(
        it.ended_at is not null
        or exists (select 1 from order_refunds f
                   where f.order_item_id = it.order_item_id and f.status = 'succeeded')
        or exists (select 1 from order_instalments x
                   where x.order_item_id = it.order_item_id and x.status = 'cancelled')
      )`.as('ended_by_club'),
      sql<Date | null>`coalesce(it.ended_at, (
        select min(x.cancelled_at) from order_instalments x
        where x.order_item_id = it.order_item_id and x.status = 'cancelled'
      ), (
        select min(f.finished_at) from order_refunds f
        where f.order_item_id = it.order_item_id and f.status = 'succeeded'
      ))`.as('ended_at'),
    ])
    .where('o.user_id', '=', userId)
    .where('o.status', '=', 'Completed')
    .where('it.product_type', 'in', ['Lotto', 'Draw'])
    .orderBy('o.created_at', 'desc')
    .orderBy('it.order_item_id', 'desc')
    .execute();
}

export type LottoLine = Awaited<ReturnType<typeof findLottoLines>>[number];

/** The renewals made or refused of these lines, newest first per line. */
export async function findLineRenewals(db: Kysely<Database>, orderItemIds: readonly number[]) {
  if (orderItemIds.length === 0) return [];
  const rows = await db
    .selectFrom('entry_renewals')
    .select(['order_item_id', 'renewal', 'status', 'draw_at', 'draws', 'reason', 'renewed_at'])
    .where('order_item_id', 'in', [...orderItemIds])
    .orderBy('order_item_id')
    .orderBy('renewal', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    reason: row.reason as RenewalRefusal | null,
  }));
}

export type LineRenewal = Awaited<ReturnType<typeof findLineRenewals>>[number];

/** The draws of these products on the club's calendar from `from` on, in date order. */
export async function findProductDraws(
  db: Kysely<Database>,
  productIds: readonly number[],
  from: Date,
) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('lottery_draws')
    .select(['product_id', 'draw_at', 'status', 'number_type'])
    .where('product_id', 'in', [...new Set(productIds)])
    .where('draw_at', '>=', from)
    .orderBy('product_id')
    .orderBy('draw_at')
    .execute();
}

export type ProductDraw = Awaited<ReturnType<typeof findProductDraws>>[number];
