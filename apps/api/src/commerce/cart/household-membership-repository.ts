// Household pricing (docs/api.md, "Shopping cart"): the plan memberships a buyer's household
// holds already, which the club's plan discounts count besides the cart's own plans, and the
// locks that keep two checkouts of one household from both taking a discount they cannot both
// have.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { orderHoldsPlaces } from '../orders/order-conditions-repository';
import type { HouseholdMembership } from '../../pricing/pricing';
import { lockHash } from './double-membership';

export interface HouseholdMembershipQuery {
  readonly accountId: number;
  /** The buyer. */
  readonly userId: number;
  /** The plans to look for (those of the plan discounts that count the cart's plans). */
  readonly productIds: readonly number[];
  /** The cart being priced: its own unpaid orders are replaced by its next one, not counted. */
  readonly cartId: string | null;
  /** The clock's time: an unpaid order counts while its hold lasts. */
  readonly now: Date;
}

/** The buyer's member records in the club and the people related to them (their household). */
const householdMemberIds = (db: Kysely<Database>, accountId: number, userId: number) =>
  db
    .selectFrom('members as own')
    .select('own.id as member_id')
    .where('own.user_id', '=', userId)
    .where('own.account_id', '=', accountId)
    .union(
      db
        .selectFrom('member_relations as r')
        .innerJoin('members as own', 'own.id', 'r.member_id')
        .select('r.related_member_id as member_id')
        .where('own.user_id', '=', userId)
        .where('r.account_id', '=', accountId),
    );

/**
 * The standalone plan lines (a bundle's plans are priced by the bundle) of this club's orders
 * that the buyer bought or that are for someone of their household: paid orders (`Completed`)
 * whose membership has not ended (refunded in full) nor been stopped, and unpaid ones still
 * holding their places made from another cart (an order placed meanwhile counts before it is
 * paid). Cancelled orders count for nothing. Each with its plan's membership period.
 */
export async function findHouseholdMemberships(
  db: Kysely<Database>,
  query: HouseholdMembershipQuery,
): Promise<HouseholdMembership[]> {
  if (query.productIds.length === 0) return [];
  const household = await householdMemberIds(db, query.accountId, query.userId).execute();
  const memberIds = household.map((row) => String(row.member_id));
  const rows = await db
    .selectFrom('order_items as it')
    .innerJoin('orders as o', 'o.order_id', 'it.order_id')
    .innerJoin('products as p', 'p.product_id', 'it.product_id')
    .select([
      'it.product_id',
      'it.price',
      sql<string | null>`to_char(p.valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      sql<string | null>`to_char(p.valid_to, 'YYYY-MM-DD')`.as('valid_to'),
      sql<boolean>`coalesce((p.metadata->>'is_juvenile')::boolean, false)`.as('is_juvenile'),
    ])
    .where('o.account_id', '=', query.accountId)
    .where('it.product_type', '=', 'Plan')
    .where('it.bundle_order_item_id', 'is', null)
    .where('it.product_id', 'in', [...new Set(query.productIds)])
    .where('it.ended_at', 'is', null)
    .where('it.subscription_stopped_at', 'is', null)
    .where(orderHoldsPlaces(query.now, query.cartId))
    .where((eb) =>
      eb.or([
        eb('o.user_id', '=', query.userId),
        ...(memberIds.length > 0
          ? [eb(sql<string>`it.metadata->>'member_id'`, 'in', memberIds)]
          : []),
      ]),
    )
    .orderBy('it.order_item_id')
    .execute();
  return rows.map((row) => ({
    productId: row.product_id ?? 0,
    price: row.price,
    period: { validFrom: row.valid_from, validTo: row.valid_to },
    isJuvenile: row.is_juvenile === true,
  }));
}

/** The first key of household pricing's advisory locks: negative, never a plan's id. */
export const HOUSEHOLD_LOCK_SPACE = -35;

/** The locks of a buyer's household: one for the buyer, one per member of the household. */
export function householdLockKeys(
  userId: number,
  memberIds: readonly number[],
): (readonly [number, number])[] {
  const seconds = new Set([
    lockHash(`user:${userId}`),
    ...memberIds.map((id) => lockHash(`member:${id}`)),
  ]);
  return [...seconds]
    .sort((a, b) => a - b)
    .map((second) => [HOUSEHOLD_LOCK_SPACE, second] as const);
}

/**
 * At checkout, before the cart is priced: takes the household's locks, in one order, for the
 * rest of the transaction. A second checkout of the same household (the same buyer, or another
 * guardian of the same child) waits here until the first has committed its order, and is then
 * priced counting it, so the two never both take the same place in the family's count.
 */
export async function lockHouseholdPricing(
  trx: Kysely<Database>,
  accountId: number,
  userId: number,
): Promise<void> {
  const household = await householdMemberIds(trx, accountId, userId).execute();
  const keys = householdLockKeys(
    userId,
    household.map((row) => row.member_id),
  );
  for (const [space, key] of keys) {
    await sql`select pg_advisory_xact_lock(${space}::int, ${key}::int)`.execute(trx);
  }
}
