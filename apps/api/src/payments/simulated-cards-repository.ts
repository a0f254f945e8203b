// The card simulator's cards: confirmation tokens made from the card form, and the saved copies
// (`pm_test_...`) a customer keeps.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { PaymentSimCardsTable } from '../db/schema-commerce';
import { simulatedId } from './simulated-ids';

export type SimulatedCardRow = Selectable<PaymentSimCardsTable>;

/** A card by its token (a confirmation token or a saved card's id); undefined without one. */
export async function findSimulatedCard(
  db: Kysely<Database>,
  tokenId: string | null,
): Promise<SimulatedCardRow | undefined> {
  if (!tokenId) return undefined;
  return db
    .selectFrom('payment_sim_cards')
    .selectAll()
    .where('token', '=', tokenId)
    .executeTakeFirst();
}

/** A checked card of the card form, kept as a new confirmation token (`ctoken_test_...`). */
export async function insertTokenisedCard(
  db: Kysely<Database>,
  card: Omit<SimulatedCardRow, 'token' | 'customer_id' | 'created_at'>,
): Promise<SimulatedCardRow> {
  return db
    .insertInto('payment_sim_cards')
    .values({ token: simulatedId('ctoken_test'), ...card, customer_id: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Saves a copy of a card for a customer (or none); answers the copy's token. */
export async function copySimulatedCard(
  db: Kysely<Database>,
  source: SimulatedCardRow,
  customerId: string | null,
): Promise<string> {
  const saved = simulatedId('pm_test');
  await db
    .insertInto('payment_sim_cards')
    .values({ ...source, token: saved, customer_id: customerId, created_at: undefined })
    .execute();
  return saved;
}

/** Attaches a saved card to a customer, or detaches it (null). */
export async function setSimulatedCardCustomer(
  db: Kysely<Database>,
  token: string,
  customerId: string | null,
): Promise<void> {
  await db
    .updateTable('payment_sim_cards')
    .set({ customer_id: customerId })
    .where('token', '=', token)
    .execute();
}
