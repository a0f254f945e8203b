import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentMethodsTable, ProviderName } from '../../db/schema-commerce';

export type PaymentMethodRow = Selectable<PaymentMethodsTable>;

/** A user's saved cards with one payment provider. */
const ownCards = (db: Kysely<Database>, owner: number, provider: ProviderName) =>
  db
    .selectFrom('payment_methods')
    .selectAll()
    .where('user_id', '=', owner)
    .where('provider', '=', provider);

/** A page of a user's saved cards: the default first, then the newest. */
export function listOwnCards(
  db: Kysely<Database>,
  owner: number,
  provider: ProviderName,
  page: { limit: number; offset: number },
): Promise<PaymentMethodRow[]> {
  return ownCards(db, owner, provider)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('payment_method_id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countOwnCards(
  db: Kysely<Database>,
  owner: number,
  provider: ProviderName,
): Promise<number> {
  const row = await db
    .selectFrom('payment_methods')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', owner)
    .where('provider', '=', provider)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A saved card of the user with this provider, if it is theirs. */
export function findOwnCard(
  db: Kysely<Database>,
  owner: number,
  provider: ProviderName,
  id: number,
): Promise<PaymentMethodRow | undefined> {
  return ownCards(db, owner, provider).where('payment_method_id', '=', id).executeTakeFirst();
}

/** Whether the user has another saved card with this provider than `id`. */
export async function hasOtherOwnCard(
  db: Kysely<Database>,
  owner: number,
  provider: ProviderName,
  id: number,
): Promise<boolean> {
  const other = await ownCards(db, owner, provider)
    .where('payment_method_id', '!=', id)
    .executeTakeFirst();
  return other !== undefined;
}

/** The card saved under the provider's id, whoever saved it. */
export function findCardByProviderId(
  db: Kysely<Database>,
  provider: ProviderName,
  providerPaymentMethodId: string,
): Promise<PaymentMethodRow | undefined> {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_payment_method_id', '=', providerPaymentMethodId)
    .executeTakeFirst();
}

export function findCard(db: Kysely<Database>, id: number): Promise<PaymentMethodRow> {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('payment_method_id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The id of a card of the user (any provider), if it is theirs. */
export async function findOwnCardId(
  db: Kysely<Database>,
  owner: number,
  id: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('payment_methods')
    .select('payment_method_id')
    .where('payment_method_id', '=', id)
    .where('user_id', '=', owner)
    .executeTakeFirst();
  return row?.payment_method_id;
}

export async function hasDefaultCard(db: Kysely<Database>, owner: number): Promise<boolean> {
  const row = await db
    .selectFrom('payment_methods')
    .select('payment_method_id')
    .where('user_id', '=', owner)
    .where('is_default', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** The id of the user's newest card (any provider), if any. */
export async function newestCardId(
  db: Kysely<Database>,
  owner: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('payment_methods')
    .select('payment_method_id')
    .where('user_id', '=', owner)
    .orderBy('created_at', 'desc')
    .orderBy('payment_method_id', 'desc')
    .executeTakeFirst();
  return row?.payment_method_id;
}

export interface NewCard {
  readonly userId: number;
  readonly provider: ProviderName;
  readonly providerPaymentMethodId: string;
  readonly brand: string;
  readonly lastFour: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly funding: string;
}

export function insertCard(db: Kysely<Database>, card: NewCard): Promise<PaymentMethodRow> {
  return db
    .insertInto('payment_methods')
    .values({
      user_id: card.userId,
      provider: card.provider,
      provider_payment_method_id: card.providerPaymentMethodId,
      brand: card.brand,
      last_four_digits: card.lastFour,
      expiration_month: card.expMonth,
      expiration_year: card.expYear,
      funding: card.funding,
      is_default: false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Makes a card the user's default, and no other. */
export async function makeDefaultCard(
  db: Kysely<Database>,
  owner: number,
  id: number,
): Promise<void> {
  await db
    .updateTable('payment_methods')
    .set({ is_default: false })
    .where('user_id', '=', owner)
    .where('is_default', '=', true)
    .execute();
  await db
    .updateTable('payment_methods')
    .set({ is_default: true })
    .where('payment_method_id', '=', id)
    .execute();
}

export async function deleteCard(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('payment_methods').where('payment_method_id', '=', id).execute();
}
