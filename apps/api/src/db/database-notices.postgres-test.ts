import pg from 'pg';
import {
  createEmptyPostgresDatabase,
  type EmptyPostgresDatabase,
} from '../testing/postgres-databases';
import { waitFor } from '../testing/wait-for';
import {
  listenForNotices,
  NOTICES_APPLICATION_NAME,
  type NoticeHandlers,
} from './database-notices';

// The PostgreSQL listener of database-notices.ts against a real server: its connection is
// killed from another one, and it reports the loss once, listens again, and once closed stays
// closed. PostgreSQL only (run by tools/test/with-postgres.mjs, which sets TEST_DATABASE_URL);
// content-version-changes.test.ts covers delivery on both engines.

const serverUrl = process.env['TEST_DATABASE_URL'];
if (!serverUrl) {
  throw new Error('Set TEST_DATABASE_URL (tools/test/with-postgres.mjs does) to run this test');
}

const CHANNEL = 'notices_test';

/** A reconnect takes a second and a connection: 15 s is far above what a slow machine needs. */
const PATIENCE = { attempts: 300, intervalMs: 50 };

let database: EmptyPostgresDatabase | undefined;
/** The test's own connection: it sends the notices, kills listeners and watches them. */
let admin: pg.Client | undefined;
/** The test's connection to the server's own database: a database is altered from another. */
let server: pg.Client | undefined;
/** Every connection a listener opens (the test's own connection is opened before). */
let connects: jest.SpyInstance;
let realConnect: () => Promise<unknown>;

beforeAll(async () => {
  database = await createEmptyPostgresDatabase(serverUrl, 'club_api_notices');
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  realConnect = pg.Client.prototype.connect;
  connects = jest.spyOn(pg.Client.prototype, 'connect');
});

/** Every listener a test starts, closed after it even when it fails. */
const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((listener) => listener.close()));
});

afterAll(async () => {
  connects?.mockRestore();
  await admin?.end();
  await server?.end();
  // Refused while a listener's connection is still open.
  await database?.drop();
});

const query = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  (await admin!.query<Row>(text, values)).rows;

const notify = (payload: string) => query('select pg_notify($1, $2)', [CHANNEL, payload]);

/** The listeners' connections to the test's database, and whether each has done its LISTEN. */
const listenerBackends = () =>
  query<{ pid: number; listening: boolean }>(
    `select pid, (state = 'idle' and query = $2) as listening from pg_stat_activity
       where datname = current_database() and application_name = $1`,
    [NOTICES_APPLICATION_NAME, `listen ${CHANNEL}`],
  );

/** Kills every listener's connection from the test's own, as an outage would; answers their pids. */
const killListeners = async () =>
  (
    await query<{ pid: number }>(
      `select pid, pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and application_name = $1`,
      [NOTICES_APPLICATION_NAME],
    )
  ).map((row) => row.pid);

/** Waits until a connection other than the killed ones has done its LISTEN. */
const listeningAgain = (killed: number[]) =>
  waitFor(
    'a listener to listen again',
    async () =>
      (await listenerBackends()).some(
        (backend) => backend.listening && !killed.includes(backend.pid),
      ),
    PATIENCE,
  );

/** Lets connections to the test's database be made, or not. */
const allowConnections = (allow: boolean) =>
  server!.query(`alter database ${database!.name} allow_connections ${allow}`);

const noListenerLeft = () =>
  waitFor(
    'the listeners’ connections to close',
    async () => (await listenerBackends()).length === 0,
    PATIENCE,
  );

/** A listener on CHANNEL that records what its handlers are told, and when. */
async function listen({ closeWhenLost = false } = {}) {
  let closing: Promise<void> | undefined;
  const heard = {
    notices: [] as string[],
    losses: 0,
    /** What a handler was told once the listener was being closed: it must be nothing. */
    afterClose: [] as string[],
    close: () => {
      closing ??= listener.close();
      return closing;
    },
  };
  const handlers: NoticeHandlers = {
    notice: (payload) => {
      if (closing) heard.afterClose.push(`notice ${payload}`);
      else heard.notices.push(payload);
    },
    lost: () => {
      if (closing) {
        heard.afterClose.push('lost');
        return;
      }
      heard.losses += 1;
      if (closeWhenLost) void heard.close();
    },
  };
  const listener = await listenForNotices({ connectionString: database!.url }, CHANNEL, handlers);
  started.push(heard);
  return heard;
}

/**
 * Checks that a listener closed before now does not connect again. A listener started now
 * loses its connection and connects again, which it does one delay after the loss, later than
 * anything the closed listener could have scheduled: once it hears a notice, the closed one
 * would have connected already.
 */
async function expectNoReconnectOf(closed: Awaited<ReturnType<typeof listen>>) {
  const before = connects.mock.calls.length;
  const later = await listen();
  const killed = await killListeners();
  expect(killed).toHaveLength(1);
  await waitFor('the later listener’s loss', () => later.losses === 1, PATIENCE);
  await listeningAgain(killed);
  await notify('later');
  await waitFor(
    'the later listener to hear its notice',
    () => later.notices.includes('later'),
    PATIENCE,
  );

  // The later listener's two connections, and no other.
  expect(connects.mock.calls.length - before).toBe(2);
  expect(await listenerBackends()).toHaveLength(1);
  expect(closed.afterClose).toEqual([]);
  await later.close();
  await noListenerLeft();
  expect(later.afterClose).toEqual([]);
}

test('a lost connection is reported once and listened on again, and a closed listener stays closed', async () => {
  const heard = await listen();
  await notify('a');
  await waitFor('the notice a', () => heard.notices.includes('a'), PATIENCE);
  const before = await listenerBackends();
  expect(before).toEqual([{ pid: expect.any(Number), listening: true }]);

  const killed = await killListeners();
  expect(killed).toEqual([before[0]!.pid]);
  await waitFor('the loss to be reported', () => heard.losses > 0, PATIENCE);
  await listeningAgain(killed);
  // Both the connection's error and its end were seen by now: one loss.
  expect(heard.losses).toBe(1);
  expect(await listenerBackends()).toHaveLength(1);

  await notify('b');
  await waitFor('the notice b', () => heard.notices.includes('b'), PATIENCE);
  expect(heard.notices).toEqual(['a', 'b']);
  expect(heard.losses).toBe(1);

  await heard.close();
  await noListenerLeft();
  await expectNoReconnectOf(heard);
  expect(heard.notices).toEqual(['a', 'b']);
  expect(heard.losses).toBe(1);
});

test('a listener closed as it is told of its loss does not connect again', async () => {
  const heard = await listen({ closeWhenLost: true });
  const killed = await killListeners();
  expect(killed).toHaveLength(1);
  await waitFor('the loss to be reported', () => heard.losses === 1, PATIENCE);
  await heard.close();
  await noListenerLeft();
  await expectNoReconnectOf(heard);
  expect(heard.losses).toBe(1);
});

test('a connection refused while connecting again is tried again, with no further loss reported', async () => {
  const heard = await listen();
  await allowConnections(false);
  try {
    const killed = await killListeners();
    expect(killed).toHaveLength(1);
    await waitFor('the loss to be reported', () => heard.losses === 1, PATIENCE);
    // The second attempt is made only once the first was refused.
    const attempts = connects.mock.calls.length;
    await waitFor(
      'a second refused attempt',
      () => connects.mock.calls.length >= attempts + 2,
      PATIENCE,
    );
  } finally {
    await allowConnections(true);
  }
  await listeningAgain([]);
  await notify('after');
  await waitFor('the notice after the outage', () => heard.notices.includes('after'), PATIENCE);
  expect(heard.notices).toEqual(['after']);
  expect(heard.losses).toBe(1);
  await heard.close();
  await noListenerLeft();
  expect(heard.afterClose).toEqual([]);
});

test('a listener closed while it connects again has no connection left once closed', async () => {
  const heard = await listen();
  // Closed once its next connection is made, before that connection listens: what is left
  // open once the close is done is read before the listener goes on.
  let leftOpen: unknown[] | undefined;
  connects.mockImplementationOnce(async function (this: pg.Client) {
    await realConnect.call(this);
    await heard.close();
    leftOpen = await listenerBackends();
  });
  const killed = await killListeners();
  expect(killed).toHaveLength(1);
  await waitFor('the listener to connect again', () => leftOpen !== undefined, PATIENCE);
  expect(leftOpen).toEqual([]);
  await expectNoReconnectOf(heard);
  expect(heard.losses).toBe(1);
});
