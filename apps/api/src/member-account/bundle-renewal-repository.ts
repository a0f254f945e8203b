import { sql, type Kysely } from 'kysely';
import { lineNotRefundedOrCancelled } from '../commerce/orders/order-conditions-repository';
import type { Database } from '../db/schema';
import { renewableLinesQuery } from './renewal-repository';

/**
 * The bundle lines of the user's paid orders in every club whose bundle's season ended in the
 * last year or ends within 60 days of `now`, with the buyer's member record (whose guardian
 * answers were kept). Lines the club ended, refunded (in part or in full) or whose payments it
 * cancelled are left out.
 */
export async function findRenewableBundleLines(db: Kysely<Database>, userId: number, now: Date) {
  return renewableLinesQuery(db, userId, now, 'Bundle')
    .select([
      'it.order_item_id',
      'o.account_id',
      'o.member_id as buyer_member_id',
      'c.slug',
      'c.name as club_name',
      'p.name as bundle_name',
      sql<string>`to_char(p.valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      sql<string>`to_char(p.valid_to, 'YYYY-MM-DD')`.as('valid_to'),
    ])
    .where(lineNotRefundedOrCancelled())
    .execute();
}

export type RenewableBundleLine = Awaited<ReturnType<typeof findRenewableBundleLines>>[number];

/**
 * The people of these bundle lines: each plan line inside them, in the order bought, with the
 * plan as the catalogue names it now and whether it is a juvenile plan.
 */
export async function findBundlePeople(db: Kysely<Database>, bundleLineIds: readonly number[]) {
  if (bundleLineIds.length === 0) return [];
  return db
    .selectFrom('order_items as it')
    .leftJoin('products as p', 'p.product_id', 'it.product_id')
    .select([
      'it.order_item_id',
      'it.bundle_order_item_id',
      'it.product_id',
      'it.member_first_name',
      'it.member_last_name',
      sql<string | null>`nullif(it.metadata->>'member_id', '')`.as('member_id'),
      sql<string>`coalesce(p.name, it.name)`.as('plan_name'),
      sql<boolean>`coalesce((p.metadata->>'is_juvenile')::boolean, false)`.as('is_juvenile'),
    ])
    .where('it.bundle_order_item_id', 'in', [...bundleLineIds])
    .where('it.product_type', '=', 'Plan')
    .orderBy('it.order_item_id')
    .execute();
}

export type BundlePersonLine = Awaited<ReturnType<typeof findBundlePeople>>[number];

/** The plans a bundle offers now (those on sale), with their in-bundle price, in its order. */
export async function findBundleOffer(db: Kysely<Database>, bundleId: number) {
  return db
    .selectFrom('bundle_items as b')
    .innerJoin('products as p', 'p.product_id', 'b.product_id')
    .select([
      'b.product_id',
      'p.name',
      'b.price_in_bundle',
      sql<boolean>`coalesce((p.metadata->>'is_juvenile')::boolean, false)`.as('is_juvenile'),
    ])
    .where('b.bundle_id', '=', bundleId)
    .where('p.active', '=', true)
    .orderBy('b.position')
    .orderBy('b.bundle_item_id')
    .execute();
}

export type BundleOfferedPlan = Awaited<ReturnType<typeof findBundleOffer>>[number];
