import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How far ahead a membership's end makes it renewable, and how far back an ended one is listed. */
export const RENEW_AHEAD_DAYS = 60;
export const ENDED_LISTED_DAYS = 365;

const day = (date: Date, days: number) =>
  new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The lines of one type (plans, bundles) bought alone, not in a bundle, in the user's paid orders
 * in every club, not ended by the club, whose season ended in the last year or ends within 60 days
 * of `now`: with their order, club and product, soonest end first.
 */
export function renewableLinesQuery(
  db: Kysely<Database>,
  userId: number,
  now: Date,
  type: 'Plan' | 'Bundle',
) {
  return db
    .selectFrom('order_items as it')
    .innerJoin('orders as o', 'o.order_id', 'it.order_id')
    .innerJoin('clubs as c', 'c.account_id', 'o.account_id')
    .innerJoin('products as p', 'p.product_id', 'it.product_id')
    .where('o.user_id', '=', userId)
    .where('o.status', '=', 'Completed')
    .where('it.product_type', '=', type)
    .where('it.bundle_order_item_id', 'is', null)
    .where('it.ended_at', 'is', null)
    .where('p.valid_to', 'is not', null)
    .where(sql<boolean>`p.valid_to <= ${day(now, RENEW_AHEAD_DAYS)}::date`)
    .where(sql<boolean>`p.valid_to >= ${day(now, -ENDED_LISTED_DAYS)}::date`)
    .orderBy('p.valid_to')
    .orderBy('it.order_item_id');
}

/**
 * The plan lines (bought alone, not in a bundle) of the user's paid orders in every club whose
 * season ended in the last year or ends within 60 days of `now`: who each is for, the buyer's
 * member record (whose guardian answers were kept) and the plan's season. Lines the club ended
 * (refunded) are left out.
 */
export async function findRenewableLines(db: Kysely<Database>, userId: number, now: Date) {
  return renewableLinesQuery(db, userId, now, 'Plan')
    .select([
      'it.order_item_id',
      'it.product_id',
      'it.name',
      'it.member_first_name',
      'it.member_last_name',
      sql<string | null>`nullif(it.metadata->>'member_id', '')`.as('member_id'),
      'o.account_id',
      'o.member_id as buyer_member_id',
      'c.slug',
      'c.name as club_name',
      'p.name as plan_name',
      sql<string>`to_char(p.valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      sql<string>`to_char(p.valid_to, 'YYYY-MM-DD')`.as('valid_to'),
    ])
    .execute();
}

export type RenewableLine = Awaited<ReturnType<typeof findRenewableLines>>[number];

/**
 * The matching product of a later season: one of the same club and type, on sale, with the same
 * name (case and outer spaces ignored) whose season starts after the held one's did; the earliest.
 */
export async function findNextSeason(
  db: Kysely<Database>,
  accountId: number,
  type: 'Plan' | 'Bundle',
  name: string,
  heldValidFrom: string | null,
) {
  return db
    .selectFrom('products')
    .select([
      'product_id',
      'name',
      'price',
      'metadata',
      sql<string | null>`to_char(valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      sql<string | null>`to_char(valid_to, 'YYYY-MM-DD')`.as('valid_to'),
    ])
    .where('account_id', '=', accountId)
    .where('type', '=', type)
    .where('active', '=', true)
    .where(sql<boolean>`lower(trim(name)) = lower(trim(${name}))`)
    .where(sql<boolean>`valid_from > coalesce(${heldValidFrom}::date, '-infinity'::date)`)
    .orderBy('valid_from')
    .orderBy('product_id')
    .executeTakeFirst();
}

/** The matching plan of a later season (see `findNextSeason`). */
export const findNextSeasonPlan = (
  db: Kysely<Database>,
  accountId: number,
  planName: string,
  heldValidFrom: string | null,
) => findNextSeason(db, accountId, 'Plan', planName, heldValidFrom);

export type NextSeasonPlan = NonNullable<Awaited<ReturnType<typeof findNextSeasonPlan>>>;

/** A member's last answers to a form (`registration_answers`), by question id; null: none. */
export async function findLastAnswers(
  db: Kysely<Database>,
  memberId: number,
  formId: number,
): Promise<Record<string, unknown> | null> {
  const row = await db
    .selectFrom('registration_answers')
    .select('answers')
    .where('member_id', '=', memberId)
    .where('registration_form_id', '=', formId)
    .executeTakeFirst();
  if (!row) return null;
  const answers: unknown = typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers;
  return answers && typeof answers === 'object' ? (answers as Record<string, unknown>) : null;
}

/** How many days before a membership ends its renewal reminder is mailed. */
export const REMINDER_DAYS_BEFORE_END = 30;

/**
 * Memberships (plan lines bought alone and bundle lines, of paid orders, not ended) whose season
 * ends between `today` and 30 days later (`YYYY-MM-DD`) and whose reminder has not gone, with the
 * buyer.
 */
export async function findMembershipsToRemind(db: Kysely<Database>, today: string, limit = 2000) {
  return db
    .selectFrom('order_items as it')
    .innerJoin('orders as o', 'o.order_id', 'it.order_id')
    .innerJoin('products as p', 'p.product_id', 'it.product_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('membership_renewal_reminders as r', 'r.order_item_id', 'it.order_item_id')
    .select([
      'it.order_item_id',
      'o.user_id',
      'o.account_id',
      'u.email',
      'u.first_name',
      sql<string>`to_char(p.valid_to, 'YYYY-MM-DD')`.as('ends_on'),
    ])
    .where('r.order_item_id', 'is', null)
    .where('o.status', '=', 'Completed')
    .where('it.product_type', 'in', ['Plan', 'Bundle'])
    .where('it.bundle_order_item_id', 'is', null)
    .where('it.ended_at', 'is', null)
    .where(sql<boolean>`p.valid_to >= ${today}::date`)
    .where(sql<boolean>`p.valid_to <= ${today}::date + ${REMINDER_DAYS_BEFORE_END}::int`)
    .orderBy('it.order_item_id')
    .limit(limit)
    .execute();
}

/** Records a reminder before its mail goes: true for the first caller only. */
export async function claimRenewalReminder(
  db: Kysely<Database>,
  reminder: { orderItemId: number; userId: number; endsOn: string },
): Promise<boolean> {
  const row = await db
    .insertInto('membership_renewal_reminders')
    .values({
      order_item_id: reminder.orderItemId,
      user_id: reminder.userId,
      ends_on: reminder.endsOn,
    })
    .onConflict((conflict) => conflict.column('order_item_id').doNothing())
    .returning('order_item_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a reminder back when its mail could not be handed over (the next run sends it). */
export async function releaseRenewalReminder(db: Kysely<Database>, orderItemId: number) {
  await db
    .deleteFrom('membership_renewal_reminders')
    .where('order_item_id', '=', orderItemId)
    .execute();
}
