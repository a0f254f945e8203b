import type { PlanDiscount } from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A page of the club's programmes in their order, with how many match: the ones not finished,
 * or only the finished ones (by status or by an end date before `today`, `YYYY-MM-DD`).
 */
export async function listPrograms(
  db: Kysely<Database>,
  accountId: number,
  filter: { status: 'not-finished' | 'finished' | 'all'; today: string },
  page: { limit: number; offset: number },
) {
  const today = sql<Date>`${filter.today}::date`;
  const finished = sql<boolean>`(status = 'finished' or coalesce(ends_on < ${today}, false))`;
  let query = db.selectFrom('programs').where('account_id', '=', accountId);
  if (filter.status === 'not-finished') query = query.where(sql<boolean>`not ${finished}`);
  if (filter.status === 'finished') query = query.where(finished);
  const [rows, count] = await Promise.all([
    query
      .select([
        'program_id',
        'title',
        'description',
        finished.as('finished'),
        sql<string | null>`to_char(starts_on, 'YYYY-MM-DD')`.as('starts_on'),
        sql<string | null>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on'),
      ])
      .orderBy('position')
      .orderBy('program_id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The club's active plan discounts, in their order. */
export async function activePlanDiscounts(
  db: Kysely<Database>,
  accountId: number,
): Promise<PlanDiscount[]> {
  const rows = await db
    .selectFrom('plan_discounts')
    .select(['discount_id', 'name', 'type', 'plans', 'offerings'])
    .where('account_id', '=', accountId)
    .where('active', '=', true)
    .orderBy('discount_id')
    .execute();
  return rows as PlanDiscount[];
}

/** The club's promotion running now (the latest started), on a product still sold. */
export function currentPromotion(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('promotions as r')
    .innerJoin('products as p', 'p.product_id', 'r.product_id')
    .select(['r.product_id', 'p.slug', 'p.type', 'r.description', 'r.image_path'])
    .where('r.account_id', '=', accountId)
    .where('r.active', '=', true)
    .where('p.active', '=', true)
    .where('r.starts_at', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('r.ends_at', 'is', null), eb('r.ends_at', '>', sql<Date>`now()`)]))
    .orderBy('r.starts_at', 'desc')
    .orderBy('r.promotion_id', 'desc')
    .executeTakeFirst();
}

/** The club's shop item types, in their order. */
export function shopItemTypes(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('shop_item_types')
    .select(['shop_item_type_id', 'name'])
    .where('account_id', '=', accountId)
    .orderBy('position')
    .orderBy('name')
    .execute();
}

/** A lotto draw of the club on a product still sold, with its number rules and if it is open. */
export function findLotteryDraw(db: Kysely<Database>, accountId: number, drawId: number) {
  return db
    .selectFrom('lottery_draws as d')
    .innerJoin('products as p', 'p.product_id', 'd.product_id')
    .select([
      'd.draw_id',
      'd.number_type',
      'd.numbers_count',
      'd.min_number',
      'd.max_number',
      sql<boolean>`d.status = 'open' and d.draw_at > now()`.as('open'),
    ])
    .where('d.account_id', '=', accountId)
    .where('d.draw_id', '=', drawId)
    .where('p.active', '=', true)
    .executeTakeFirst();
}
