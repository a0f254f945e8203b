import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { lineMemberId } from '../members/member-register-repository';
import { seasonDates } from '../members/register-rules';

// The dashboard's counts, aggregated in SQL. A season is narrowed by `seasonDates` (the dates
// `seasonOf` puts in it), so the register's rule decides which lines count.

/**
 * The date that puts a plan line in its season (`seasonOf`): its plan's first day (a date, read
 * as UTC whatever the session's time zone), else when it was paid.
 */
const lineSeasonDate = sql`coalesce(pr.valid_from::timestamp at time zone 'UTC', o.completed_at)`;

/** Distinct members per programme, for the season (`this_season`) or the one before. */
export interface ProgramCountRow {
  readonly program_id: number | null;
  readonly program: string | null;
  readonly this_season: boolean;
  readonly members: number;
}

/** Distinct members per year of birth (null: not known). */
export interface BirthYearCountRow {
  readonly birth_year: number | null;
  readonly this_season: boolean;
  readonly members: number;
}

/**
 * The plan lines of the club's paid orders, not ended by a refund, of `season` and the one
 * before, each with its member (the register's `lineMemberId`, a person of this club), the
 * member's year of birth and the line's programme.
 */
function seasonLines(accountId: number, season: number) {
  const last = seasonDates(season - 1);
  const current = seasonDates(season);
  return sql`
    select m.id as member_id, extract(year from m.date_of_birth)::int as birth_year,
      pg.program_id, pg.title as program,
      ${lineSeasonDate} >= ${current.from} as this_season
    from order_items it
    join orders o on o.order_id = it.order_id
    left join order_item_people p on p.order_item_id = it.order_item_id
    left join products pr on pr.product_id = it.product_id
    left join programs pg on pg.program_id = pr.program_id
    join members m on m.id = ${lineMemberId} and m.account_id = o.account_id
    where o.account_id = ${accountId} and o.status = 'Completed'
      and it.product_type = 'Plan' and it.ended_at is null
      and ${lineSeasonDate} >= ${last.from}
      and ${lineSeasonDate} < ${current.to}`;
}

export async function membersByProgram(
  db: Kysely<Database>,
  accountId: number,
  season: number,
): Promise<ProgramCountRow[]> {
  const { rows } = await sql<ProgramCountRow>`
    with lines as (${seasonLines(accountId, season)})
    select program_id, program, this_season, count(distinct member_id)::int as members
    from lines group by program_id, program, this_season`.execute(db);
  return rows;
}

export async function membersByBirthYear(
  db: Kysely<Database>,
  accountId: number,
  season: number,
): Promise<BirthYearCountRow[]> {
  const { rows } = await sql<BirthYearCountRow>`
    with lines as (${seasonLines(accountId, season)})
    select birth_year, this_season, count(distinct member_id)::int as members
    from lines group by birth_year, this_season`.execute(db);
  return rows;
}

/** The season's plan lines paid per week: the week's Monday (UTC), `YYYY-MM-DD`. */
export async function registrationsPerWeek(
  db: Kysely<Database>,
  accountId: number,
  season: number,
): Promise<{ starts_on: string; registrations: number }[]> {
  const { from, to } = seasonDates(season);
  const { rows } = await sql<{ starts_on: string; registrations: number }>`
    select to_char(date_trunc('week', o.completed_at at time zone 'UTC'), 'YYYY-MM-DD') as starts_on,
      count(*)::int as registrations
    from order_items it
    join orders o on o.order_id = it.order_id
    left join products pr on pr.product_id = it.product_id
    where o.account_id = ${accountId} and o.status = 'Completed' and o.completed_at is not null
      and it.product_type = 'Plan' and it.ended_at is null
      and ${lineSeasonDate} >= ${from}
      and ${lineSeasonDate} < ${to}
    group by 1 order by 1`.execute(db);
  return rows;
}

/** The club's latest draws up to `until`, newest first. */
export function recentDraws(db: Kysely<Database>, accountId: number, until: Date, limit: number) {
  return db
    .selectFrom('lottery_draws as d')
    .innerJoin('products as pr', 'pr.product_id', 'd.product_id')
    .select(['d.draw_id', 'd.product_id', 'pr.name as product', 'd.draw_at', 'd.status'])
    .where('d.account_id', '=', accountId)
    .where('d.draw_at', '<=', until)
    .orderBy('d.draw_at', 'desc')
    .orderBy('d.draw_id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The paid lotto and draw lines playing in each of `drawIds`: one row per draw and order line
 * (`draw_id`, `order_item_id`). A line plays in the draws of its periods (the purchase's and each
 * renewal's): from its first draw, as many of the product's draws as the period covers (the
 * line's `draws`, else its price option's, else one), as the member's account counts them
 * (`toLottoEntry`); none after the club ended it (a refund or a cancelled payment). The dashboard
 * counts these rows and the Lotto screen lists them, so both agree. `drawIds` must not be empty.
 */
export function linesPlayingIn(accountId: number, drawIds: readonly number[]) {
  const ids = sql.join([...drawIds]);
  return sql<{ draw_id: number; order_item_id: number }>`
    with lines as (
      select it.order_item_id, it.product_id,
        case when it.metadata->>'draw_at' ~ '^[0-9]{4}-'
          then (it.metadata->>'draw_at')::timestamptz else o.completed_at end as starts_at,
        coalesce(
          case when it.metadata->>'draws' ~ '^[0-9]{1,4}$' then (it.metadata->>'draws')::int end,
          (select case when opt->>'draws' ~ '^[0-9]{1,4}$' then (opt->>'draws')::int end
             from jsonb_array_elements(case when jsonb_typeof(pr.metadata->'configurable_price') = 'array'
               then pr.metadata->'configurable_price' else '[]'::jsonb end) opt
             where opt->>'title' = it.metadata->>'configurable_price_title' limit 1),
          1) as draws,
        coalesce(it.ended_at,
          (select min(x.cancelled_at) from order_instalments x
            where x.order_item_id = it.order_item_id and x.status = 'cancelled'),
          (select min(f.finished_at) from order_refunds f
            where f.order_item_id = it.order_item_id and f.status = 'succeeded')) as ended_at
      from order_items it
      join orders o on o.order_id = it.order_id
      left join products pr on pr.product_id = it.product_id
      where o.account_id = ${accountId} and o.status = 'Completed'
        and it.product_type in ('Lotto', 'Draw') and it.product_id is not null
        and it.product_id in (select product_id from lottery_draws where draw_id in (${ids}))
    ),
    periods as (
      select order_item_id, product_id, starts_at, draws, ended_at from lines
      union all
      select l.order_item_id, l.product_id, r.draw_at, r.draws, l.ended_at
      from entry_renewals r join lines l on l.order_item_id = r.order_item_id
      where r.status = 'renewed' and r.draw_at is not null
    )
    select distinct played.draw_id, p.order_item_id
    from periods p
    cross join lateral (
      select d.draw_id, d.draw_at from lottery_draws d
      where d.product_id = p.product_id and d.draw_at >= p.starts_at
      order by d.draw_at, d.draw_id limit greatest(p.draws, 1)
    ) played
    where played.draw_id in (${ids}) and (p.ended_at is null or played.draw_at < p.ended_at)`;
}

/** How many paid lines play in each of `drawIds` (`linesPlayingIn`). */
export async function entriesPerDraw(
  db: Kysely<Database>,
  accountId: number,
  drawIds: readonly number[],
): Promise<{ draw_id: number; entries: number }[]> {
  if (drawIds.length === 0) return [];
  const { rows } = await sql<{ draw_id: number; entries: number }>`
    with playing as (${linesPlayingIn(accountId, drawIds)})
    select draw_id, count(*)::int as entries from playing group by draw_id`.execute(db);
  return rows;
}
