// The card simulator's payment and setup intents: made once per idempotency key, found by id or
// client secret, and moved from status to status.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { PaymentSimIntentsTable } from '../db/schema-commerce';
import type { IntentStatus, PaymentError } from './payment-port';
import { clientSecretFor, simulatedId } from './simulated-ids';

export type SimulatedIntentRow = Selectable<PaymentSimIntentsTable>;

export async function findSimulatedIntent(
  db: Kysely<Database>,
  intentId: string,
): Promise<SimulatedIntentRow | undefined> {
  return db
    .selectFrom('payment_sim_intents')
    .selectAll()
    .where('intent_id', '=', intentId)
    .executeTakeFirst();
}

/** The intent of this kind that a client secret belongs to, if any. */
export async function findSimulatedIntentBySecret(
  db: Kysely<Database>,
  clientSecret: string,
  kind: 'payment' | 'setup',
): Promise<SimulatedIntentRow | undefined> {
  return db
    .selectFrom('payment_sim_intents')
    .selectAll()
    .where('client_secret', '=', clientSecret)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

export interface NewIntentValues {
  readonly amount: number;
  readonly currency: string;
  readonly idempotencyKey: string;
  readonly saveCard: boolean;
  readonly customerId: string | null;
  readonly metadata: Readonly<Record<string, string>>;
}

/** A new intent waiting for a card, or the one made already for the same idempotency key. */
export async function insertSimulatedIntent(
  db: Kysely<Database>,
  kind: 'payment' | 'setup',
  values: NewIntentValues,
): Promise<SimulatedIntentRow> {
  const intentId = simulatedId(kind === 'payment' ? 'pi_test' : 'seti_test');
  const inserted = await db
    .insertInto('payment_sim_intents')
    .values({
      intent_id: intentId,
      kind,
      client_secret: clientSecretFor(intentId),
      idempotency_key: values.idempotencyKey,
      amount: values.amount,
      currency: values.currency.toLowerCase(),
      status: 'requires_payment_method',
      save_card: values.saveCard,
      customer_id: values.customerId,
      metadata: JSON.stringify(values.metadata),
      card_token: null,
      saved_card_token: null,
      return_url: null,
      last_error: null,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return inserted;
  return db
    .selectFrom('payment_sim_intents')
    .selectAll()
    .where('idempotency_key', '=', values.idempotencyKey)
    .executeTakeFirstOrThrow();
}

/** What a step of an intent changes; a column left undefined keeps its value (the error clears). */
export interface IntentChanges {
  readonly status: IntentStatus;
  readonly card_token?: string | null;
  readonly saved_card_token?: string | null;
  readonly last_error?: PaymentError | null;
  readonly return_url?: string | null;
}

export async function updateSimulatedIntent(
  db: Kysely<Database>,
  intentId: string,
  changes: IntentChanges,
): Promise<SimulatedIntentRow> {
  return db
    .updateTable('payment_sim_intents')
    .set({
      status: changes.status,
      ...(changes.card_token !== undefined ? { card_token: changes.card_token } : {}),
      ...(changes.saved_card_token !== undefined
        ? { saved_card_token: changes.saved_card_token }
        : {}),
      ...(changes.return_url !== undefined ? { return_url: changes.return_url } : {}),
      last_error:
        changes.last_error === undefined || changes.last_error === null
          ? null
          : JSON.stringify(changes.last_error),
      updated_at: new Date(),
    })
    .where('intent_id', '=', intentId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
