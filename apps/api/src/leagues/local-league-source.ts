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
        const legacy: LeagueFixture[] = [];
        for (const fixture of legacyFixtures(organisation, clubId, now)) {
          const kickOff = irishWallClock(fixture.date);
          if (!kickOff) continue;
          legacy.push({
            id: legacyFixtureId(fixture.CompetitionID, fixture.Home, fixture.Away),
            provider: 'comortais',
            competition: { id: fixture.CompetitionID, name: fixture.Devision },
            home: { id: null, name: fixture.Home },
            away: { id: null, name: fixture.Away },
            kickOff,
            venue: fixture.Location || null,
            status: 'scheduled',
            score: null,
          });
        }
        for (const result of legacyResults(organisation, clubId, now)) {
          const kickOff = irishWallClock(result.date);
          if (!kickOff) continue;
          legacy.push({
            id: legacyFixtureId(result.CompetitionID, result.Homename, result.Awayname),
            provider: 'comortais',
            competition: { id: result.CompetitionID, name: result.CompetitonName },
            home: { id: null, name: result.Homename },
            away: { id: null, name: result.Awayname },
            kickOff,
            venue: null,
            status: 'played',
            score: { home: result.HomeScore, away: result.AwayScore },
          });
        }
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
