import ICAL from 'ical.js';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase, testConfig } from '../testing/test-database';

// The simulators place their games around today: the clock is set so that the coming games
// straddle the change to Irish Summer Time (Sunday 29 March 2026, 01:00 UTC).
const NOW = new Date('2026-03-20T10:00:00Z');
const DAY_MS = 86_400_000;
const FEED = '/v2/store/demo/fixtures.ics';
const CLUB = 'Glenarden Gaels GAA Club';

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  // Only the date is fixed: timers, ticks and the database run as they do.
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
    now: NOW,
  });
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, config: testConfig() });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  jest.useRealTimers();
});

beforeEach(() => {
  jest.setSystemTime(NOW);
});

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  location: string;
  geo: string | null;
  url: string | null;
  sequence: number;
  lastModified: string;
  dtstamp: string;
  /** The start as the calendar writes it: zone and wall clock. */
  zone: string;
  wallClock: string;
  /** The start as an instant, through the calendar's own VTIMEZONE. */
  instant: string;
}

/** Reads a feed as a calendar app does: the parser resolves each start through the VTIMEZONE. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events: ParsedEvent[] = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const start = event.startDate;
    const text = (name: string) => {
      const value = component.getFirstPropertyValue(name);
      return value === null ? null : String(value);
    };
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      geo: text('geo'),
      url: text('url'),
      sequence: event.sequence,
      lastModified: text('last-modified') ?? '',
      dtstamp: text('dtstamp') ?? '',
      zone: String(component.getFirstProperty('dtstart')?.getParameter('tzid')),
      wallClock: start.toString(),
      instant: start.toJSDate().toISOString(),
    };
  });
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    zones: zones.map((zone) => String(zone.getFirstPropertyValue('tzid'))),
    events,
  };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

async function feed(url = FEED) {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return { response, calendar: parseCalendar(response.body) };
}

const byUid = (events: ParsedEvent[], uidStart: string) => {
  const event = events.find((candidate) => candidate.uid.startsWith(uidStart));
  if (!event) throw new Error(`No event ${uidStart}`);
  return event;
};

describe('GET /v2/store/:club/fixtures.ics', () => {
  it("is the club's fixtures of both providers as a calendar, named for the club", async () => {
    const { response, calendar } = await feed();
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['etag']).toMatch(/^"[\w-]+"$/);
    expect(response.headers['content-disposition']).toBe('inline; filename="demo-fixtures.ics"');
    expect(calendar.name).toBe(`${CLUB} fixtures`);
    expect(calendar.zones).toEqual(['Europe/Dublin']);
    // Second provider: 28 + 15 matches of its two competitions with teams; legacy: 6 fixtures
    // and 6 results.
    expect(calendar.events).toHaveLength(28 + 15 + 12);
    expect(new Set(calendar.events.map((event) => event.uid)).size).toBe(calendar.events.length);
    expect([...new Set(calendar.events.map((event) => event.zone))]).toEqual(['Europe/Dublin']);
    // Every event stamps its last change in UTC.
    expect(
      calendar.events.every((event) => event.dtstamp === NOW.toISOString().slice(0, 19) + 'Z'),
    ).toBe(true);
  });

  it('gives each start in Irish time on both sides of the change to summer time', async () => {
    const { events } = (await feed()).calendar;
    // Second provider: rounds a week apart at 12:00 UTC.
    const beforeChange = byUid(events, 'comet-401050.demo@');
    expect(beforeChange.summary).toBe('Glenarden Gaels v Naomh Fionnbarra');
    expect(beforeChange.wallClock).toBe('2026-03-27T12:00:00');
    expect(beforeChange.instant).toBe('2026-03-27T12:00:00.000Z');
    const afterChange = byUid(events, 'comet-401060.demo@');
    expect(afterChange.wallClock).toBe('2026-04-03T13:00:00');
    expect(afterChange.instant).toBe('2026-04-03T12:00:00.000Z');
    // Legacy provider: its times are the wall clock in Ireland, 19:30 on either side.
    const legacy = events.filter((event) => event.uid.startsWith('comortais-'));
    const saturday = legacy.find((event) => event.wallClock === '2026-03-28T19:30:00');
    const wednesday = legacy.find((event) => event.wallClock === '2026-04-01T19:30:00');
    expect(saturday?.instant).toBe('2026-03-28T19:30:00.000Z');
    expect(wednesday?.instant).toBe('2026-04-01T18:30:00.000Z');
  });

  it('puts the venue, directions and the fixtures page in each event', async () => {
    const { events } = (await feed()).calendar;
    // At home: the club's ground, with its address and its point on the map.
    const home = byUid(events, 'comortais-7101-glenarden-gaels-v-st-brigid-s.demo@');
    expect(home.summary).toBe('Glenarden Gaels v St. Brigid’s');
    expect(home.location).toBe(
      'Church Road\nPáirc na nGael, Glenarden Road, Ballinasloe, Galway, Ireland',
    );
    expect(home.geo).toBe('53.3312,-8.2241');
    expect(home.description).toContain('AFL Division 1');
    expect(home.description).toContain(
      'Directions: https://www.google.com/maps/dir/?api=1&destination=53.3312%2C-8.2241',
    );
    expect(home.url).toBe('http://demo.localhost:4200/fixtures-results');
    // Away: the provider's venue, and directions by its name.
    const away = byUid(events, 'comortais-7102-kilmore-harps-v-glenarden-gaels.demo@');
    expect(away.location).toBe('Kilmore Harps Park');
    expect(away.geo).toBeNull();
    expect(away.description).toContain(
      'Directions: https://www.google.com/maps/dir/?api=1&destination=Kilmore%20Harps%20Park',
    );
    const atHome = byUid(events, 'comet-401060.demo@');
    expect(atHome.summary).toBe('Glenarden Gaels v St. Brigid’s');
    expect(atHome.location).toBe(
      'Glenarden Gaels Grounds\nPáirc na nGael, Glenarden Road, Ballinasloe, Galway, Ireland',
    );
    expect(atHome.geo).toBe('53.3312,-8.2241');
    expect(atHome.url).toBe('http://demo.localhost:4200/results-fixtures');
    // Two other teams of the league: their own ground, no point on the map.
    const others = byUid(events, 'comet-401061.demo@');
    expect(others.summary).toBe('Naomh Fionnbarra v Parnells');
    expect(others.location).toBe('Naomh Fionnbarra Grounds');
    expect(others.geo).toBeNull();
    // A played game carries its result.
    const played = byUid(events, 'comet-401000.demo@');
    expect(played.description).toMatch(/Result: \d : \d/);
  });

  it('answers 304 to a calendar that asks again with the ETag while nothing changed', async () => {
    const first = await get(FEED);
    const etag = String(first.headers['etag']);
    const again = await get(FEED, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=300');
    expect((await get(FEED, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get(FEED, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('keeps each fixture its UID and bumps its sequence when the league data changes', async () => {
    const uid = 'comortais-7101-glenarden-gaels-v-st-brigid-s.demo@';
    const before = await feed();
    const event = byUid(before.calendar.events, uid);
    const etag = String(before.response.headers['etag']);

    // A day later the simulator has moved the coming games: same fixtures, new times.
    const later = new Date(NOW.getTime() + DAY_MS);
    jest.setSystemTime(later);
    const changed = await get(FEED, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['etag']).not.toBe(etag);
    const moved = byUid(parseCalendar(changed.body).events, uid);
    expect(moved.uid).toBe(event.uid);
    expect(Date.parse(moved.instant) - Date.parse(event.instant)).toBe(DAY_MS);
    expect(moved.sequence).toBe(event.sequence + 1);
    expect(moved.lastModified).toBe(later.toISOString().slice(0, 19) + 'Z');
    expect(moved.dtstamp).toBe(moved.lastModified);

    // Asked again with nothing new, the event and the ETag stay as they are.
    const settled = await get(FEED);
    expect(settled.headers['etag']).toBe(changed.headers['etag']);
    expect(byUid(parseCalendar(settled.body).events, uid).sequence).toBe(moved.sequence);
  });

  it('narrows the feed to a competition or a team, with the same UIDs', async () => {
    const club = (await feed()).calendar.events;
    const competition = (await feed(`${FEED}?competition=401`)).calendar;
    expect(competition.name).toBe(`${CLUB} fixtures: Senior Football League Division 1`);
    expect(competition.events).toHaveLength(28);
    expect(competition.events.every((event) => event.uid.startsWith('comet-401'))).toBe(true);
    expect(byUid(competition.events, 'comet-401060.demo@')).toEqual(
      byUid(club, 'comet-401060.demo@'),
    );

    const legacyDivision = (await feed(`${FEED}?competition=7101`)).calendar;
    expect(legacyDivision.events).toHaveLength(4);
    expect(
      legacyDivision.events.every((event) => event.description.startsWith('AFL Division 1')),
    ).toBe(true);

    // Team 40101 is Glenarden Gaels in the senior league: one game a round.
    const team = (await feed(`${FEED}?team=40101`)).calendar;
    expect(team.name).toBe(`${CLUB} fixtures: Glenarden Gaels`);
    expect(team.events).toHaveLength(7);
    expect(team.events.every((event) => event.summary.includes('Glenarden Gaels'))).toBe(true);
  });

  it("gives one fixture's event to add to a calendar", async () => {
    const response = await get(`${FEED}?fixture=comet-401060`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="comet-401060.ics"');
    const calendar = parseCalendar(response.body);
    expect(calendar.name).toBe(`${CLUB}: Glenarden Gaels v St. Brigid’s`);
    expect(calendar.events.map((event) => event.uid)).toEqual([
      'comet-401060.demo@touchline-fixtures',
    ]);
    expect(calendar.events[0]?.wallClock).toBe('2026-04-03T13:00:00');
  });

  it('answers a JSON refusal for an unknown club, competition, team or fixture', async () => {
    const cases: [string, number, string][] = [
      ['/v2/store/nowhere/fixtures.ics', 404, 'club_not_found'],
      [`${FEED}?competition=999`, 404, 'competition_not_found'],
      [`${FEED}?team=999`, 404, 'team_not_found'],
      [`${FEED}?fixture=comet-1`, 404, 'fixture_not_found'],
      [`${FEED}?competition=401&fixture=comet-402000`, 404, 'fixture_not_found'],
      ['/v2/store/quiet/fixtures.ics', 404, 'fixtures_not_published'],
      [`${FEED}?competition=senior`, 400, 'invalid_request'],
      [`${FEED}?fixture=../etc`, 400, 'invalid_request'],
      ['/v2/store/Not_A_Club/fixtures.ics', 400, 'invalid_request'],
    ];
    for (const [url, status, code] of cases) {
      const response = await get(url);
      expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
        url,
        status,
        code,
      });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
    expect((await get('/v2/store/nowhere/fixtures.ics')).json().message).toBe('Club not found');
    expect((await get(`${FEED}?competition=999`)).json().message).toBe('Competition not found');
  });

  it('may be read by the club site’s own pages', async () => {
    const response = await get(FEED, { origin: 'http://demo.localhost:4200' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://demo.localhost:4200');
  });
});
