import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StoredProductMetadata } from '../../db/schema-catalogue';
import type { RenewalRefusal } from '../../db/schema-commerce';
import { lineNotRefundedOrCancelled } from '../orders/order-conditions-repository';

/** `YYYY-MM-DD` of a time, in UTC. */
const dateOf = (time: Date): string => time.toISOString().slice(0, 10);

/** An ISO time as the order item metadata keeps it (`auto_renewal_stopped_at`). */
const isoText = (time: Date) => time.toISOString();

/**
 * A page (by order item, after `afterId`) of the lotto and draw entries of members' completed
 * orders bought with automatic renewal that still renew:
 * not stopped by the member, not refused before, their line not refunded or ended, their
 * product still known. Each with its latest renewal (null: the entry bought at checkout).
 */
export async function renewingEntries(
  db: Kysely<Database>,
  page: { readonly afterId: number; readonly limit: number },
) {
  const items = await db
    .selectFrom('order_items as it')
    .innerJoin('orders as o', 'o.order_id', 'it.order_id')
    .innerJoin('clubs as c', 'c.account_id', 'o.account_id')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'it.order_item_id',
      'it.order_id',
      'it.product_id',
      'it.product_type',
      'it.name',
      'it.quantity',
      'o.order_seq',
      'o.currency',
      'o.user_id',
      'o.buyer_email',
      'u.email as user_email',
      'u.first_name',
      'o.account_id',
      'c.name as club_name',
      sql<string | null>`it.metadata->>'configurable_price_title'`.as('price_title'),
      sql<string | null>`it.metadata->>'draw_at'`.as('draw_at'),
      sql<number | null>`(it.metadata->>'draws')::int`.as('draws'),
      sql<number | null>`(it.metadata->>'tickets')::int`.as('tickets'),
    ])
    .where('o.status', '=', 'Completed')
    .where('o.user_id', 'is not', null)
    .where('it.order_item_id', '>', page.afterId)
    .where('it.product_type', 'in', ['Lotto', 'Draw'])
    .where('it.product_id', 'is not', null)
    .where('it.ended_at', 'is', null)
    .where(sql<boolean>`(it.metadata->>'auto_renewal') = 'true'`)
    .where(sql<boolean>`(it.metadata->>'auto_renewal_stopped_at') is null`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('entry_renewals as r')
            .select('r.entry_renewal_id')
            .whereRef('r.order_item_id', '=', 'it.order_item_id')
            .where('r.status', '=', 'refused'),
        ),
      ),
    )
    // A line refunded (in part or in full), or whose payments the club cancelled, renews no more.
    .where(lineNotRefundedOrCancelled())
    .orderBy('it.order_item_id')
    .limit(page.limit)
    .execute();
  if (items.length === 0) return [];
  const latest = await db
    .selectFrom('entry_renewals')
    .distinctOn('order_item_id')
    .select(['order_item_id', 'renewal', 'draw_at', 'draws'])
    .where(
      'order_item_id',
      'in',
      items.map((item) => item.order_item_id),
    )
    .where('status', '=', 'renewed')
    .orderBy('order_item_id')
    .orderBy('renewal', 'desc')
    .execute();
  const byItem = new Map(latest.map((row) => [row.order_item_id, row]));
  return items.map((item) => ({ ...item, latest: byItem.get(item.order_item_id) ?? null }));
}

export type RenewingEntry = Awaited<ReturnType<typeof renewingEntries>>[number];

/**
 * The draws an entry starting at `startAt` covers: up to `draws` draws of the product on the
 * club's calendar from that one on. Their last draw's time ends the entry (null: none known).
 */
export async function entryEnd(
  db: Kysely<Database>,
  productId: number,
  startAt: Date,
  draws: number,
): Promise<Date | null> {
  const rows = await db
    .selectFrom('lottery_draws')
    .select('draw_at')
    .where('product_id', '=', productId)
    .where('draw_at', '>=', startAt)
    .orderBy('draw_at')
    .limit(Math.max(1, draws))
    .execute();
  const last = rows[rows.length - 1];
  return last ? new Date(last.draw_at) : null;
}

/** The product as the club sells it now, with its next open draw after `now`. */
export interface ProductNow {
  readonly active: boolean;
  /** `YYYY-MM-DD`, or null. */
  readonly validTo: string | null;
  readonly price: number;
  readonly availableCount: number | null;
  readonly prices: NonNullable<StoredProductMetadata['configurable_price']>;
  readonly nextDraw: { readonly drawId: number; readonly drawAt: Date } | null;
}

/** The product as the club sells it now (`lock`: held until the transaction ends). */
export async function readProductNow(
  db: Kysely<Database>,
  productId: number,
  now: Date,
  lock = false,
): Promise<ProductNow | null> {
  let query = db
    .selectFrom('products')
    .select([
      'active',
      sql<string | null>`to_char(valid_to, 'YYYY-MM-DD')`.as('valid_to'),
      'price',
      'available_count',
      'metadata',
    ])
    .where('product_id', '=', productId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const draw = await db
    .selectFrom('lottery_draws')
    .select(['draw_id', 'draw_at'])
    .where('product_id', '=', productId)
    .where('status', '=', 'open')
    .where('draw_at', '>', now)
    .orderBy('draw_at')
    .limit(1)
    .executeTakeFirst();
  return {
    active: row.active,
    validTo: row.valid_to,
    price: row.price,
    availableCount: row.available_count,
    prices: row.metadata.configurable_price ?? [],
    nextDraw: draw ? { drawId: draw.draw_id, drawAt: new Date(draw.draw_at) } : null,
  };
}

/** What a renewal is made of, or why it is refused, or `wait` (no decision yet). */
export type RenewalDecision =
  | {
      readonly kind: 'renew';
      readonly amount: number;
      readonly draws: number;
      readonly units: number;
    }
  | { readonly kind: 'refuse'; readonly reason: RenewalRefusal }
  | { readonly kind: 'wait' };

export type MadeRenewal =
  | { readonly status: 'renewed'; readonly entryRenewalId: number; readonly instalmentId: number }
  | {
      readonly status: 'refused';
      readonly entryRenewalId: number;
      readonly reason: RenewalRefusal;
    };

/**
 * Makes renewal `renewal` of an entry, once: the entry's line is locked, the renewal made only
 * if the one before it is the latest (a second worker, or a run after a crash, finds it made and
 * answers null; the unique (order item, renewal) constraint backs this). The product is read
 * (and locked) as the club sells it now and `decide` says what to do: renew (stock taken, a
 * payment of the amount added to the line, due now) or refuse (the entry stops renewing).
 */
export async function makeRenewal(
  db: Kysely<Database>,
  input: { readonly orderItemId: number; readonly renewal: number; readonly now: Date },
  decide: (state: {
    readonly product: ProductNow | null;
    readonly unpaid: boolean;
  }) => RenewalDecision,
): Promise<MadeRenewal | null> {
  const { orderItemId, renewal, now } = input;
  return db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom('order_items as it')
      .innerJoin('orders as o', 'o.order_id', 'it.order_id')
      .select(['it.order_id', 'it.product_id', 'o.status'])
      .where('it.order_item_id', '=', orderItemId)
      .where(sql<boolean>`(it.metadata->>'auto_renewal_stopped_at') is null`)
      .where('it.ended_at', 'is', null)
      .forUpdate('it')
      .executeTakeFirst();
    if (!item || item.status !== 'Completed') return null;
    const last = await trx
      .selectFrom('entry_renewals')
      .select((eb) => eb.fn.max('renewal').as('renewal'))
      .where('order_item_id', '=', orderItemId)
      .executeTakeFirst();
    if (Number(last?.renewal ?? 0) !== renewal - 1) return null;

    const product =
      item.product_id === null ? null : await readProductNow(trx, item.product_id, now, true);
    const unpaid = await trx
      .selectFrom('order_instalments')
      .select('order_instalment_id')
      .where('order_item_id', '=', orderItemId)
      .where('status', '=', 'failed')
      .where('in_arrears_at', 'is not', null)
      .limit(1)
      .executeTakeFirst();

    const decision = decide({ product, unpaid: unpaid !== undefined });
    if (decision.kind === 'wait') return null;
    if (decision.kind === 'refuse') {
      const refused = await trx
        .insertInto('entry_renewals')
        .values({
          order_item_id: orderItemId,
          renewal,
          status: 'refused',
          reason: decision.reason,
          renewed_at: now,
        })
        .returning('entry_renewal_id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('order_items')
        .set({
          metadata: sql`metadata || jsonb_build_object('auto_renewal_stopped_at', ${isoText(now)}::text)`,
        })
        .where('order_item_id', '=', orderItemId)
        .execute();
      return {
        status: 'refused',
        entryRenewalId: refused.entry_renewal_id,
        reason: decision.reason,
      };
    }

    const next = product?.nextDraw;
    if (!next || item.product_id === null) return null;
    if (product.availableCount !== null) {
      await trx
        .updateTable('products')
        .set({ available_count: sql<number>`available_count - ${decision.units}` })
        .where('product_id', '=', item.product_id)
        .execute();
    }
    const sequence = await trx
      .selectFrom('order_instalments')
      .select((eb) => eb.fn.max('sequence').as('sequence'))
      .where('order_item_id', '=', orderItemId)
      .executeTakeFirst();
    const payment = await trx
      .insertInto('order_instalments')
      .values({
        order_id: item.order_id,
        order_item_id: orderItemId,
        sequence: Math.max(1, Number(sequence?.sequence ?? 1)) + 1,
        due_on: dateOf(now),
        amount: decision.amount,
      })
      .returning('order_instalment_id')
      .executeTakeFirstOrThrow();
    const made = await trx
      .insertInto('entry_renewals')
      .values({
        order_item_id: orderItemId,
        renewal,
        status: 'renewed',
        draw_id: next.drawId,
        draw_at: next.drawAt,
        draws: decision.draws,
        amount: decision.amount,
        order_instalment_id: payment.order_instalment_id,
        renewed_at: now,
      })
      .returning('entry_renewal_id')
      .executeTakeFirstOrThrow();
    return {
      status: 'renewed',
      entryRenewalId: made.entry_renewal_id,
      instalmentId: payment.order_instalment_id,
    };
  });
}

/** Refusals whose member was not told yet, claimed for telling (each once). */
export async function claimRefusalNotices(db: Kysely<Database>, limit: number) {
  const claimed = await db
    .updateTable('entry_renewals')
    .set({ notified_at: sql<Date>`now()` })
    .where(
      'entry_renewal_id',
      'in',
      db
        .selectFrom('entry_renewals')
        .select('entry_renewal_id')
        .where('status', '=', 'refused')
        .where('notified_at', 'is', null)
        .orderBy('entry_renewal_id')
        .limit(limit),
    )
    .where('notified_at', 'is', null)
    .returning(['entry_renewal_id', 'order_item_id', 'reason'])
    .execute();
  if (claimed.length === 0) return [];
  const items = await db
    .selectFrom('order_items as it')
    .innerJoin('orders as o', 'o.order_id', 'it.order_id')
    .innerJoin('clubs as c', 'c.account_id', 'o.account_id')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'it.order_item_id',
      'it.name',
      'o.order_id',
      'o.order_seq',
      'o.buyer_email',
      'u.email as user_email',
      'u.first_name',
      'o.account_id',
      'c.name as club_name',
      sql<string | null>`it.metadata->>'configurable_price_title'`.as('price_title'),
    ])
    .where(
      'it.order_item_id',
      'in',
      claimed.map((row) => row.order_item_id),
    )
    .execute();
  const byItem = new Map(items.map((item) => [item.order_item_id, item]));
  return claimed.flatMap((row) => {
    const item = byItem.get(row.order_item_id);
    return item && row.reason ? [{ ...item, reason: row.reason }] : [];
  });
}

/**
 * A page (by order item, after `afterId`) of the subscriptions of completed orders that go on: not stopped, their line not ended, with the
 * product's subscription option as the club sets it now (null: withdrawn), the last period
 * listed (`YYYY-MM-DD`, null when only the checkout payment was taken) and whether a period is
 * still scheduled.
 */
export async function runningSubscriptions(
  db: Kysely<Database>,
  page: { readonly afterId: number; readonly limit: number },
) {
  return db
    .selectFrom('order_items as it')
    .innerJoin('orders as o', 'o.order_id', 'it.order_id')
    .leftJoin('products as p', 'p.product_id', 'it.product_id')
    .select([
      'it.order_item_id',
      'it.order_id',
      'it.frequency',
      'p.price',
      sql<string>`to_char(coalesce(o.completed_at, o.created_at) at time zone 'UTC', 'YYYY-MM-DD')`.as(
        'bought_on',
      ),
      sql<string | null>`(
        select to_char(max(i.due_on), 'YYYY-MM-DD') from order_instalments i
        where i.order_item_id = it.order_item_id and i.status <> 'cancelled'
      )`.as('last_due_on'),
      sql<number>`(
        select coalesce(max(i.sequence), 1) from order_instalments i
        where i.order_item_id = it.order_item_id
      )`.as('last_sequence'),
      sql<boolean>`exists (
        select 1 from order_instalments i
        where i.order_item_id = it.order_item_id and i.status = 'scheduled'
      )`.as('has_scheduled'),
      // The club cancelled its payments (from the back office, or with a refund of the line).
      sql<boolean>`(
        exists (
          select 1 from order_instalments i
          where i.order_item_id = it.order_item_id and i.status = 'cancelled'
        ) or exists (
          select 1 from order_refunds f
          where f.order_item_id = it.order_item_id and f.status = 'succeeded'
        )
      )`.as('cancelled_by_club'),
      sql<{
        occurrence: number;
        frequency: 'Monthly' | 'Weekly';
        ends_on: string | null;
      } | null>`(
        select json_build_object('occurrence', po.occurrence, 'frequency', po.frequency,
          'ends_on', to_char(po.ends_on, 'YYYY-MM-DD'))
        from payment_options po
        where po.product_id = it.product_id and po.type = 'subscription'
        order by po.position, po.payment_option_id limit 1
      )`.as('option'),
    ])
    .where('o.status', '=', 'Completed')
    .where('it.payment_type', '=', 'subscription')
    .where('it.bundle_order_item_id', 'is', null)
    .where('it.subscription_stopped_at', 'is', null)
    .where('it.ended_at', 'is', null)
    .where('it.order_item_id', '>', page.afterId)
    .orderBy('it.order_item_id')
    .limit(page.limit)
    .execute();
}

export type RunningSubscription = Awaited<ReturnType<typeof runningSubscriptions>>[number];

/**
 * Adds the next period of a subscription (once: a second worker's insert of the same sequence
 * changes nothing). Answers the new payment's id, or null when it was there already.
 */
export async function addSubscriptionPeriod(
  db: Kysely<Database>,
  period: {
    readonly orderId: string;
    readonly orderItemId: number;
    readonly sequence: number;
    readonly dueOn: string;
    readonly amount: number;
  },
): Promise<number | null> {
  const row = await db
    .insertInto('order_instalments')
    .values({
      order_id: period.orderId,
      order_item_id: period.orderItemId,
      sequence: period.sequence,
      due_on: period.dueOn,
      amount: period.amount,
    })
    .onConflict((conflict) => conflict.columns(['order_item_id', 'sequence']).doNothing())
    .returning('order_instalment_id')
    .executeTakeFirst();
  return row?.order_instalment_id ?? null;
}

/** Cancels a subscription's scheduled periods due after `after` (`YYYY-MM-DD`; null: all). */
export async function cancelScheduledPeriods(
  db: Kysely<Database>,
  orderItemId: number,
  after: string | null,
  now: Date,
): Promise<number> {
  let query = db
    .updateTable('order_instalments')
    .set({ status: 'cancelled', cancelled_at: now })
    .where('order_item_id', '=', orderItemId)
    .where('status', '=', 'scheduled');
  if (after !== null) query = query.where('due_on', '>', sql<Date>`${after}::date`);
  const rows = await query.returning('order_instalment_id').execute();
  return rows.length;
}

/** Marks a subscription stopped (once) and cancels its scheduled periods. */
export async function stopSubscription(
  db: Kysely<Database>,
  orderItemId: number,
  by: 'member' | 'club',
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stopped = await trx
      .updateTable('order_items')
      .set({ subscription_stopped_at: now, subscription_stopped_by: by })
      .where('order_item_id', '=', orderItemId)
      .where('subscription_stopped_at', 'is', null)
      .returning('order_item_id')
      .executeTakeFirst();
    if (stopped) await cancelScheduledPeriods(trx, orderItemId, null, now);
  });
}
