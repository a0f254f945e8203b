// The club's fixtures as a calendar (iCalendar, RFC 5545): the feed's query, the ids of its
// events and its address. The API builds the feed; the fixtures remote links to it and to each
// coming match's own event, with the same ids.
import { Type, type Static } from '@sinclair/typebox';

/** Every fixture calendar gives its times in this zone (with its VTIMEZONE). */
export const FIXTURE_CALENDAR_TIME_ZONE = 'Europe/Dublin';

/**
 * A fixture's id in the calendar: `comet-{match id}` for the second provider, whose matches have
 * ids, and `comortais-{competition id}-{home}-v-{away}` for the legacy provider, whose fixtures
 * have none (team names as lower-case words joined by hyphens). Neither holds the date, so a
 * rescheduled match keeps its id and its calendar event.
 */
export const FIXTURE_ID_PATTERN = '^(comet-[0-9]{1,12}|comortais-[0-9]{1,12}-[a-z0-9-]{1,200})$';

const ID = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** `GET /v2/store/{club}/fixtures.ics`: every filter is optional and they combine. */
export const FixtureCalendarQuery = Type.Object({
  /** A competition (division) id, as the providers number them. */
  competition: Type.Optional(ID),
  /** A team id of the second provider (`homeTeam.id`, `awayTeam.id`). */
  team: Type.Optional(ID),
  /** One fixture: a calendar with its event only ("Add to calendar"). */
  fixture: Type.Optional(Type.String({ pattern: FIXTURE_ID_PATTERN, maxLength: 240 })),
});
export type FixtureCalendarQuery = Static<typeof FixtureCalendarQuery>;

/** A team name as it goes into an id: lower-case words of letters and digits, accents dropped. */
export const fixtureIdPart = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90) || 'team';

/** The id of a second provider's match. */
export const cometFixtureId = (matchId: number): string => `comet-${matchId}`;

/** The id of a legacy provider's fixture or result: its competition and its two teams. */
export const legacyFixtureId = (competitionId: number, home: string, away: string): string =>
  `comortais-${competitionId}-${fixtureIdPart(home)}-v-${fixtureIdPart(away)}`;

/**
 * The feed's address under the API's versioned base (`http://localhost:3333/v2`): the club's
 * fixtures, narrowed by the filters given.
 */
export function fixtureCalendarUrl(
  versionedBase: string,
  club: string,
  filter: FixtureCalendarQuery = {},
): string {
  const query = new URLSearchParams();
  if (filter.competition !== undefined) query.set('competition', String(filter.competition));
  if (filter.team !== undefined) query.set('team', String(filter.team));
  if (filter.fixture !== undefined) query.set('fixture', filter.fixture);
  const search = query.toString();
  return `${versionedBase.replace(/\/+$/, '')}/store/${encodeURIComponent(club)}/fixtures.ics${search ? `?${search}` : ''}`;
}

/** The `webcal:` form of a feed's address, which calendar apps open as a subscription. */
export const webcalUrl = (url: string): string => url.replace(/^https?:/i, 'webcal:');
