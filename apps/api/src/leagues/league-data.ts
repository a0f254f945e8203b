import type {
  CometCompetition,
  CometLeaderboardRow,
  CometMatch,
  CometTeam,
  LegacyFixture,
  LegacyResult,
} from '@touchline/contracts';

// Deterministic, believable league data for the simulators: the same organisation always gets
// the same teams and scores, and dates are placed around today so the pages always have past,
// live and future games to show.

const DAY_MS = 86_400_000;

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const startOfDay = (now: Date) =>
  Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

interface CompetitionSeed {
  id: number;
  name: string;
  teams: string[];
  /** Rounds already played; the next round is today (live in the first competition). */
  playedRounds: number;
}

const COMET_ORGANISATIONS: Record<string, CompetitionSeed[]> = {
  '301': [
    {
      id: 401,
      name: 'Senior Football League Division 1',
      teams: [
        'Glenarden Gaels',
        'St. Brigid’s',
        'Naomh Fionnbarra',
        'Castleknock Rovers',
        'Kilmore Harps',
        'Ballyboden Óg',
        'Clontarf Shamrocks',
        'Parnells',
      ],
      playedRounds: 4,
    },
    {
      id: 402,
      name: 'Minor Hurling Championship',
      teams: [
        'Glenarden Gaels',
        'Faughs',
        'Crumlin',
        'Ballinteer St. Johns',
        'Lucan Sarsfields',
        'Raheny',
      ],
      playedRounds: 3,
    },
    { id: 403, name: 'Ladies Junior Football League', teams: [], playedRounds: 0 },
  ],
};

export const COMET_SEASON = '2026/27';

export function cometCompetitions(organisationId: string): CometCompetition[] {
  return (COMET_ORGANISATIONS[organisationId] ?? []).map(({ id, name }) => ({
    id,
    name,
    season: COMET_SEASON,
  }));
}

function findCompetition(organisationId: string, competitionId: number) {
  return (COMET_ORGANISATIONS[organisationId] ?? []).find((c) => c.id === competitionId);
}

function teamsOf(competition: CompetitionSeed): CometTeam[] {
  return competition.teams.map((name, index) => ({
    id: competition.id * 100 + index + 1,
    name,
    // One team per competition has no picture, so the placeholder shows.
    picture: index === competition.teams.length - 1 ? null : competition.id * 100 + index + 1,
  }));
}

/** Every match of a competition: a single round robin, one round a week. */
export function cometMatches(
  organisationId: string,
  competitionId: number,
  now: Date,
): CometMatch[] {
  const competition = findCompetition(organisationId, competitionId);
  if (!competition || competition.teams.length < 2) return [];
  const teams = teamsOf(competition);
  const rand = random(competition.id);
  const today = startOfDay(now);
  const ring = [...teams];
  const rounds = ring.length - 1;
  const matches: CometMatch[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const day = today + (round - competition.playedRounds) * 7 * DAY_MS;
    for (let pair = 0; pair < ring.length / 2; pair += 1) {
      const home = ring[pair]!;
      const away = ring[ring.length - 1 - pair]!;
      const kickOff = new Date(day + (12 + pair * 2) * 3_600_000);
      const isToday = round === competition.playedRounds;
      const status: CometMatch['status'] =
        round < competition.playedRounds
          ? 'PLAYED'
          : isToday && competition.id === 401 && pair < 2
            ? 'LIVE'
            : 'SCHEDULED';
      const score = () => Math.floor(rand() * 4);
      const result = status === 'SCHEDULED' ? null : { regular: score() };
      const awayResult = status === 'SCHEDULED' ? null : { regular: score() };
      matches.push({
        id: competition.id * 1000 + round * 10 + pair,
        competitionId: competition.id,
        dateTimeUTC: kickOff.toISOString(),
        home: home.name,
        away: away.name,
        homeTeam: home,
        awayTeam: away,
        homeTeamResult: result,
        awayTeamResult: awayResult,
        facility: { place: `${home.name} Grounds` },
        status,
      });
    }
    // Rotate all but the first team (the circle method).
    ring.splice(1, 0, ring.pop()!);
  }
  return matches;
}

/** The match with its kick-off in the visitor's time zone (UTC offset in whole hours). */
export function withLocalTime(match: CometMatch, offsetHours: number): CometMatch {
  const local = Date.parse(match.dateTimeUTC) + offsetHours * 3_600_000;
  return { ...match, dateTimeLocal: new Date(local).toISOString().slice(0, 19) };
}

/** The official table from the played matches: 2 points a win, 1 a draw. */
export function cometTable(
  organisationId: string,
  competitionId: number,
  now: Date,
): CometLeaderboardRow[] {
  const competition = findCompetition(organisationId, competitionId);
  if (!competition) return [];
  const rows = new Map<number, CometLeaderboardRow>(
    teamsOf(competition).map((team) => [
      team.id,
      { position: 0, team, played: 0, wins: 0, losses: 0, draws: 0, points: 0 },
    ]),
  );
  for (const match of cometMatches(organisationId, competitionId, now)) {
    if (match.status !== 'PLAYED' || !match.homeTeamResult || !match.awayTeamResult) continue;
    const home = rows.get(match.homeTeam.id)!;
    const away = rows.get(match.awayTeam.id)!;
    home.played += 1;
    away.played += 1;
    const difference = match.homeTeamResult.regular - match.awayTeamResult.regular;
    if (difference === 0) {
      home.draws += 1;
      away.draws += 1;
    } else {
      const [winner, loser] = difference > 0 ? [home, away] : [away, home];
      winner.wins += 1;
      loser.losses += 1;
    }
  }
  const table = [...rows.values()].filter((row) => row.played > 0);
  for (const row of table) row.points = row.wins * 2 + row.draws;
  table.sort(
    (a, b) => b.points - a.points || b.wins - a.wins || a.team.name.localeCompare(b.team.name),
  );
  table.forEach((row, index) => (row.position = index + 1));
  return table;
}

export function cometTeamPicture(organisationId: string, pictureId: number): CometTeam | null {
  for (const competition of COMET_ORGANISATIONS[organisationId] ?? []) {
    const team = teamsOf(competition).find((candidate) => candidate.picture === pictureId);
    if (team) return team;
  }
  return null;
}

/** Team picture ids are unique across organisations: any organisation's team may be shown. */
export function anyTeamPicture(pictureId: number): CometTeam | null {
  for (const organisation of Object.keys(COMET_ORGANISATIONS)) {
    const team = cometTeamPicture(organisation, pictureId);
    if (team) return team;
  }
  return null;
}

interface LegacyClubSeed {
  club: string;
  divisions: { id: number; name: string }[];
  opponents: string[];
  ground: string;
}

const LEGACY_CLUBS: Record<string, LegacyClubSeed> = {
  '1001/2042': {
    club: 'Glenarden Gaels',
    divisions: [
      { id: 7101, name: 'AFL Division 1' },
      { id: 7102, name: 'Junior Hurling Championship' },
      { id: 7103, name: 'U15 Football League Division 2' },
    ],
    opponents: ['St. Brigid’s', 'Kilmore Harps', 'Parnells', 'Faughs', 'Crumlin', 'Raheny'],
    ground: 'Church Road',
  },
};

const localIso = (time: number) => new Date(time).toISOString().slice(0, 19);

export function legacyFixtures(organisationId: string, clubId: string, now: Date): LegacyFixture[] {
  const seed = LEGACY_CLUBS[`${organisationId}/${clubId}`];
  if (!seed) return [];
  const today = startOfDay(now);
  return seed.opponents.map((opponent, index) => {
    const division = seed.divisions[index % seed.divisions.length]!;
    const home = index % 2 === 0;
    return {
      date: localIso(today + (index + 1) * 4 * DAY_MS + 19.5 * 3_600_000),
      Devision: division.name,
      CompetitionID: division.id,
      Home: home ? seed.club : opponent,
      Away: home ? opponent : seed.club,
      Location: home ? seed.ground : `${opponent} Park`,
    };
  });
}

export function legacyResults(organisationId: string, clubId: string, now: Date): LegacyResult[] {
  const seed = LEGACY_CLUBS[`${organisationId}/${clubId}`];
  if (!seed) return [];
  const today = startOfDay(now);
  const rand = random(Number(clubId));
  const gaaScore = () =>
    `${Math.floor(rand() * 4)}-${String(6 + Math.floor(rand() * 12)).padStart(2, '0')}`;
  return seed.opponents.map((opponent, index) => {
    const division = seed.divisions[index % seed.divisions.length]!;
    const home = index % 2 === 1;
    return {
      date: localIso(today - (index + 1) * 5 * DAY_MS + 15 * 3_600_000),
      Homename: home ? seed.club : opponent,
      Awayname: home ? opponent : seed.club,
      HomeScore: gaaScore(),
      AwayScore: gaaScore(),
      CompetitonName: division.name,
      CompetitionID: division.id,
    };
  });
}
