import { findClubAccount } from './clubs/club-repository';
import { createTestDatabase } from './testing/test-database';
import type { DatabaseHandle } from './db/open-database';
import { sql, type Kysely } from 'kysely';
import type { Database } from './db/schema';
import { areaSeeds, seedDatabase, seedDatabaseOnce } from './seed';
import {
  DEMO_CLUB,
  LAKESIDE_CLUB,
  NORTHSIDE_CLUB,
  QUIET_CLUB,
  SEED_CLUBS,
} from './clubs/club-seed-data';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});

afterAll(async () => {
  await database?.close();
});

async function snapshot() {
  return {
    clubs: await database.db.selectFrom('clubs').selectAll().orderBy('account_id').execute(),
    menu: await database.db.selectFrom('club_menu_items').selectAll().orderBy('id').execute(),
  };
}

describe('seedDatabase', () => {
  it('creates the seed clubs in an empty database', async () => {
    expect(await seedDatabase(database.db)).toEqual({
      created: ['demo', 'quiet', 'northside', 'lakeside'],
    });
    const { clubs, menu } = await snapshot();
    expect(clubs.map((club) => club.slug)).toEqual(['demo', 'quiet', 'northside', 'lakeside']);
    expect(menu).toHaveLength(
      DEMO_CLUB.menu_items.length +
        QUIET_CLUB.menu_items.length +
        NORTHSIDE_CLUB.menu_items.length +
        LAKESIDE_CLUB.menu_items.length,
    );
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    expect(await seedDatabase(database.db)).toEqual({ created: [] });
    expect(await seedDatabase(database.db)).toEqual({ created: [] });
    expect(await snapshot()).toEqual(before);
  });

  it('leaves a club changed since the first run as it is', async () => {
    await database.db
      .updateTable('clubs')
      .set({ name: 'Renamed locally' })
      .where('slug', '=', 'quiet')
      .execute();
    await seedDatabase(database.db);
    expect((await findClubAccount(database.db, 'quiet'))?.name).toBe('Renamed locally');
  });

  it('stores the records so that they read back as written', async () => {
    for (const seed of SEED_CLUBS.filter((club) => club.slug === 'demo')) {
      const record = await findClubAccount(database.db, seed.slug);
      const { features, ...rest } = seed;
      expect(record).toMatchObject({ ...rest, account_id: expect.any(Number) });
      expect(record?.features).toMatchObject(features);
    }
  });

  it('keeps the record queryable by column', async () => {
    const withCheckout = await database.db
      .selectFrom('clubs')
      .select('slug')
      .where((eb) => eb(eb.ref('features', '->>').key('checkout'), '=', 'true'))
      .orderBy('account_id')
      .execute();
    expect(withCheckout.map((row) => row.slug)).toEqual(['demo', 'northside', 'lakeside']);

    const lotteries = await database.db
      .selectFrom('club_menu_items')
      .innerJoin('clubs', 'clubs.account_id', 'club_menu_items.account_id')
      .select(['clubs.slug', 'club_menu_items.url'])
      .where('club_menu_items.product_type', '=', 'LotteryPage')
      .orderBy('clubs.account_id')
      .execute();
    expect(lotteries).toEqual([
      { slug: 'demo', url: 'club-lotto' },
      { slug: 'northside', url: 'harps-lotto' },
    ]);
  });
});

describe('seedDatabase without the development accounts (production)', () => {
  let production: DatabaseHandle;

  beforeAll(async () => {
    production = await createTestDatabase({ seed: false });
  });

  afterAll(async () => {
    await production?.close();
  });

  it('creates the clubs but no sign-in, member or order', async () => {
    expect(
      await seedDatabase(production.db, SEED_CLUBS, areaSeeds({ developmentAccounts: false })),
    ).toEqual({
      created: ['demo', 'quiet', 'northside', 'lakeside'],
    });
    const users = await production.db.selectFrom('users').select('email').execute();
    expect(users).toEqual([]);
    const orders = await production.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(orders.count)).toBe(0);
  });
});

/** How many rows each table holds. */
async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name
  `.execute(db);
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    const { rows } = await sql<{ count: number }>`
      select count(*)::integer as count from ${sql.table(table)}
    `.execute(db);
    counts[table] = rows[0]?.count ?? 0;
  }
  return counts;
}

describe('seeding by API instances that start together', () => {
  it('seeds once between them: the same rows as one seeding, and no error', async () => {
    const together = await createTestDatabase({ seed: false });
    const once = await createTestDatabase();
    try {
      const results = await Promise.all([
        seedDatabaseOnce(together.db),
        seedDatabaseOnce(together.db),
      ]);
      expect(results.flatMap((result) => result.created).sort()).toEqual([
        'demo',
        'lakeside',
        'northside',
        'quiet',
      ]);
      expect(await rowCounts(together.db)).toEqual(await rowCounts(once.db));
    } finally {
      await together.close();
      await once.close();
    }
  });
});
