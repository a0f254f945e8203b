import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ProviderName } from '../db/schema-commerce';

/** Whether the provider's event was handled already (providers deliver events more than once). */
export async function isEventSeen(db: Kysely<Database>, eventId: string): Promise<boolean> {
  const seen = await db
    .selectFrom('payment_events')
    .select('event_id')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return seen !== undefined;
}

export async function recordEvent(
  db: Kysely<Database>,
  event: { eventId: string; provider: ProviderName; type: string },
): Promise<void> {
  await db
    .insertInto('payment_events')
    .values({ event_id: event.eventId, provider: event.provider, type: event.type })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .execute();
}

/** The club and order a payment intent pays for, if it is one of ours. */
export function findPaymentOfIntent(
  db: Kysely<Database>,
  intentId: string,
): Promise<{ account_id: number; order_id: string } | undefined> {
  return db
    .selectFrom('payments')
    .select(['account_id', 'order_id'])
    .where('intent_id', '=', intentId)
    .executeTakeFirst();
}
