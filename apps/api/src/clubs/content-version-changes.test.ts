import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { listenForNotices, type NoticeListener } from '../db/database-notices';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase, testConfig } from '../testing/test-database';
import { CONTENT_VERSION_CHANNEL, ContentVersionWatches } from './content-version-watch';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set: the notices are each
// engine's adapter (database-notices.ts).

let database: DatabaseHandle;
let notices: NoticeListener;
let watches: ContentVersionWatches;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // A limit no test reaches: a write that waited for a notice that never comes would hang.
  watches = new ContentVersionWatches(10 * 60_000);
  notices = await listenForNotices(database, CONTENT_VERSION_CHANNEL, watches.handlers);
  // Kept for an hour: only the notices can make this instance forget a club.
  app = await buildApp({
    db: database.db,
    config: testConfig({ CLUB_CACHE_TTL_MS: '3600000' }),
    contentVersionWatches: watches,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The API has no port');
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  // The test's fetch client keeps its connections alive: closed here, not after the server's
  // 72 s keep-alive.
  app?.server.closeAllConnections();
  await app?.close();
  await notices?.close();
  await database?.close();
});

interface ServerEvent {
  event: string;
  data: string;
}

/** A stream of server-sent events, read one event at a time. */
async function openChanges(club: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/v2/store/${club}/content-version/changes`, {
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  async function next(): Promise<ServerEvent | undefined> {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const lines = block.split('\n').filter((line) => !line.startsWith(':'));
        if (lines.length === 0) continue;
        const field = (name: string) =>
          lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? '';
        return { event: field('event'), data: field('data') };
      }
      const { value, done } = await reader.read();
      if (done) return undefined;
      buffered += value;
    }
  }
  return { response, next, close: () => controller.abort() };
}

const versionOf = async (club: string) =>
  (
    (await (await fetch(`${base}/v2/store/${club}/content-version`)).json()) as {
      version: string;
    }
  ).version;

const renameArticleOf = (club: string, title: string) =>
  database.db
    .updateTable('articles')
    .set({ title })
    .where(
      'account_id',
      '=',
      database.db.selectFrom('clubs').select('account_id').where('slug', '=', club),
    )
    .execute();

test('a watch starts with the club’s version and hears each committed change once, in order', async () => {
  const changes = await openChanges('demo');
  try {
    expect(changes.response.status).toBe(200);
    expect(changes.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(changes.response.headers.get('cache-control')).toBe('no-store');
    const start = await versionOf('demo');
    expect(await changes.next()).toEqual({
      event: 'version',
      data: JSON.stringify({ version: start }),
    });

    await renameArticleOf('demo', 'A new title');
    const after = await versionOf('demo');
    expect(BigInt(after)).toBeGreaterThan(BigInt(start));
    expect(await changes.next()).toEqual({
      event: 'version',
      data: JSON.stringify({ version: after }),
    });

    // Another club's change is not this watch's.
    await renameArticleOf('quiet', 'Quiet news');
    await renameArticleOf('demo', 'Another title');
    expect(await changes.next()).toEqual({
      event: 'version',
      data: JSON.stringify({ version: await versionOf('demo') }),
    });
  } finally {
    changes.close();
  }
});

test('a write by another instance is forgotten here before a watch hears of it', async () => {
  const clubName = async () =>
    ((await (await fetch(`${base}/v2/store/demo`)).json()) as { name: string }).name;
  const latestTitle = async () =>
    (
      (await (
        await fetch(`${base}/v2/store/demo/articles?type=news&page=1&per_page=1`)
      ).json()) as {
        items: { title: string }[];
      }
    ).items[0]?.title;
  const name = await clubName();
  const title = await latestTitle();
  const changes = await openChanges('demo');
  try {
    await changes.next();
    // Written straight to the database, as another instance would: nothing here is told.
    await database.db
      .updateTable('clubs')
      .set({ name: 'Glenarden Gaels (renamed)' })
      .where('slug', '=', 'demo')
      .execute();
    await changes.next();
    expect(await clubName()).toBe('Glenarden Gaels (renamed)');
    await renameArticleOf('demo', 'Told by the notice');
    await changes.next();
    expect(await latestTitle()).toBe('Told by the notice');
    expect(title).not.toBe('Told by the notice');
  } finally {
    changes.close();
    await database.db.updateTable('clubs').set({ name }).where('slug', '=', 'demo').execute();
  }
});

test('a write that changes no club content answers while a watch is open, waiting for no notice', async () => {
  const changes = await openChanges('demo');
  try {
    const start = await changes.next();
    // A contact message goes to the club's inbox, which no public page shows.
    const sent = await fetch(`${base}/v2/store/demo/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        sender: 'Aoife Byrne',
        sender_email: 'aoife.byrne@example.ie',
        content: 'When does the nursery start?',
      }),
    });
    expect(sent.status).toBe(201);
    expect(await versionOf('demo')).toBe(JSON.parse(start!.data).version);
  } finally {
    changes.close();
  }
});

test('a transaction rolled back announces nothing', async () => {
  const changes = await openChanges('quiet');
  try {
    const start = await changes.next();
    await database.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('articles').set({ title: 'Never' }).execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await renameArticleOf('quiet', 'Committed');
    const next = await changes.next();
    expect(BigInt(JSON.parse(next!.data).version)).toBe(
      BigInt(JSON.parse(start!.data).version) + 1n,
    );
  } finally {
    changes.close();
  }
});

test('a club whose address changes is announced under its old one too', async () => {
  const changes = await openChanges('quiet');
  try {
    await changes.next();
    await database.db
      .updateTable('clubs')
      .set({ slug: 'quiet-renamed' })
      .where('slug', '=', 'quiet')
      .execute();
    expect((await changes.next())?.event).toBe('version');
  } finally {
    changes.close();
    await database.db
      .updateTable('clubs')
      .set({ slug: 'quiet' })
      .where('slug', '=', 'quiet-renamed')
      .execute();
  }
});

test('a lost listening connection ends the watches with `lost`, so they read again', async () => {
  const changes = await openChanges('demo');
  try {
    await changes.next();
    watches.handlers.lost();
    expect(await changes.next()).toEqual({ event: 'lost', data: '{}' });
    expect(await changes.next()).toBeUndefined();
    expect(watches.size).toBe(0);
  } finally {
    changes.close();
  }
});

test('an unknown club is refused as the version read refuses it', async () => {
  const response = await fetch(`${base}/v2/store/no-such-club/content-version/changes`);
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'club_not_found' });
});

test('an API that does not listen says so', async () => {
  const quiet = await buildApp({ db: database.db, config: testConfig() });
  try {
    const response = await quiet.inject({
      method: 'GET',
      url: '/v2/store/demo/content-version/changes',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'content_version_changes_unavailable',
      message: 'This server cannot follow changes of the club’s content.',
    });
  } finally {
    await quiet.close();
  }
});

test('closing the API ends the open watches', async () => {
  const closing = await buildApp({
    db: database.db,
    config: testConfig(),
    contentVersionWatches: watches,
  });
  await closing.listen({ port: 0, host: '127.0.0.1' });
  const address = closing.server.address();
  if (!address || typeof address === 'string') throw new Error('No port');
  const response = await fetch(
    `http://127.0.0.1:${address.port}/v2/store/demo/content-version/changes`,
  );
  const reader = response.body!.getReader();
  await reader.read();
  await closing.close();
  for (;;) {
    const { done } = await reader.read();
    if (done) break;
  }
  expect(watches.size).toBe(0);
});
