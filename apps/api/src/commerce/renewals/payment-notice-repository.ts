import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProviderName } from '../../db/schema-commerce';

/**
 * Scheduled payments (instalments, subscription periods) of completed orders due after `after`
 * and on or before `until` (`YYYY-MM-DD`), with the member to tell and what the mail names.
 */
export async function scheduledPayments(
  db: Kysely<Database>,
  after: string,
  until: string,
  limit: number,
) {
  return db
    .selectFrom('order_instalments as i')
    .innerJoin('orders as o', 'o.order_id', 'i.order_id')
    .innerJoin('order_items as it', 'it.order_item_id', 'i.order_item_id')
    .innerJoin('clubs as c', 'c.account_id', 'o.account_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'i.order_instalment_id',
      'i.order_item_id',
      'i.sequence',
      'i.amount',
      sql<string>`to_char(i.due_on, 'YYYY-MM-DD')`.as('due_on'),
      'o.order_id',
      'o.order_seq',
      'o.currency',
      'o.user_id',
      'u.email',
      'u.first_name',
      'it.name as product_name',
      'it.number_of_payments',
      'it.payment_type',
      'o.account_id',
      'c.name as club_name',
    ])
    .where('o.status', '=', 'Completed')
    .where('i.status', '=', 'scheduled')
    .where('i.due_on', '>', sql<Date>`${after}::date`)
    .where('i.due_on', '<=', sql<Date>`${until}::date`)
    .orderBy('i.due_on')
    .orderBy('i.order_instalment_id')
    .limit(limit)
    .execute();
}

/** The member's saved card a charge goes to (the default, else the newest), with its expiry. */
export async function cardToCharge(db: Kysely<Database>, userId: number, provider: ProviderName) {
  return db
    .selectFrom('payment_methods')
    .select([
      'payment_method_id',
      'brand',
      'last_four_digits',
      'expiration_month',
      'expiration_year',
    ])
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The member's name and address for a mail. */
export async function memberToTell(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * Records a notice before its mail goes: true for the first caller only (a second run, or a
 * second worker, finds it recorded and sends nothing).
 */
export async function claimNotice(
  db: Kysely<Database>,
  notice: {
    readonly kind: 'reminder' | 'card_expiry';
    readonly chargeKey: string;
    readonly cardKey: string;
    readonly userId: number;
    readonly dueOn: string;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('payment_notices')
    .values({
      kind: notice.kind,
      charge_key: notice.chargeKey,
      card_key: notice.cardKey,
      user_id: notice.userId,
      due_on: notice.dueOn,
    })
    .onConflict((conflict) => conflict.constraint('payment_notices_once').doNothing())
    .returning('payment_notice_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a notice back when its mail could not be handed over (the next run sends it). */
export async function releaseNotice(
  db: Kysely<Database>,
  notice: {
    readonly kind: 'reminder' | 'card_expiry';
    readonly chargeKey: string;
    readonly cardKey: string;
  },
): Promise<void> {
  await db
    .deleteFrom('payment_notices')
    .where('kind', '=', notice.kind)
    .where('charge_key', '=', notice.chargeKey)
    .where('card_key', '=', notice.cardKey)
    .execute();
}
