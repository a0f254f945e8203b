import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import { bearer, signIn, SEEDED } from '../identity/identity-test-kit';
import { createTestDatabase, demoAccountId, testConfig } from '../testing/test-database';
import { waitFor } from '../testing/wait-for';
import { findClubContentVersion } from './club-content-version-repository';
import { ContentVersionWatches } from './content-version-watch';

// The database's notices are not listened to here: the test tells the watches of a change itself,
// so it decides when the announcement comes.

let database: DatabaseHandle;
let watches: ContentVersionWatches;
let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  // A limit no test reaches: the write waits for the notice the test sends.
  watches = new ContentVersionWatches(10 * 60_000);
  app = await buildApp({ db: database.db, config: testConfig(), contentVersionWatches: watches });
  await app.ready();
  admin = bearer((await signIn(app, SEEDED.demoAdmin)).access_token);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const LOCATION = '/v2/backoffice/club/location';
const moveTo = (latitude: number) =>
  app.inject({
    method: 'PUT',
    url: LOCATION,
    headers: admin,
    payload: { latitude, longitude: -8.2 },
  });

/** A page server's watch of the demo club, as the changes route starts one. */
function watchDemo(started: string) {
  const heard: string[] = [];
  const stop = watches.watch('demo', { version: (version) => heard.push(version), lost: () => {} });
  watches.startedWith('demo', started);
  return { heard, stop };
}

const announce = async (version: string) =>
  watches.handlers.notice(
    JSON.stringify({ club: 'demo', account: await demoAccountId(database.db), version }),
  );

test('a write answers only once the watches of its club here have heard of its change', async () => {
  const start = (await findClubContentVersion(database.db, 'demo'))!;
  const watch = watchDemo(start);
  try {
    let answered = false;
    const write = moveTo(53.35).then((response) => {
      answered = true;
      return response;
    });
    await waitFor('the write to wait for its announcement', () => watches.waitingWrites === 1);
    expect(answered).toBe(false);

    const changed = (await findClubContentVersion(database.db, 'demo'))!;
    expect(BigInt(changed)).toBeGreaterThan(BigInt(start));
    await announce(changed);
    expect((await write).statusCode).toBe(200);
    // The page server heard of the change before the admin had the answer.
    expect(watch.heard).toEqual([changed]);
    expect(watches.waitingWrites).toBe(0);
  } finally {
    watch.stop();
  }
});

test('a read, a refused write and a write to a club nobody watches answer without a notice', async () => {
  const watch = watchDemo((await findClubContentVersion(database.db, 'demo'))!);
  try {
    const read = await app.inject({ method: 'GET', url: LOCATION, headers: admin });
    expect(read.statusCode).toBe(200);
    const refused = await app.inject({
      method: 'PUT',
      url: LOCATION,
      headers: admin,
      payload: { latitude: 91, longitude: 0 },
    });
    expect(refused.statusCode).toBe(400);
  } finally {
    watch.stop();
  }
  expect((await moveTo(53.3312)).statusCode).toBe(200);
  expect(watches.waitingWrites).toBe(0);
});

describe('the watches of a club', () => {
  const watcher = { version: () => {}, lost: () => {} };

  test('tell a waiting write once they hear of its version or a later one', async () => {
    const local = new ContentVersionWatches(10 * 60_000);
    const stop = local.watch('quiet', watcher);
    local.startedWith('quiet', '5');
    try {
      // Already told of version 5.
      await local.toldOf('quiet', '5');
      let told = false;
      const waiting = local.toldOf('quiet', '7').then(() => (told = true));
      local.handlers.notice(JSON.stringify({ club: 'quiet', account: 2, version: '6' }));
      await Promise.resolve();
      expect(told).toBe(false);
      local.handlers.notice(JSON.stringify({ club: 'quiet', account: 2, version: '8' }));
      await waiting;
      expect(local.waitingWrites).toBe(0);
    } finally {
      stop();
    }
  });

  test('let the streams send what they were told before the write answers', async () => {
    const local = new ContentVersionWatches(10 * 60_000);
    const stop = local.watch('quiet', watcher);
    local.startedWith('quiet', '5');
    try {
      // A stream's write leaves its socket on the next tick; an answer in the same run of
      // promise callbacks would leave before it.
      const order: string[] = [];
      process.nextTick(() => order.push('announcement sent'));
      await local.toldOf('quiet', '5');
      order.push('write answered');
      expect(order).toEqual(['announcement sent', 'write answered']);
    } finally {
      stop();
    }
  });

  test('let a write go when the notices are lost, the last watch ends, or the limit passes', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
    try {
      const local = new ContentVersionWatches(2_000);
      const stop = local.watch('quiet', watcher);
      local.startedWith('quiet', '5');
      const afterLoss = local.toldOf('quiet', '6');
      local.handlers.lost();
      await afterLoss;

      local.startedWith('quiet', '5');
      const afterStop = local.toldOf('quiet', '6');
      stop();
      await afterStop;
      // Unwatched now: nothing to wait for.
      await local.toldOf('quiet', '9');

      const stopAgain = local.watch('quiet', watcher);
      local.startedWith('quiet', '5');
      let told = false;
      const limited = local.toldOf('quiet', '6').then(() => (told = true));
      jest.advanceTimersByTime(1_999);
      await Promise.resolve();
      expect(told).toBe(false);
      jest.advanceTimersByTime(1);
      await limited;
      stopAgain();
    } finally {
      jest.useRealTimers();
    }
  });
});
