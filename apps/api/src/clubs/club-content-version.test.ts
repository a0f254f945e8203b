import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ClubContentVersion } from '@touchline/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { insertArticles } from '../content/article-repository';
import type { DatabaseHandle } from '../db/open-database';
import { bearer, SEEDED, signIn } from '../identity/identity-test-kit';
import { createTestDatabase, demoAccountId, testConfig } from '../testing/test-database';
import { DEMO_CLUB } from './club-seed-data';
import { findClubContentVersion } from './club-content-version-repository';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set: the version is kept by
// deferred triggers, whose timing is the engine's.

const checkVersion = TypeCompiler.Compile(ClubContentVersion);

let database: DatabaseHandle;
let app: FastifyInstance;
let admin: Record<string, string>;
let demoId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, config: testConfig() });
  await app.ready();
  admin = bearer((await signIn(app, SEEDED.demoAdmin)).access_token);
  demoId = await demoAccountId(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The club's version as the page server reads it. */
async function versionOf(club: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/v2/store/${club}/content-version` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = response.json<ClubContentVersion>();
  expect(checkVersion.Check(body)).toBe(true);
  return body.version;
}

/** Runs a write and answers whether it changed the demo club's version and the quiet club's. */
async function changes(write: () => Promise<unknown>): Promise<{ demo: boolean; quiet: boolean }> {
  const before = { demo: await versionOf('demo'), quiet: await versionOf('quiet') };
  await write();
  return {
    demo: (await versionOf('demo')) !== before.demo,
    quiet: (await versionOf('quiet')) !== before.quiet,
  };
}

const scarf = () =>
  database.db
    .selectFrom('products')
    .select(['product_id', 'available_count'])
    .where('account_id', '=', demoId)
    .where('slug', '=', 'club-scarf')
    .executeTakeFirstOrThrow();

describe('GET /v2/store/:club/content-version', () => {
  it('answers the version as decimal digits, the same while nothing is written', async () => {
    const first = await versionOf('demo');
    expect(first).toMatch(/^[0-9]+$/);
    expect(await versionOf('demo')).toBe(first);
  });

  it("changes when the admin saves the club's location, for that club only", async () => {
    const saved = changes(async () => {
      const response = await app.inject({
        method: 'PUT',
        url: '/v2/backoffice/club/location',
        headers: admin,
        payload: { latitude: 53.3401, longitude: -8.2105 },
      });
      expect(response.statusCode).toBe(200);
    });
    expect(await saved).toEqual({ demo: true, quiet: false });
  });

  it('changes with the stock a page shows as sold out, and with a new article', async () => {
    const { product_id: productId, available_count: stock } = await scarf();
    try {
      expect(
        await changes(() =>
          database.db
            .updateTable('products')
            .set({ available_count: 0 })
            .where('product_id', '=', productId)
            .execute(),
        ),
      ).toEqual({ demo: true, quiet: false });
    } finally {
      await database.db
        .updateTable('products')
        .set({ available_count: stock })
        .where('product_id', '=', productId)
        .execute();
    }
    expect(
      await changes(() =>
        insertArticles(database.db, [
          {
            accountId: demoId,
            slug: 'version-news',
            type: 'News',
            title: 'Version news',
            summary: '',
            content: '<p>News</p>',
            featuredImage: [],
            publishedAt: new Date(),
          },
        ]),
      ),
    ).toEqual({ demo: true, quiet: false });
  });

  it('changes through a product: a payment option of a demo product', async () => {
    const { product_id: productId } = await scarf();
    expect(
      await changes(() =>
        database.db
          .insertInto('payment_options')
          .values({ product_id: productId, type: 'full', position: 9 })
          .execute(),
      ),
    ).toEqual({ demo: true, quiet: false });
  });

  it('stays when a visitor fills a cart', async () => {
    const { product_id: productId } = await scarf();
    expect(
      await changes(async () => {
        const response = await app.inject({
          method: 'POST',
          url: '/v2/store/demo/shopping-cart',
          payload: { items: [{ product_id: productId, quantity: 2 }] },
        });
        expect(response.statusCode).toBe(201);
      }),
    ).toEqual({ demo: false, quiet: false });
  });

  it('stays when the transaction that wrote content is rolled back', async () => {
    expect(
      await changes(async () => {
        await expect(
          database.db.transaction().execute(async (trx) => {
            const renamed = await trx
              .updateTable('sponsors')
              .set({ name: 'Never seen' })
              .where('account_id', '=', demoId)
              .executeTakeFirst();
            expect(Number(renamed.numUpdatedRows)).toBeGreaterThan(0);
            throw new Error('rolled back');
          }),
        ).rejects.toThrow('rolled back');
      }),
    ).toEqual({ demo: false, quiet: false });
  });

  it('is bumped at commit: not inside the writing transaction, at once after it', async () => {
    const before = await versionOf('demo');
    await database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('programs')
        .set({ description: 'Changed' })
        .where('account_id', '=', demoId)
        .execute();
      expect(await findClubContentVersion(trx, 'demo')).toBe(before);
      // Another connection reads the committed state (the embedded database has one session).
      if (database.kind === 'postgres') expect(await versionOf('demo')).toBe(before);
    });
    expect(await versionOf('demo')).not.toBe(before);
  });

  it('gives a new club a version, and a club deleted with its content changed commits', async () => {
    await app.clubs.create({ ...DEMO_CLUB, slug: 'versioned', name: 'Versioned' });
    expect(await versionOf('versioned')).toMatch(/^[0-9]+$/);
    const club = await database.db
      .selectFrom('clubs')
      .select('account_id')
      .where('slug', '=', 'versioned')
      .executeTakeFirstOrThrow();
    await database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sponsors')
        .values({ account_id: club.account_id, name: 'Gone' })
        .execute();
      await trx.deleteFrom('clubs').where('account_id', '=', club.account_id).execute();
    });
    app.clubs.invalidate('versioned');
    expect(
      (await app.inject({ method: 'GET', url: '/v2/store/versioned/content-version' })).statusCode,
    ).toBe(404);
  });

  it('answers an unknown club or a malformed slug as the club store does', async () => {
    for (const slug of ['no-such-club', 'Not_A_Slug']) {
      const store = await app.inject({ method: 'GET', url: `/v2/store/${slug}` });
      const version = await app.inject({ method: 'GET', url: `/v2/store/${slug}/content-version` });
      expect(store.statusCode).toBe(slug === 'no-such-club' ? 404 : 400);
      expect(version.statusCode).toBe(store.statusCode);
      expect(version.headers['content-type']).toMatch(/^application\/json/);
      expect(version.json()).toEqual(store.json());
      expect(version.headers['cache-control']).toBe('no-store');
    }
  });
});
