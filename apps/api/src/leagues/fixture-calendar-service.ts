import { createHash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import {
  FIXTURE_CALENDAR_TIME_ZONE,
  fixtureIdPart,
  type ClubAccount,
  type FixtureCalendarQuery,
} from '@touchline/contracts';
import ical from 'ical-generator';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fail } from '../errors/domain-error';
import { recordFixtureEvents } from './fixture-calendar-repository';
import type { LeagueFixture, LeagueSource } from './league-source';

/** A match's event lasts two hours from the throw-in: the game, half-time and a little more. */
export const FIXTURE_EVENT_MINUTES = 120;

/** How often a subscribed calendar app is asked to look again (REFRESH-INTERVAL). */
export const FIXTURE_CALENDAR_REFRESH_SECONDS = 3600;

export interface FixtureCalendarRequest {
  readonly club: { readonly accountId: number; readonly slug: string; readonly name: string };
  /** The club's account record: its providers' ids and its address. */
  readonly account: Pick<ClubAccount, 'comet' | 'comortais' | 'address' | 'display_address'>;
  readonly filter: FixtureCalendarQuery;
  /** The club's public site, whose fixtures pages each event links to. */
  readonly siteUrl: string;
  readonly now: Date;
}

export interface FixtureCalendar {
  /** The iCalendar text. */
  readonly body: string;
  /** A strong validator of the body. */
  readonly etag: string;
  /** A name for the file: the club's feed, or one fixture's. */
  readonly filename: string;
  /** True for one fixture's calendar ("Add to calendar"). */
  readonly single: boolean;
}

/** The page of the club's site that shows a provider's fixtures. */
const PAGES = { comet: '/results-fixtures', comortais: '/fixtures-results' } as const;

/** What an event says: the fingerprint covers all of it, so any change bumps its sequence. */
interface EventContent {
  readonly summary: string;
  readonly description: string;
  readonly start: string;
  readonly end: string;
  readonly location: {
    readonly title: string;
    readonly address?: string;
    readonly geo?: { readonly lat: number; readonly lon: number };
  } | null;
  readonly url: string;
}

const fingerprintOf = (content: EventContent) =>
  createHash('sha256').update(JSON.stringify(content)).digest('base64url');

/** The date of an instant in Ireland, as `YYYYMMDD`. */
function irishDate(instant: Date): string {
  const local = new TZDate(instant.getTime(), FIXTURE_CALENDAR_TIME_ZONE);
  return [
    local.getFullYear(),
    String(local.getMonth() + 1).padStart(2, '0'),
    String(local.getDate()).padStart(2, '0'),
  ].join('');
}

/**
 * The legacy provider's fixtures have no id of their own: two of a competition between the same
 * home and away teams (a replay) would share one. Each of those gets its date added.
 */
function withUniqueIds(fixtures: readonly LeagueFixture[]): LeagueFixture[] {
  const counts = new Map<string, number>();
  for (const fixture of fixtures) counts.set(fixture.id, (counts.get(fixture.id) ?? 0) + 1);
  return fixtures.map((fixture) =>
    (counts.get(fixture.id) ?? 0) > 1
      ? { ...fixture, id: `${fixture.id}-${irishDate(fixture.kickOff)}` }
      : fixture,
  );
}

/**
 * Whether the club's own team plays at home: the home team's name is the start of the club's
 * name ("Glenarden Gaels" of "Glenarden Gaels GAA Club"). The venue is then the club's ground.
 */
function isClubHome(fixture: LeagueFixture, clubName: string): boolean {
  const club = fixtureIdPart(clubName);
  const home = fixtureIdPart(fixture.home.name);
  return club === home || club.startsWith(`${home}-`);
}

function eventContent(
  fixture: LeagueFixture,
  request: FixtureCalendarRequest,
  siteUrl: string,
): EventContent {
  const { account, club } = request;
  const address = account.display_address ? account.address : null;
  const atClub = address !== null && isClubHome(fixture, club.name);
  const venue = fixture.venue ?? (atClub ? club.name : null);
  const addressText = atClub
    ? [address.line1, address.city, address.county, address.country].filter(Boolean).join(', ')
    : undefined;
  const geo =
    atClub && address.latitude !== null && address.longitude !== null
      ? { lat: address.latitude, lon: address.longitude }
      : undefined;
  const destination = geo
    ? `${geo.lat},${geo.lon}`
    : [venue, addressText].filter(Boolean).join(', ');
  const directions = venue
    ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
    : null;
  const page = `${siteUrl}${PAGES[fixture.provider]}`;
  const score = fixture.score ? `${fixture.score.home} : ${fixture.score.away}` : null;
  const lines = [
    fixture.competition.name,
    score && fixture.status === 'played' ? `Result: ${score}` : null,
    score && fixture.status === 'live' ? `Live score: ${score}` : null,
    venue ? `Venue: ${[venue, addressText].filter(Boolean).join(', ')}` : null,
    directions ? `Directions: ${directions}` : null,
    `Fixtures and results: ${page}`,
  ];
  const end = new Date(fixture.kickOff.getTime() + FIXTURE_EVENT_MINUTES * 60_000);
  return {
    summary: `${fixture.home.name} v ${fixture.away.name}`,
    description: lines.filter((line): line is string => line !== null).join('\n'),
    start: fixture.kickOff.toISOString(),
    end: end.toISOString(),
    location: venue
      ? { title: venue, ...(addressText ? { address: addressText } : {}), ...(geo ? { geo } : {}) }
      : null,
    url: page,
  };
}

/**
 * The club's fixtures as an iCalendar feed, narrowed by competition, team or one fixture. Times
 * are given in Europe/Dublin with its VTIMEZONE; each fixture keeps one UID whatever the feed,
 * and its SEQUENCE, DTSTAMP and LAST-MODIFIED change when what its event says changes. The text
 * depends only on the league data and the club, so its ETag stays while they do.
 */
export async function fixtureCalendar(
  db: Kysely<Database>,
  source: LeagueSource,
  request: FixtureCalendarRequest,
): Promise<FixtureCalendar> {
  const { club, account, filter, now } = request;
  if (!account.comet && !account.comortais) throw fail('fixtures_not_published');
  const data = await source.clubData(account, now);
  let fixtures = withUniqueIds(data.fixtures);
  const titles: string[] = [];

  if (filter.team !== undefined) {
    const team = fixtures
      .flatMap((fixture) => [fixture.home, fixture.away])
      .find((candidate) => candidate.id === filter.team);
    if (!team) throw fail('team_not_found');
    fixtures = fixtures.filter(
      (fixture) => fixture.home.id === filter.team || fixture.away.id === filter.team,
    );
    titles.push(team.name);
  }
  if (filter.competition !== undefined) {
    const competition = data.competitions.find((known) => known.id === filter.competition);
    if (!competition) throw fail('competition_not_found');
    fixtures = fixtures.filter((fixture) => fixture.competition.id === filter.competition);
    titles.push(competition.name);
  }
  let single: LeagueFixture | undefined;
  if (filter.fixture !== undefined) {
    single = fixtures.find((fixture) => fixture.id === filter.fixture);
    if (!single) throw fail('fixture_not_found');
    fixtures = [single];
  }
  fixtures.sort(
    (a, b) => a.kickOff.getTime() - b.kickOff.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );

  const siteUrl = request.siteUrl.replace(/\/+$/, '');
  const contents = fixtures.map((fixture) => ({
    fixture,
    content: eventContent(fixture, request, siteUrl),
  }));
  const versions = await recordFixtureEvents(
    db,
    club.accountId,
    contents.map(({ fixture, content }) => ({
      fixtureId: fixture.id,
      fingerprint: fingerprintOf(content),
    })),
    now,
  );

  const name = single
    ? `${club.name}: ${single.home.name} v ${single.away.name}`
    : titles.length > 0
      ? `${club.name} fixtures: ${titles.join(', ')}`
      : `${club.name} fixtures`;
  const calendar = ical({
    name,
    description: `Fixtures and results of ${club.name}, kept up to date from the league data.`,
    prodId: { company: 'Touchline', product: 'Club fixtures', language: 'EN' },
    url: `${siteUrl}${PAGES[(single ?? fixtures[0])?.provider ?? (account.comet ? 'comet' : 'comortais')]}`,
    // The zone of each event: its VTIMEZONE is written once, and the stamps stay in UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
    ...(single ? {} : { ttl: FIXTURE_CALENDAR_REFRESH_SECONDS }),
    x: { 'X-WR-TIMEZONE': FIXTURE_CALENDAR_TIME_ZONE },
  });
  const inDublin = (iso: string) => new TZDate(Date.parse(iso), FIXTURE_CALENDAR_TIME_ZONE);
  for (const { fixture, content } of contents) {
    const version = versions.get(fixture.id) ?? { sequence: 0, modifiedAt: now };
    calendar.createEvent({
      id: `${fixture.id}.${club.slug}@touchline-fixtures`,
      sequence: version.sequence,
      stamp: version.modifiedAt,
      lastModified: version.modifiedAt,
      start: inDublin(content.start),
      end: inDublin(content.end),
      timezone: FIXTURE_CALENDAR_TIME_ZONE,
      summary: content.summary,
      description: content.description,
      location: content.location,
      url: content.url,
    });
  }
  const body = calendar.toString();
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return {
    body,
    etag,
    filename: single ? `${single.id}.ics` : `${club.slug}-fixtures.ics`,
    single: single !== undefined,
  };
}
