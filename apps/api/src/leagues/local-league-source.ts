import { TZDate } from '@date-fns/tz';
import {
  cometFixtureId,
  FIXTURE_CALENDAR_TIME_ZONE,
  legacyFixtureId,
  type CometMatch,
} from '@touchline/contracts';
import { cometCompetitions, cometMatches, legacyFixtures, legacyResults } from './league-data';
import type {
  ClubLeagueData,
  ClubLeagueIds,
  LeagueCompetition,
  LeagueFixture,
  LeagueSource,
} from './league-source';

/**
 * The legacy provider's local date and time (ISO 8601 without a zone: the wall clock in Ireland)
 * as an instant. Null for a text that is no such date.
 */
export function irishWallClock(local: string): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(local);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0));
  const date = new TZDate(
    year!,
    month! - 1,
    day!,
    hour!,
    minute!,
    second ?? 0,
    FIXTURE_CALENDAR_TIME_ZONE,
  );
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime());
}

const COMET_STATUS = { PLAYED: 'played', LIVE: 'live', SCHEDULED: 'scheduled' } as const;

function fromCometMatch(match: CometMatch, competitionName: string): LeagueFixture {
  const scored = match.homeTeamResult && match.awayTeamResult;
  return {
    id: cometFixtureId(match.id),
    provider: 'comet',
    competition: { id: match.competitionId, name: competitionName },
    home: { id: match.homeTeam.id, name: match.home || match.homeTeam.name },
    away: { id: match.awayTeam.id, name: match.away || match.awayTeam.name },
    kickOff: new Date(match.dateTimeUTC),
    venue: match.facility?.place ?? null,
    status: COMET_STATUS[match.status],
    score: scored
      ? {
          home: String(match.homeTeamResult!.regular),
          away: String(match.awayTeamResult!.regular),
        }
      : null,
  };
}

/** A legacy provider's fixture (no score yet) or result, in the second provider's terms. */
interface LegacyMatch {
  date: string;
  competition: LeagueFixture['competition'];
  home: string;
  away: string;
  venue: string | null;
  score: LeagueFixture['score'];
}

/** Null when the provider's date cannot be read. */
function fromLegacyMatch(match: LegacyMatch): LeagueFixture | null {
  const kickOff = irishWallClock(match.date);
  if (!kickOff) return null;
  return {
    id: legacyFixtureId(match.competition.id, match.home, match.away),
    provider: 'comortais',
    competition: match.competition,
    home: { id: null, name: match.home },
    away: { id: null, name: match.away },
    kickOff,
    venue: match.venue,
    status: match.score ? 'played' : 'scheduled',
    score: match.score,
  };
}

/**
 * The league source of this process: the simulators' data (`league-data.ts`), read directly
 * rather than over HTTP. Every competition of the club's second-provider organisation with all
 * its matches, and the legacy provider's latest fixtures and results of the club.
 */
export function createLocalLeagueSource(): LeagueSource {
  return {
    async clubData(club: ClubLeagueIds, now: Date): Promise<ClubLeagueData> {
      const competitions: LeagueCompetition[] = [];
      const fixtures: LeagueFixture[] = [];
      if (club.comet) {
        const organisation = club.comet.organization_id;
        for (const competition of cometCompetitions(organisation)) {
          competitions.push({ id: competition.id, name: competition.name, provider: 'comet' });
          for (const match of cometMatches(organisation, competition.id, now)) {
            fixtures.push(fromCometMatch(match, competition.name));
          }
        }
      }
      if (club.comortais) {
        const { organisation_id: organisation, comortais_club_id: clubId } = club.comortais;
        const legacy = [
          ...legacyFixtures(organisation, clubId, now).map((fixture) =>
            fromLegacyMatch({
              date: fixture.date,
              competition: { id: fixture.CompetitionID, name: fixture.Devision },
              home: fixture.Home,
              away: fixture.Away,
              venue: fixture.Location || null,
              score: null,
            }),
          ),
          ...legacyResults(organisation, clubId, now).map((result) =>
            fromLegacyMatch({
              date: result.date,
              competition: { id: result.CompetitionID, name: result.CompetitonName },
              home: result.Homename,
              away: result.Awayname,
              venue: null,
              score: { home: result.HomeScore, away: result.AwayScore },
            }),
          ),
        ].filter((fixture) => fixture !== null);
        for (const fixture of legacy) {
          const known = competitions.some(
            (competition) =>
              competition.provider === 'comortais' && competition.id === fixture.competition.id,
          );
          if (!known) {
            competitions.push({ ...fixture.competition, provider: 'comortais' });
          }
          fixtures.push(fixture);
        }
      }
      return { competitions, fixtures };
    },
  };
}
