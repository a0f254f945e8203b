// The statements of paying an order (order-payments.ts) besides the order and payment rows:
// provider customers, saved cards, ticket lines and paid instalments.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentMethodsTable, ProviderName } from '../../db/schema-commerce';

/** A user's customer at the provider, if one was made. */
export async function paymentCustomerId(
  db: Kysely<Database>,
  userId: number,
  provider: ProviderName,
): Promise<string | undefined> {
  const known = await db
    .selectFrom('payment_customers')
    .select('customer_id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return known?.customer_id;
}

/** The name and address a user's provider customer is made with. */
export function customerContact(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Stores a user's provider customer unless one was stored meanwhile (that one stays). */
export async function insertPaymentCustomer(
  db: Kysely<Database>,
  userId: number,
  provider: ProviderName,
  customerId: string,
): Promise<void> {
  await db
    .insertInto('payment_customers')
    .values({ user_id: userId, provider, customer_id: customerId })
    .onConflict((conflict) => conflict.columns(['user_id', 'provider']).doNothing())
    .execute();
}

/** Whether an order has lotto or draw tickets (no credit cards for them in some countries). */
export async function hasTicketLines(db: Kysely<Database>, orderId: string): Promise<boolean> {
  const tickets = await db
    .selectFrom('order_items')
    .select('order_item_id')
    .where('order_id', '=', orderId)
    .where('product_type', 'in', ['Lotto', 'Draw'])
    .executeTakeFirst();
  return tickets !== undefined;
}

/** Saves a card once: a card the provider already knows (saved before) is left as it is. */
export async function insertPaymentMethod(
  db: Kysely<Database>,
  values: Insertable<PaymentMethodsTable>,
): Promise<void> {
  await db
    .insertInto('payment_methods')
    .values(values)
    .onConflict((conflict) =>
      conflict.columns(['provider', 'provider_payment_method_id']).doNothing(),
    )
    .execute();
}

/** A saved card, only when it is this user's and of this provider. */
export function savedPaymentMethod(
  db: Kysely<Database>,
  paymentMethodId: number,
  userId: number,
  provider: ProviderName,
): Promise<Selectable<PaymentMethodsTable> | undefined> {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('payment_method_id', '=', paymentMethodId)
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

/** Marks instalments paid; ones already paid keep their payment time. */
export async function markInstalmentsPaid(
  db: Kysely<Database>,
  instalmentIds: readonly number[],
): Promise<void> {
  await db
    .updateTable('order_instalments')
    .set({ status: 'paid', paid_at: new Date() })
    .where('order_instalment_id', 'in', [...instalmentIds])
    .where('status', '<>', 'paid')
    .execute();
}
