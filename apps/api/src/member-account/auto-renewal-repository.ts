import type { AutoRenewal } from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The lotto and draw entries that renew on their own: the only kinds that do. */
const RENEWING_TYPES = ['Lotto', 'Draw'];

function renewals(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('order_items as it')
    .innerJoin('orders as o', 'o.order_id', 'it.order_id')
    .innerJoin('clubs as c', 'c.account_id', 'o.account_id')
    .select([
      'it.order_item_id',
      'it.name',
      'it.product_type',
      'it.subtotal',
      'o.order_id',
      'o.order_seq',
      'o.currency',
      'o.created_at',
      'c.account_id',
      'c.name as club_name',
      'c.slug',
      sql<string | null>`it.metadata->>'configurable_price_title'`.as('title'),
      sql<string | null>`it.metadata->>'auto_renewal_stopped_at'`.as('stopped_at'),
    ])
    .where('o.user_id', '=', userId)
    .where('o.status', '=', 'Completed')
    .where('it.product_type', 'in', RENEWING_TYPES)
    .where(sql<boolean>`(it.metadata->>'auto_renewal') = 'true'`);
}

type Row = Awaited<ReturnType<ReturnType<typeof renewals>['executeTakeFirstOrThrow']>>;

const toAutoRenewal = (row: Row): AutoRenewal => ({
  order_item_id: row.order_item_id,
  order_id: row.order_id,
  order_seq: row.order_seq,
  club: { account_id: row.account_id, name: row.club_name, slug: row.slug },
  product_type: row.product_type,
  name: row.name,
  title: row.title,
  amount: row.subtotal,
  currency: row.currency,
  started_at: new Date(row.created_at).toISOString(),
  stopped_at: row.stopped_at ? new Date(row.stopped_at).toISOString() : null,
});

/** The member's automatic renewals in every club: running ones first, then newest first. */
export async function listAutoRenewals(
  db: Kysely<Database>,
  userId: number,
): Promise<AutoRenewal[]> {
  const rows = await renewals(db, userId)
    .orderBy(sql`(it.metadata->>'auto_renewal_stopped_at') is not null`)
    .orderBy('o.created_at', 'desc')
    .orderBy('it.order_item_id', 'desc')
    .execute();
  return rows.map(toAutoRenewal);
}

/**
 * Stops one of the member's automatic renewals (once: stopping a stopped one changes nothing).
 * Null when the member has no such renewal.
 */
export async function stopAutoRenewal(
  db: Kysely<Database>,
  userId: number,
  orderItemId: number,
): Promise<AutoRenewal | null> {
  const found = await renewals(db, userId)
    .where('it.order_item_id', '=', orderItemId)
    .executeTakeFirst();
  if (!found) return null;
  if (!found.stopped_at) {
    await db
      .updateTable('order_items')
      .set({
        metadata: sql`metadata || jsonb_build_object('auto_renewal_stopped_at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
      })
      .where('order_item_id', '=', orderItemId)
      .where(sql<boolean>`(metadata->>'auto_renewal_stopped_at') is null`)
      .execute();
  }
  const stopped = await renewals(db, userId)
    .where('it.order_item_id', '=', orderItemId)
    .executeTakeFirstOrThrow();
  return toAutoRenewal(stopped);
}
