import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A club's days (`YYYY-MM-DD`, from included, to excluded) in a time zone. */
export interface DayRange {
  readonly fromDay: string;
  readonly toDay: string;
  readonly timeZone: string;
}

const whole = (value: string | number | bigint | null) => Number(value ?? 0);

/** `time` falls in the range's days (in its time zone). */
const within = (time: ReturnType<typeof sql>, range: DayRange) => {
  const zone = sql.lit(range.timeZone);
  return sql<boolean>`${time} >= ${range.fromDay}::date::timestamp at time zone ${zone}
    and ${time} < ${range.toDay}::date::timestamp at time zone ${zone}`;
};

const monthOf = (time: ReturnType<typeof sql>, timeZone: string) =>
  sql<string>`to_char(${time} at time zone ${sql.lit(timeZone)}, 'YYYY-MM')`;

/** The club's currency (upper case). */
export async function clubCurrency(db: Kysely<Database>, accountId: number): Promise<string> {
  const row = await db
    .selectFrom('clubs')
    .select('currency')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return (row?.currency ?? 'eur').toUpperCase();
}

/**
 * Money a club took, by calendar month: first payments at checkout (completed orders, when they
 * completed) and instalments paid (automatically or by the member paying arrears, when paid).
 */
export async function collectedByMonth(
  db: Kysely<Database>,
  accountId: number,
  range: DayRange,
): Promise<{ month: string; amount: number }[]> {
  const [firstPayments, instalments] = await Promise.all([
    db
      .selectFrom('orders as o')
      .select([
        monthOf(sql`o.completed_at`, range.timeZone).as('month'),
        sql<string>`sum(o.total)`.as('amount'),
      ])
      .where('o.account_id', '=', accountId)
      .where('o.status', '=', 'Completed')
      .where('o.total', '>', 0)
      .where(within(sql`o.completed_at`, range))
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom('order_instalments as i')
      .innerJoin('orders as o', 'o.order_id', 'i.order_id')
      .select([
        monthOf(sql`i.paid_at`, range.timeZone).as('month'),
        sql<string>`sum(i.amount)`.as('amount'),
      ])
      .where('o.account_id', '=', accountId)
      .where('o.status', '=', 'Completed')
      .where('i.status', '=', 'paid')
      .where(within(sql`i.paid_at`, range))
      .groupBy(sql`1`)
      .execute(),
  ]);
  return [...firstPayments, ...instalments].map((row) => ({
    month: row.month,
    amount: whole(row.amount),
  }));
}

/** Instalments of a club's completed orders not charged yet, by the month they fall due in. */
export async function dueByMonth(
  db: Kysely<Database>,
  accountId: number,
  range: DayRange,
): Promise<{ month: string; amount: number }[]> {
  const rows = await db
    .selectFrom('order_instalments as i')
    .innerJoin('orders as o', 'o.order_id', 'i.order_id')
    .select([
      sql<string>`to_char(i.due_on, 'YYYY-MM')`.as('month'),
      sql<string>`sum(i.amount)`.as('amount'),
    ])
    .where('o.account_id', '=', accountId)
    .where('o.status', '=', 'Completed')
    .where('i.status', '=', 'scheduled')
    .where(sql<boolean>`i.due_on >= ${range.fromDay}::date and i.due_on < ${range.toDay}::date`)
    .groupBy(sql`1`)
    .execute();
  return rows.map((row) => ({ month: row.month, amount: whole(row.amount) }));
}

/** Refunds the provider made to a club's members, by the month they were made. */
export async function refundedByMonth(
  db: Kysely<Database>,
  accountId: number,
  range: DayRange,
): Promise<{ month: string; amount: number }[]> {
  const at = sql`coalesce(r.finished_at, r.created_at)`;
  const rows = await db
    .selectFrom('order_refunds as r')
    .select([monthOf(at, range.timeZone).as('month'), sql<string>`sum(r.amount)`.as('amount')])
    .where('r.account_id', '=', accountId)
    .where('r.status', '=', 'succeeded')
    .where(within(at, range))
    .groupBy(sql`1`)
    .execute();
  return rows.map((row) => ({ month: row.month, amount: whole(row.amount) }));
}

/** One payment or attempt of the export. */
export interface PaymentLine {
  readonly at: Date;
  readonly order_seq: number;
  readonly first_name: string;
  readonly last_name: string;
  readonly item: string | null;
  readonly kind: 'first' | 'instalment' | 'retry' | 'arrears' | 'refund';
  readonly amount: number;
  readonly currency: string;
  /** `paid`, `failed`, `processing` or `charging`; a refund's `refunded`, `failed`, `pending`. */
  readonly status: string;
  readonly reference: string | null;
  readonly reason: string | null;
}

/** What a provider's payment state means to a treasurer. */
const statusOfIntent = sql<string>`case p.status
  when 'succeeded' then 'paid' when 'processing' then 'processing' else 'failed' end`;

/**
 * A club's payments in a range of days, oldest first: first payments at checkout, each
 * automatic attempt to charge an instalment (the first one and its retries, with their outcome
 * and reason), the members' own payments of their arrears, and refunds.
 */
export async function paymentLines(
  db: Kysely<Database>,
  accountId: number,
  range: DayRange,
): Promise<PaymentLine[]> {
  const [firstPayments, charges, arrears, refunds] = await Promise.all([
    db
      .selectFrom('orders as o')
      .leftJoin('users as u', 'u.id', 'o.user_id')
      .select([
        'o.completed_at as at',
        'o.order_seq',
        sql<string>`coalesce(u.first_name, o.buyer_first_name)`.as('first_name'),
        sql<string>`coalesce(u.last_name, o.buyer_last_name)`.as('last_name'),
        sql<string | null>`(select string_agg(it.name, '; ' order by it.order_item_id)
          from order_items it
          where it.order_id = o.order_id and it.bundle_order_item_id is null)`.as('item'),
        'o.total as amount',
        'o.currency',
        sql<string | null>`(select p.intent_id from payments p
          where p.order_id = o.order_id and p.purpose = 'checkout' and p.status = 'succeeded'
          order by p.payment_id desc limit 1)`.as('reference'),
      ])
      .where('o.account_id', '=', accountId)
      .where('o.status', '=', 'Completed')
      .where('o.total', '>', 0)
      .where(within(sql`o.completed_at`, range))
      .execute(),
    db
      .selectFrom('instalment_charges as ch')
      .innerJoin('order_instalments as i', 'i.order_instalment_id', 'ch.order_instalment_id')
      .innerJoin('orders as o', 'o.order_id', 'i.order_id')
      .innerJoin('order_items as it', 'it.order_item_id', 'i.order_item_id')
      .leftJoin('users as u', 'u.id', 'o.user_id')
      .select([
        'ch.attempted_at as at',
        'o.order_seq',
        sql<string>`coalesce(u.first_name, o.buyer_first_name)`.as('first_name'),
        sql<string>`coalesce(u.last_name, o.buyer_last_name)`.as('last_name'),
        'it.name as item',
        'ch.attempt',
        'ch.amount',
        'o.currency',
        'ch.status',
        'ch.intent_id as reference',
        'ch.error_message as reason',
      ])
      .where('o.account_id', '=', accountId)
      .where(within(sql`ch.attempted_at`, range))
      .execute(),
    db
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.order_id', 'p.order_id')
      .leftJoin('users as u', 'u.id', 'o.user_id')
      .select([
        'p.created_at as at',
        'o.order_seq',
        sql<string>`coalesce(u.first_name, o.buyer_first_name)`.as('first_name'),
        sql<string>`coalesce(u.last_name, o.buyer_last_name)`.as('last_name'),
        sql<string | null>`(select string_agg(distinct it.name, '; ')
          from order_instalments i
          join order_items it on it.order_item_id = i.order_item_id
          where i.order_instalment_id in
            (select value::integer from jsonb_array_elements_text(p.instalment_ids)))`.as('item'),
        'p.amount',
        'o.currency',
        statusOfIntent.as('status'),
        'p.intent_id as reference',
        'p.error_message as reason',
      ])
      .where('p.account_id', '=', accountId)
      .where('p.purpose', '=', 'arrears')
      .where(within(sql`p.created_at`, range))
      .execute(),
    db
      .selectFrom('order_refunds as r')
      .innerJoin('orders as o', 'o.order_id', 'r.order_id')
      .innerJoin('order_items as it', 'it.order_item_id', 'r.order_item_id')
      .leftJoin('users as u', 'u.id', 'o.user_id')
      .select([
        'r.created_at as at',
        'o.order_seq',
        sql<string>`coalesce(u.first_name, o.buyer_first_name)`.as('first_name'),
        sql<string>`coalesce(u.last_name, o.buyer_last_name)`.as('last_name'),
        'it.name as item',
        'r.amount',
        'o.currency',
        sql<string>`case r.status when 'succeeded' then 'refunded' else r.status end`.as('status'),
        'r.provider_refund_id as reference',
        sql<string | null>`coalesce(r.error_message, r.reason)`.as('reason'),
      ])
      .where('r.account_id', '=', accountId)
      .where(within(sql`r.created_at`, range))
      .execute(),
  ]);
  const lines: PaymentLine[] = [
    ...firstPayments.map((row) => ({
      ...row,
      at: row.at ?? new Date(0),
      kind: 'first' as const,
      status: 'paid',
      reason: null,
    })),
    ...charges.map(({ attempt, status, ...row }) => ({
      ...row,
      kind: attempt === 1 ? ('instalment' as const) : ('retry' as const),
      status: status === 'succeeded' ? 'paid' : status,
    })),
    ...arrears.map((row) => ({ ...row, kind: 'arrears' as const })),
    ...refunds.map((row) => ({ ...row, kind: 'refund' as const })),
  ];
  return lines.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order_seq - b.order_seq);
}
