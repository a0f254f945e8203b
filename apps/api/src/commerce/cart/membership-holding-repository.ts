import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { orderHoldsPlaces } from '../orders/order-conditions-repository';

/** A plan line (alone or in a bundle) of an order that holds its membership. */
export interface HeldPlanLine {
  readonly productId: number;
  readonly memberId: number | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  /** The buyer's account (null: a guest's order). */
  readonly userId: number | null;
}

/** Who to look for: people known by their member record, and people only named by the buyer. */
export interface HolderQuery {
  readonly accountId: number;
  readonly productIds: readonly number[];
  readonly memberIds: readonly number[];
  /** The buyer, whose earlier orders name people by first and last name. */
  readonly userId: number;
  /** `first last`, trimmed and lower case. */
  readonly names: readonly string[];
  /** The clock's time: an unpaid order holds its places until its hold expires. */
  readonly now: Date;
  /** The cart being checked: its own unpaid orders are replaced by its next one, not counted. */
  readonly cartId: string | null;
}

const memberIdText = sql<string | null>`it.metadata->>'member_id'`;

/** `first last` of a line's person, trimmed and lower case, as `HolderQuery.names`. */
const lineName = sql<string>`lower(trim(coalesce(it.member_first_name, '')) || ' ' || trim(coalesce(it.member_last_name, '')))`;

/**
 * The plan lines of this club's orders that hold one of these plans for one of these people:
 * lines of paid orders (`Completed`) not ended (refunded in full; a subscription not stopped), and of unpaid ones still
 * holding their places (`New`, hold not expired) made from another cart. People are looked for by
 * member record, or, in the buyer's own orders, by name (a person bought for before their member
 * record existed). The caller matches each line to the person it is checking.
 */
export async function findHeldPlanLines(
  db: Kysely<Database>,
  query: HolderQuery,
): Promise<HeldPlanLine[]> {
  if (query.productIds.length === 0) return [];
  const rows = await db
    .selectFrom('order_items as it')
    .innerJoin('orders as o', 'o.order_id', 'it.order_id')
    .select([
      'it.product_id',
      memberIdText.as('member_id'),
      'it.member_first_name',
      'it.member_last_name',
      'o.user_id',
    ])
    .where('o.account_id', '=', query.accountId)
    .where('it.product_type', '=', 'Plan')
    .where('it.product_id', 'in', [...query.productIds])
    .where('it.ended_at', 'is', null)
    // A subscription stopped (by the member or the club) is over: it may be taken out again.
    .where('it.subscription_stopped_at', 'is', null)
    .where(orderHoldsPlaces(query.now, query.cartId))
    .where((eb) => {
      const people = [];
      if (query.memberIds.length > 0) {
        people.push(eb(memberIdText, 'in', query.memberIds.map(String)));
      }
      if (query.names.length > 0) {
        people.push(
          eb.and([eb('o.user_id', '=', query.userId), eb(lineName, 'in', [...query.names])]),
        );
      }
      return people.length > 0 ? eb.or(people) : sql<boolean>`false`;
    })
    .execute();
  return rows.map((row) => ({
    productId: row.product_id ?? 0,
    memberId: row.member_id === null || row.member_id === '' ? null : Number(row.member_id),
    firstName: row.member_first_name,
    lastName: row.member_last_name,
    userId: row.user_id,
  }));
}

/** A plan's name and last day (`YYYY-MM-DD`, null: no end), by product id. */
export async function findPlanTerms(
  db: Kysely<Database>,
  productIds: readonly number[],
): Promise<Map<number, { name: string; validTo: string | null }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select([
      'product_id',
      'name',
      sql<string | null>`to_char(valid_to, 'YYYY-MM-DD')`.as('valid_to'),
    ])
    .where('product_id', 'in', [...new Set(productIds)])
    .execute();
  return new Map(rows.map((row) => [row.product_id, { name: row.name, validTo: row.valid_to }]));
}

/** The people a placed order's plan lines (alone or in bundles) are for. */
export async function findOrderPlanLines(
  db: Kysely<Database>,
  orderId: string,
): Promise<{ productId: number; memberId: number | null; firstName: string; lastName: string }[]> {
  const rows = await db
    .selectFrom('order_items as it')
    .select([
      'it.product_id',
      memberIdText.as('member_id'),
      'it.member_first_name',
      'it.member_last_name',
    ])
    .where('it.order_id', '=', orderId)
    .where('it.product_type', '=', 'Plan')
    .where('it.product_id', 'is not', null)
    .orderBy('it.order_item_id')
    .execute();
  return rows.map((row) => ({
    productId: row.product_id ?? 0,
    memberId: row.member_id === null || row.member_id === '' ? null : Number(row.member_id),
    firstName: row.member_first_name ?? '',
    lastName: row.member_last_name ?? '',
  }));
}

/**
 * Takes the transaction's locks on (plan, person) pairs, in the order given (the caller sorts
 * them, so two checkouts never wait for each other crosswise): a second checkout of the same
 * plan for the same person waits here until the first has committed its order, then sees it.
 */
export async function lockPlanHolders(
  trx: Kysely<Database>,
  keys: readonly (readonly [number, number])[],
): Promise<void> {
  for (const [productId, person] of keys) {
    await sql`select pg_advisory_xact_lock(${productId}::int, ${person}::int)`.execute(trx);
  }
}
