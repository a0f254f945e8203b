import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { stopSubscription } from '../commerce/renewals/renewal-repository';
import type { MemberSubscription } from '@touchline/contracts';

function subscriptions(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('order_items as it')
    .innerJoin('orders as o', 'o.order_id', 'it.order_id')
    .innerJoin('clubs as c', 'c.account_id', 'o.account_id')
    .select([
      'it.subtotal',
      'it.order_item_id',
      'it.name',
      'it.member_first_name',
      'it.member_last_name',
      'it.frequency',
      'it.subscription_stopped_at',
      'it.subscription_stopped_by',
      'o.order_id',
      'o.order_seq',
      'o.currency',
      'c.account_id',
      'c.name as club_name',
      'c.slug',
      sql<{ due_on: string; amount: number } | null>`(
        select json_build_object('due_on', to_char(i.due_on, 'YYYY-MM-DD'), 'amount', i.amount)
        from order_instalments i
        where i.order_item_id = it.order_item_id and i.status = 'scheduled'
        order by i.due_on, i.sequence limit 1
      )`.as('next_payment'),
      // The last period's price when none is scheduled (stopped, ended, or not yet extended).
      sql<number | null>`(
        select i.amount from order_instalments i
        where i.order_item_id = it.order_item_id
        order by i.sequence desc limit 1
      )`.as('last_amount'),
      // The product's subscription option as the club sets it now (null: withdrawn).
      sql<{ occurrence: number | null; ends_on: string | null } | null>`(
        select json_build_object('occurrence', po.occurrence,
          'ends_on', to_char(po.ends_on, 'YYYY-MM-DD'))
        from payment_options po
        where po.product_id = it.product_id and po.type = 'subscription'
        order by po.position, po.payment_option_id limit 1
      )`.as('option'),
    ])
    .where('o.user_id', '=', userId)
    .where('o.status', '=', 'Completed')
    .where('it.payment_type', '=', 'subscription')
    .where('it.bundle_order_item_id', 'is', null);
}

type Row = Awaited<ReturnType<ReturnType<typeof subscriptions>['executeTakeFirstOrThrow']>>;

const toSubscription = (row: Row): MemberSubscription => ({
  order_item_id: row.order_item_id,
  order_id: row.order_id,
  order_seq: row.order_seq,
  club: { account_id: row.account_id, name: row.club_name, slug: row.slug },
  name: row.name,
  person: `${row.member_first_name ?? ''} ${row.member_last_name ?? ''}`.trim() || null,
  frequency: row.frequency,
  occurrence: row.option?.occurrence ?? null,
  currency: row.currency,
  period_amount: row.next_payment?.amount ?? row.last_amount ?? row.subtotal,
  next_payment: row.next_payment,
  ends_on: row.option?.ends_on ?? null,
  stopped_at: row.subscription_stopped_at
    ? new Date(row.subscription_stopped_at).toISOString()
    : null,
  stopped_by: row.subscription_stopped_by,
});

/** The member's subscriptions in every club: running ones first, then newest first. */
export async function listSubscriptions(
  db: Kysely<Database>,
  userId: number,
): Promise<MemberSubscription[]> {
  const rows = await subscriptions(db, userId)
    .orderBy(sql`it.subscription_stopped_at is not null`)
    .orderBy('o.created_at', 'desc')
    .orderBy('it.order_item_id', 'desc')
    .execute();
  return rows.map(toSubscription);
}

/**
 * Stops one of the member's subscriptions (once: stopping a stopped one changes nothing): its
 * scheduled periods are cancelled and none is added. Null when the member has no such one.
 */
export async function stopMemberSubscription(
  db: Kysely<Database>,
  userId: number,
  orderItemId: number,
): Promise<MemberSubscription | null> {
  const found = await subscriptions(db, userId)
    .where('it.order_item_id', '=', orderItemId)
    .executeTakeFirst();
  if (!found) return null;
  await stopSubscription(db, orderItemId, 'member', new Date());
  const stopped = await subscriptions(db, userId)
    .where('it.order_item_id', '=', orderItemId)
    .executeTakeFirstOrThrow();
  return toSubscription(stopped);
}
