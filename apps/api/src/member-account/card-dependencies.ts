import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ERRORS } from '../errors/catalogue';

/** The refusal of the last card while payments depend on it. */
export const ONLY_CARD_IN_USE = ERRORS.only_card_in_use.message;

/**
 * Whether the member's saved cards are needed: payments of an instalment plan still to be
 * taken (due or failed), or lotto and draw items that renew automatically and have not been
 * stopped. The member's last card cannot be removed while they are.
 */
export async function cardsAreNeeded(db: Kysely<Database>, userId: number): Promise<boolean> {
  const instalment = await db
    .selectFrom('order_instalments as i')
    .innerJoin('orders as o', 'o.order_id', 'i.order_id')
    .select('i.order_instalment_id')
    .where('o.user_id', '=', userId)
    .where('o.status', '=', 'Completed')
    .where('i.status', 'in', ['scheduled', 'failed'])
    .limit(1)
    .executeTakeFirst();
  if (instalment) return true;
  const renewal = await db
    .selectFrom('order_items as it')
    .innerJoin('orders as o', 'o.order_id', 'it.order_id')
    .select('it.order_item_id')
    .where('o.user_id', '=', userId)
    .where('o.status', '=', 'Completed')
    .where(sql<boolean>`(it.metadata->>'auto_renewal') = 'true'`)
    .where(sql<boolean>`(it.metadata->>'auto_renewal_stopped_at') is null`)
    .limit(1)
    .executeTakeFirst();
  return renewal !== undefined;
}
