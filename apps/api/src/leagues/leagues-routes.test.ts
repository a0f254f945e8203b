import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase, testConfig } from '../testing/test-database';

let database: DatabaseHandle;
let app: FastifyInstance;
const KEY = { 'x-api-key': 'local-comet-demo-key' };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, config: testConfig() });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string, headers: Record<string, string> = KEY) =>
  app.inject({ method: 'GET', url, headers });

describe('legacy provider simulator', () => {
  it('answers the demo club fixtures and results in the provider spellings', async () => {
    const fixtures = await app.inject({
      method: 'POST',
      url: '/sim/comortais/Get_LatestFixture?vnorgid=1001&clubid=2042',
    });
    expect(fixtures.statusCode).toBe(200);
    const list = fixtures.json() as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(3);
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['Away', 'CompetitionID', 'Devision', 'Home', 'Location', 'date'].sort(),
    );
    expect(list.every((f) => Date.parse(String(f['date'])) > Date.now() - 86_400_000)).toBe(true);

    const results = (
      await app.inject({
        method: 'POST',
        url: '/sim/comortais/Get_LatestResult?vnorgid=1001&clubid=2042',
      })
    ).json() as Record<string, string>[];
    expect(results[0]).toEqual(
      expect.objectContaining({
        Homename: expect.any(String),
        Awayname: expect.any(String),
        CompetitonName: expect.any(String),
      }),
    );
    expect(results[0]?.['HomeScore']).toMatch(/^\d-\d{2}$/);
  });

  it('answers an empty list for another club and 400 for malformed ids', async () => {
    const other = await app.inject({
      method: 'POST',
      url: '/sim/comortais/Get_LatestFixture?vnorgid=1&clubid=2',
    });
    expect(other.json()).toEqual([]);
    const bad = await app.inject({
      method: 'POST',
      url: "/sim/comortais/Get_LatestFixture?vnorgid=1'or'1&clubid=2",
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('second provider simulator', () => {
  it('needs a valid API key for the organisation', async () => {
    expect(
      (await get('/sim/comet/competition/list/active?organizationIdFilter=301', {})).statusCode,
    ).toBe(401);
    expect(
      (
        await get('/sim/comet/competition/list/active?organizationIdFilter=301', {
          'x-api-key': 'nope',
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await get('/sim/comet/competition/list/active?organizationIdFilter=999')).statusCode,
    ).toBe(403);
  });

  it('lists active competitions, a table from played games, live games and paged matches', async () => {
    const competitions = (
      await get('/sim/comet/competition/list/active?organizationIdFilter=301')
    ).json() as {
      id: number;
      name: string;
    }[];
    expect(competitions.map((c) => c.name)).toEqual([
      'Senior Football League Division 1',
      'Minor Hurling Championship',
      'Ladies Junior Football League',
    ]);

    const table = (await get('/sim/comet/competition/401/table/official')).json() as {
      position: number;
      played: number;
      wins: number;
      draws: number;
      losses: number;
      points: number;
    }[];
    expect(table).toHaveLength(8);
    expect(table.map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const row of table) {
      expect(row.played).toBe(4);
      expect(row.wins + row.draws + row.losses).toBe(row.played);
      expect(row.points).toBe(row.wins * 2 + row.draws);
    }
    expect([...table.map((r) => r.points)].sort((a, b) => b - a)).toEqual(
      table.map((r) => r.points),
    );

    const live = (await get('/sim/comet/matchList/live?organizationIdFilter=301')).json() as {
      status: string;
    }[];
    expect(live).toHaveLength(2);
    expect(live.every((m) => m.status === 'LIVE')).toBe(true);

    const past = (
      await get(
        '/sim/comet/competition/401/matches/paginated/past/1?pageSize=10&page=2&organizationIdFilter=301',
      )
    ).json() as {
      results: { dateTimeUTC: string; homeTeamResult: { regular: number } | null }[];
      total: number;
      page: number;
    };
    expect(past.total).toBe(16);
    expect(past.page).toBe(2);
    expect(past.results).toHaveLength(6);
    expect(past.results.every((m) => m.homeTeamResult !== null)).toBe(true);
    const future = (
      await get('/sim/comet/competition/401/matches/paginated/future/0?pageSize=25')
    ).json() as {
      results: { dateTimeUTC: string; homeTeamResult: unknown }[];
      total: number;
    };
    expect(future.total).toBe(10);
    const dates = future.results.map((m) => m.dateTimeUTC);
    expect([...dates].sort()).toEqual(dates);
    expect(future.results.every((m) => m.homeTeamResult === null)).toBe(true);
  });

  it('gives each paged match its kick-off in the time zone of the path', async () => {
    const page = (tz: string) =>
      get(`/sim/comet/competition/401/matches/paginated/future/${tz}?pageSize=3`).then(
        (answer) => answer.json() as { results: { dateTimeUTC: string; dateTimeLocal: string }[] },
      );
    const [utc, dublinSummer, newYork] = await Promise.all([page('0'), page('1'), page('-5')]);
    const hoursAhead = (match: { dateTimeUTC: string; dateTimeLocal: string }) =>
      (Date.parse(`${match.dateTimeLocal}Z`) - Date.parse(match.dateTimeUTC)) / 3_600_000;
    expect(utc.results.map(hoursAhead)).toEqual([0, 0, 0]);
    expect(dublinSummer.results.map(hoursAhead)).toEqual([1, 1, 1]);
    expect(newYork.results.map(hoursAhead)).toEqual([-5, -5, -5]);
    expect(newYork.results[0]?.dateTimeLocal).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  });

  it('answers empty data for a competition without games, 404 for an unknown one', async () => {
    expect((await get('/sim/comet/competition/403/table/official')).json()).toEqual([]);
    expect((await get('/sim/comet/competition/999/table/official')).statusCode).toBe(404);
  });

  it('refuses bad paging and time zones', async () => {
    for (const url of [
      '/sim/comet/competition/401/matches/paginated/past/1?pageSize=0',
      '/sim/comet/competition/401/matches/paginated/past/1?pageSize=101',
      '/sim/comet/competition/401/matches/paginated/past/1?page=-1',
      '/sim/comet/competition/401/matches/paginated/past/99',
      '/sim/comet/competition/401/matches/paginated/sometime/1',
    ]) {
      expect((await get(url)).statusCode).toBe(400);
    }
  });

  it('serves team pictures as SVG and 404 for unknown ones', async () => {
    const image = await get('/sim/comet/images/40101');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
    expect((await get('/sim/comet/images/12345')).statusCode).toBe(404);
  });

  it('fails every provider call while switched to failing', async () => {
    await app.inject({ method: 'POST', url: '/sim/control', payload: { fail: true } });
    expect(
      (await get('/sim/comet/competition/list/active?organizationIdFilter=301')).statusCode,
    ).toBe(503);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/sim/comortais/Get_LatestResult?vnorgid=1001&clubid=2042',
        })
      ).statusCode,
    ).toBe(503);
    await app.inject({ method: 'POST', url: '/sim/control', payload: { fail: false } });
    expect(
      (await get('/sim/comet/competition/list/active?organizationIdFilter=301')).statusCode,
    ).toBe(200);
  });

  it('has no failure switch when the development tools are off', async () => {
    const production = await buildApp({
      db: database.db,
      config: testConfig({ DEV_TOOLS: 'off' }),
    });
    try {
      const control = await production.inject({
        method: 'POST',
        url: '/sim/control',
        payload: { fail: true },
      });
      expect(control.statusCode).toBe(404);
      const competitions = await production.inject({
        method: 'GET',
        url: '/sim/comet/competition/list/active',
        headers: KEY,
      });
      expect(competitions.statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
