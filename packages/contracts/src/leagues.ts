// Schemas of the league data providers as they answer (their own field spellings), served by the
// API's simulators in development and tests; the fixtures remote maps them once at its edge.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './club-account';

/** Legacy provider ("Comortais"): a fixture, spelled as the provider delivers it. */
export const LegacyFixture = Type.Object({
  /** Local date and time, ISO 8601 without zone. */
  date: Type.String(),
  Devision: Type.String(),
  CompetitionID: Type.Integer(),
  Home: Type.String(),
  Away: Type.String(),
  Location: Type.String(),
});
export type LegacyFixture = Static<typeof LegacyFixture>;

/** Legacy provider: a result, spelled as the provider delivers it. */
export const LegacyResult = Type.Object({
  date: Type.String(),
  Homename: Type.String(),
  Awayname: Type.String(),
  HomeScore: Type.String(),
  AwayScore: Type.String(),
  CompetitonName: Type.String(),
  CompetitionID: Type.Integer(),
});
export type LegacyResult = Static<typeof LegacyResult>;

export const LegacyQuery = Type.Object({
  vnorgid: Type.String({ pattern: '^[0-9]{1,12}$' }),
  clubid: Type.String({ pattern: '^[0-9]{1,12}$' }),
});
export type LegacyQuery = Static<typeof LegacyQuery>;

/** Second provider ("Comet"): a competition of the organisation. */
export const CometCompetition = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  season: Type.String(),
});
export type CometCompetition = Static<typeof CometCompetition>;

export const CometTeam = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Picture id for `images/{id}`, or null when the team has none. */
  picture: Nullable(Type.Integer()),
});
export type CometTeam = Static<typeof CometTeam>;

export const CometLeaderboardRow = Type.Object({
  position: Type.Integer(),
  team: CometTeam,
  played: Type.Integer(),
  wins: Type.Integer(),
  losses: Type.Integer(),
  draws: Type.Integer(),
  points: Type.Integer(),
});
export type CometLeaderboardRow = Static<typeof CometLeaderboardRow>;

export const CometMatch = Type.Object({
  id: Type.Integer(),
  competitionId: Type.Integer(),
  dateTimeUTC: Type.String(),
  /**
   * Kick-off in the visitor's time zone, ISO 8601 without zone: only in the paged answers, which
   * take the visitor's UTC offset in their path.
   */
  dateTimeLocal: Type.Optional(Type.String()),
  home: Type.String(),
  away: Type.String(),
  homeTeam: CometTeam,
  awayTeam: CometTeam,
  homeTeamResult: Nullable(Type.Object({ regular: Type.Integer() })),
  awayTeamResult: Nullable(Type.Object({ regular: Type.Integer() })),
  facility: Nullable(Type.Object({ place: Type.String() })),
  status: Type.Union([Type.Literal('PLAYED'), Type.Literal('LIVE'), Type.Literal('SCHEDULED')]),
});
export type CometMatch = Static<typeof CometMatch>;

/** A page of matches: `page` counts from 1. */
export const CometMatchPage = Type.Object({
  results: Type.Array(CometMatch),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});
export type CometMatchPage = Static<typeof CometMatchPage>;

export const COMET_API_KEY_HEADER = 'x-api-key';
export const COMET_MAX_PAGE_SIZE = 100;
