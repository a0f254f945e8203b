import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Whether a completed order of the member has an instalment still to be taken (due or failed). */
export async function hasInstalmentsToTake(db: Kysely<Database>, userId: number): Promise<boolean> {
  const instalment = await db
    .selectFrom('order_instalments as i')
    .innerJoin('orders as o', 'o.order_id', 'i.order_id')
    .select('i.order_instalment_id')
    .where('o.user_id', '=', userId)
    .where('o.status', '=', 'Completed')
    .where('i.status', 'in', ['scheduled', 'failed'])
    .limit(1)
    .executeTakeFirst();
  return instalment !== undefined;
}

/** Whether a completed order of the member has an item that renews itself and was not stopped. */
export async function hasRenewalsRunning(db: Kysely<Database>, userId: number): Promise<boolean> {
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
