import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { linesPlayingIn } from '../dashboard/dashboard-repository';

// The Lotto screen's reads: the club's lotto and draw products, their draws, and the paid lines
// playing in a draw (the dashboard's rule, `linesPlayingIn`).

/** The club's lotto and draw products, by name. */
export function lottoProducts(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('products')
    .select(['product_id', 'name', 'type'])
    .where('account_id', '=', accountId)
    .where('type', 'in', ['Lotto', 'Draw'])
    .orderBy('name')
    .orderBy('product_id')
    .execute();
}

function drawsOf(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('lottery_draws as d')
    .innerJoin('products as pr', 'pr.product_id', 'd.product_id')
    .select([
      'd.draw_id',
      'd.product_id',
      'pr.name as product',
      'pr.type as product_type',
      'd.draw_at',
      'd.status',
      'd.number_type',
    ])
    .where('d.account_id', '=', accountId);
}

/** A draw as the Lotto screen reads it. */
export type DrawRecord = NonNullable<Awaited<ReturnType<typeof findDraw>>>;

/** The club's next draws after `now`, soonest first. */
export function upcomingDraws(db: Kysely<Database>, accountId: number, now: Date, limit: number) {
  return drawsOf(db, accountId)
    .where('d.draw_at', '>', now)
    .orderBy('d.draw_at')
    .orderBy('d.draw_id')
    .limit(limit)
    .execute();
}

/** The club's draws up to `now`, latest first. */
export function pastDraws(db: Kysely<Database>, accountId: number, now: Date, limit: number) {
  return drawsOf(db, accountId)
    .where('d.draw_at', '<=', now)
    .orderBy('d.draw_at', 'desc')
    .orderBy('d.draw_id', 'desc')
    .limit(limit)
    .execute();
}

/** One draw of the club, or undefined (another club's included). */
export function findDraw(db: Kysely<Database>, accountId: number, drawId: number) {
  return drawsOf(db, accountId).where('d.draw_id', '=', drawId).executeTakeFirst();
}

/** A paid line playing in a draw, with its buyer and whether it renews. */
export interface DrawLineRow {
  readonly order_item_id: number;
  readonly order_seq: number;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string | null;
  readonly product_type: string;
  readonly quantity: number;
  readonly pick: unknown;
  readonly number_type: string | null;
  readonly tickets: number | null;
  readonly renews: boolean;
  readonly bought_at: Date;
}

/**
 * The lines playing in the draw, by the buyer's name, `limit` from `offset`, and how many there
 * are. A line renews while its automatic renewal is on: not stopped by the member, never refused
 * and not ended by the club (as the member's account reads it, `toLottoEntry`).
 */
export async function drawLines(
  db: Kysely<Database>,
  accountId: number,
  drawId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: DrawLineRow[]; total: number }> {
  const { rows } = await sql<DrawLineRow & { total: number }>`
    with playing as (${linesPlayingIn(accountId, [drawId])})
    select it.order_item_id, o.order_seq,
      o.buyer_first_name as first_name, o.buyer_last_name as last_name,
      coalesce(o.buyer_email, u.email) as email,
      it.product_type, it.quantity, it.metadata->'pick' as pick,
      it.metadata->>'number_type' as number_type,
      case when it.metadata->>'tickets' ~ '^[0-9]{1,6}$' then (it.metadata->>'tickets')::int end
        as tickets,
      (coalesce((it.metadata->>'auto_renewal') = 'true', false)
        and it.metadata->>'auto_renewal_stopped_at' is null
        and it.ended_at is null
        and not exists (select 1 from entry_renewals r
          where r.order_item_id = it.order_item_id and r.status = 'refused')
        and not exists (select 1 from order_refunds f
          where f.order_item_id = it.order_item_id and f.status = 'succeeded')
        and not exists (select 1 from order_instalments x
          where x.order_item_id = it.order_item_id and x.status = 'cancelled')) as renews,
      coalesce(o.completed_at, o.created_at) as bought_at,
      count(*) over ()::int as total
    from playing p
    join order_items it on it.order_item_id = p.order_item_id
    join orders o on o.order_id = it.order_id
    left join users u on u.id = o.user_id
    order by lower(o.buyer_last_name), lower(o.buyer_first_name), it.order_item_id
    limit ${page.limit} offset ${page.offset}`.execute(db);
  if (rows.length > 0 || page.offset === 0) {
    return { rows, total: rows[0]?.total ?? 0 };
  }
  // A page past the end: the count alone.
  const { rows: counted } = await sql<{ total: number }>`
    with playing as (${linesPlayingIn(accountId, [drawId])})
    select count(*)::int as total from playing`.execute(db);
  return { rows: [], total: counted[0]?.total ?? 0 };
}
