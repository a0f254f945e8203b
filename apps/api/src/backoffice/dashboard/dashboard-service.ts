import {
  AGE_GROUPS,
  type AgeGroup,
  type BackofficeDashboard,
  type DashboardWeekRow,
} from '@touchline/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock/clock';
import type { Database } from '../../db/schema';
import { ageGroupOf, currentSeason, seasonSellingSpan } from '../members/register-rules';
import {
  entriesPerDraw,
  membersByBirthYear,
  membersByProgram,
  recentDraws,
  registrationsPerWeek,
} from './dashboard-repository';

/** How many of the club's latest draws the dashboard counts. */
export const RECENT_DRAWS = 8;
/** Draws this far ahead are shown too: their entries are already in. */
const DRAWS_AHEAD_MS = 7 * 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The Monday (UTC midnight) of the ISO week holding `date`. */
export function mondayOf(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 24 * 60 * 60 * 1000);
}

/** The ISO week of a Monday: `2026-W37` (the week's Thursday names its year). */
export function isoWeekOf(monday: Date): string {
  const thursday = new Date(monday.getTime() + 3 * 24 * 60 * 60 * 1000);
  const year = thursday.getUTCFullYear();
  const firstThursday = mondayOf(new Date(Date.UTC(year, 0, 4))).getTime() + 3 * 86_400_000;
  const week = Math.round((thursday.getTime() - firstThursday) / WEEK_MS) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The season's weeks so far, each with its registrations (none: 0): from the week the season
 * opens for sale (or an earlier registration's) to this week, or to the week it closes (or a
 * later registration's) for a season past.
 */
export function seasonWeeks(
  season: number,
  now: Date,
  counted: readonly { starts_on: string; registrations: number }[],
): DashboardWeekRow[] {
  const byWeek = new Map(counted.map((row) => [row.starts_on, row.registrations]));
  const { opens, closes } = seasonSellingSpan(season);
  const firstCounted = counted[0] ? new Date(`${counted[0].starts_on}T00:00:00Z`) : null;
  const lastCounted = counted.at(-1) ? new Date(`${counted.at(-1)!.starts_on}T00:00:00Z`) : null;
  let start = mondayOf(opens);
  if (firstCounted && firstCounted < start) start = firstCounted;
  let end = mondayOf(closes < now ? closes : now);
  if (lastCounted && lastCounted > end) end = lastCounted;
  const weeks: DashboardWeekRow[] = [];
  for (let time = start.getTime(); time <= end.getTime(); time += WEEK_MS) {
    const monday = new Date(time);
    const startsOn = isoDay(monday);
    weeks.push({
      week: isoWeekOf(monday),
      starts_on: startsOn,
      registrations: byWeek.get(startsOn) ?? 0,
    });
  }
  return weeks;
}

const counts = (thisSeason: number, lastSeason: number) => ({
  this_season: thisSeason,
  last_season: lastSeason,
  change: thisSeason - lastSeason,
});

/**
 * The dashboard's numbers. SQL counts distinct members per programme and per year of birth and
 * the registrations per week; the code puts each year of birth in its age group (`ageGroupOf`,
 * the register's rule, which depends on the season) and adds them up (a member has one year of
 * birth, so the sums count each member once), and fills the weeks without registrations.
 */
export function createDashboardService(db: Kysely<Database>, clock: Clock) {
  return {
    async dashboard(accountId: number, asked: number | undefined): Promise<BackofficeDashboard> {
      const now = await clock.now();
      const current = currentSeason(now);
      const season = asked ?? current;
      const [programRows, birthRows, weekRows, draws] = await Promise.all([
        membersByProgram(db, accountId, season),
        membersByBirthYear(db, accountId, season),
        registrationsPerWeek(db, accountId, season),
        recentDraws(db, accountId, new Date(now.getTime() + DRAWS_AHEAD_MS), RECENT_DRAWS),
      ]);
      const entries = new Map(
        (
          await entriesPerDraw(
            db,
            accountId,
            draws.map((draw) => draw.draw_id),
          )
        ).map((row) => [row.draw_id, row.entries]),
      );

      const programs = new Map<
        string,
        { id: number | null; name: string; now: number; last: number }
      >();
      for (const row of programRows) {
        const key = String(row.program_id);
        const entry = programs.get(key) ?? {
          id: row.program_id,
          name: row.program ?? 'No programme',
          now: 0,
          last: 0,
        };
        if (row.this_season) entry.now += row.members;
        else entry.last += row.members;
        programs.set(key, entry);
      }

      const ageGroups = new Map<AgeGroup, { now: number; last: number }>(
        AGE_GROUPS.map((group) => [group, { now: 0, last: 0 }]),
      );
      let total = { now: 0, last: 0 };
      for (const row of birthRows) {
        const rowSeason = row.this_season ? season : season - 1;
        const born = row.birth_year === null ? null : new Date(Date.UTC(row.birth_year, 0, 1));
        const group = ageGroups.get(ageGroupOf(born, rowSeason))!;
        if (row.this_season) {
          group.now += row.members;
          total = { ...total, now: total.now + row.members };
        } else {
          group.last += row.members;
          total = { ...total, last: total.last + row.members };
        }
      }

      return {
        season,
        current_season: current,
        members: counts(total.now, total.last),
        programs: [...programs.values()]
          .sort((a, b) => b.now - a.now || b.last - a.last || a.name.localeCompare(b.name))
          .map((entry) => ({
            program_id: entry.id,
            program: entry.name,
            ...counts(entry.now, entry.last),
          })),
        age_groups: AGE_GROUPS.filter(
          (group) =>
            group !== 'Unknown' || ageGroups.get(group)!.now + ageGroups.get(group)!.last > 0,
        ).map((group) => ({
          age_group: group,
          ...counts(ageGroups.get(group)!.now, ageGroups.get(group)!.last),
        })),
        weeks: seasonWeeks(season, now, weekRows),
        draws: draws.map((draw) => ({
          draw_id: draw.draw_id,
          product: draw.product,
          draw_at: new Date(draw.draw_at).toISOString(),
          status: draw.status,
          entries: entries.get(draw.draw_id) ?? 0,
        })),
      };
    },
  };
}
