// Schemas of the back office's dashboard: the numbers a committee meeting asks for. Members by
// programme and by age group this season against the one before, new registrations per week, and
// lotto entries per draw.
import { Type, type Static } from '@sinclair/typebox';
import { AgeGroup } from './backoffice-members';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const DashboardQuery = Type.Object({
  /** A season (calendar year); the current one when left out. */
  season: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
  account_id: Type.Optional(Id),
});
export type DashboardQuery = Static<typeof DashboardQuery>;

/** Members counted in the season and the one before, and the difference. */
const SeasonCounts = {
  this_season: Type.Integer({ minimum: 0 }),
  last_season: Type.Integer({ minimum: 0 }),
  /** `this_season - last_season`. */
  change: Type.Integer(),
};

export const DashboardProgramRow = Type.Object({
  program_id: Type.Union([Type.Integer(), Type.Null()]),
  /** The programme's title, or "No programme" for plans outside any. */
  program: Type.String(),
  ...SeasonCounts,
});
export type DashboardProgramRow = Static<typeof DashboardProgramRow>;

export const DashboardAgeGroupRow = Type.Object({ age_group: AgeGroup, ...SeasonCounts });
export type DashboardAgeGroupRow = Static<typeof DashboardAgeGroupRow>;

/** Memberships of the season paid in one ISO week (Monday to Sunday, UTC). */
export const DashboardWeekRow = Type.Object({
  /** `2026-W37`. */
  week: Type.String(),
  /** The week's Monday, `YYYY-MM-DD`. */
  starts_on: Type.String(),
  registrations: Type.Integer({ minimum: 0 }),
});
export type DashboardWeekRow = Static<typeof DashboardWeekRow>;

/** One draw of the club's lotto or draws, with the paid entries that play in it. */
export const DashboardDrawRow = Type.Object({
  draw_id: Type.Integer(),
  product: Type.String(),
  draw_at: Type.String({ format: 'date-time' }),
  status: Type.String(),
  /** Paid order lines playing in the draw. */
  entries: Type.Integer({ minimum: 0 }),
});
export type DashboardDrawRow = Static<typeof DashboardDrawRow>;

export const BackofficeDashboard = Type.Object({
  season: Type.Integer(),
  current_season: Type.Integer(),
  /** Distinct members holding a membership of the season. */
  members: Type.Object(SeasonCounts),
  /** A member in two programmes is counted in each. */
  programs: Type.Array(DashboardProgramRow),
  /** Every age group, in order; a member counted once. */
  age_groups: Type.Array(DashboardAgeGroupRow),
  weeks: Type.Array(DashboardWeekRow),
  draws: Type.Array(DashboardDrawRow),
});
export type BackofficeDashboard = Static<typeof BackofficeDashboard>;
