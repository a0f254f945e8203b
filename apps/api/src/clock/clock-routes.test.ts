import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/open-database';
import { QUEUES, startJobQueue, type JobQueue } from '../jobs/job-queue';
import { PRODUCTION_ENV } from '../testing/production-env';
import { createTestDatabase, testConfig } from '../testing/test-database';
import { createClock, FixedClockError } from './clock';

// The clock payments fall due by: moved forward in development and tests, never in production.

jest.setTimeout(120_000);

const DAY = 86_400_000;

let database: DatabaseHandle;
let jobs: JobQueue;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  jobs = await startJobQueue(database, { role: 'send', onError: () => undefined });
  app = await buildApp({ db: database.db, config: testConfig(), jobs });
});
afterAll(async () => {
  await app?.close();
  await jobs?.stop();
  await database?.close();
});

const read = async () => {
  const response = await app.inject({ method: 'GET', url: '/dev/clock' });
  expect(response.statusCode).toBe(200);
  return response.json<{ now: string; offset_ms: number }>();
};

const collectionsQueued = async () =>
  (await jobs.counts())
    .filter((row) => row.queue === QUEUES.collectDuePayments)
    .reduce((sum, row) => sum + row.count, 0);

describe('/dev/clock', () => {
  it('reads the real time until moved', async () => {
    const before = Date.now();
    const clock = await read();
    expect(clock.offset_ms).toBe(0);
    expect(Date.parse(clock.now)).toBeGreaterThanOrEqual(before);
  });

  it('moves forward by days, hours and minutes, and has the due payments collected', async () => {
    const queued = await collectionsQueued();
    const moved = await app.inject({ method: 'POST', url: '/dev/clock', payload: { days: 31 } });
    expect(moved.statusCode).toBe(200);
    // Exactly as far as asked, however long the collection it started took.
    expect(moved.json().offset_ms).toBe(31 * DAY);
    expect(await collectionsQueued()).toBe(queued + 1);

    await app.inject({ method: 'POST', url: '/dev/clock', payload: { hours: 1, minutes: 30 } });
    const clock = await read();
    expect(clock.offset_ms).toBe(31 * DAY + 90 * 60_000);
    expect(Date.parse(clock.now) - Date.now()).toBeGreaterThan(31 * DAY);
    // Every reader of the database reads the same time (the API's workers too).
    const shared = await createClock(database.db, { movable: true }).now();
    expect(shared.getTime() - Date.now()).toBeGreaterThan(31 * DAY);
  });

  it('refuses to stand still, to go back, or to jump more than a year', async () => {
    for (const payload of [
      {},
      { days: 0 },
      { days: -1 },
      { days: 367 },
      { days: 300, hours: 2000 },
    ]) {
      const refused = await app.inject({ method: 'POST', url: '/dev/clock', payload });
      expect([payload, refused.statusCode]).toEqual([payload, 400]);
    }
  });

  it('goes back to the real time when deleted', async () => {
    const reset = await app.inject({ method: 'DELETE', url: '/dev/clock' });
    expect(reset.statusCode).toBe(200);
    expect((await read()).offset_ms).toBe(0);
  });

  it('is not served in production, and the production clock cannot be moved', async () => {
    const production = await buildApp({ db: database.db, config: loadConfig(PRODUCTION_ENV) });
    try {
      const moved = await production.inject({
        method: 'POST',
        url: '/dev/clock',
        payload: { days: 31 },
      });
      expect(moved.statusCode).toBe(404);
    } finally {
      await production.close();
    }
    const fixed = createClock(database.db, { movable: false });
    await expect(fixed.advance(DAY)).rejects.toBeInstanceOf(FixedClockError);
    await expect(fixed.reset()).rejects.toBeInstanceOf(FixedClockError);
    // A moved offset left in the database is never read by it.
    await createClock(database.db, { movable: true }).advance(10 * DAY);
    expect(Math.abs((await fixed.now()).getTime() - Date.now())).toBeLessThan(60_000);
  });
});
