import type { ClubAccount } from '@touchline/contracts';

/** Which league data provider a fixture comes from. */
export type LeagueProvider = 'comet' | 'comortais';

export interface LeagueCompetition {
  readonly id: number;
  readonly name: string;
  readonly provider: LeagueProvider;
}

export interface LeagueTeam {
  /** The provider's team id; null where the provider has none (the legacy provider). */
  readonly id: number | null;
  readonly name: string;
}

/** A match of one of the club's competitions, played or coming, in the API's own names. */
export interface LeagueFixture {
  /** The fixture's id in the calendar (`cometFixtureId`, `legacyFixtureId`). */
  readonly id: string;
  readonly provider: LeagueProvider;
  readonly competition: { readonly id: number; readonly name: string };
  readonly home: LeagueTeam;
  readonly away: LeagueTeam;
  /** The throw-in, as an instant. */
  readonly kickOff: Date;
  /** The venue as the provider names it; null when it names none. */
  readonly venue: string | null;
  readonly status: 'played' | 'live' | 'scheduled';
  /** The score as the provider writes it (`2`, `1-14`); null before the match. */
  readonly score: { readonly home: string; readonly away: string } | null;
}

export interface ClubLeagueData {
  readonly competitions: readonly LeagueCompetition[];
  readonly fixtures: readonly LeagueFixture[];
}

/** The provider ids a club's account record carries. */
export type ClubLeagueIds = Pick<ClubAccount, 'comortais' | 'comet'>;

/**
 * Where the API reads a club's league data: its competitions and their fixtures from every
 * provider the club has ids for. The local adapter (`local-league-source.ts`) reads the
 * simulators' data in this process; an adapter for the real providers answers the same.
 */
export interface LeagueSource {
  clubData(club: ClubLeagueIds, now: Date): Promise<ClubLeagueData>;
}
