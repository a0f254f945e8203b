import { listArticles } from '../content/article-repository';
import type { DatabaseHandle } from '../db/open-database';
import { memberOrderPage } from '../member-account/member-order-repository';
import { createTestDatabase } from '../testing/test-database';
import { LOAD_MEMBER_EMAIL, seedLoad } from './load-seed';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

const counts = { clubs: 3, articles: 25, orders: 12 };

async function demo() {
  const club = await database.db
    .selectFrom('clubs')
    .select('account_id')
    .where('slug', '=', 'demo')
    .executeTakeFirstOrThrow();
  const member = await database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', LOAD_MEMBER_EMAIL)
    .executeTakeFirstOrThrow();
  return { accountId: club.account_id, memberId: member.id };
}

describe('the load seed', () => {
  it('grows the club’s news and one member’s orders, and adds nothing when run again', async () => {
    const news = async (accountId: number) =>
      (
        await listArticles(
          database.db,
          { accountId, type: 'News', page: 1, perPage: 6 },
          'http://localhost',
        )
      ).total;
    const before = await database.db
      .selectFrom('clubs')
      .select('account_id')
      .where('slug', '=', 'demo')
      .executeTakeFirstOrThrow();
    const newsBefore = await news(before.account_id);

    expect(await seedLoad(database.db, 'demo', counts)).toEqual(counts);
    const { accountId, memberId } = await demo();
    expect(await news(accountId)).toBe(newsBefore + 25);
    const orders = await memberOrderPage(database.db, memberId, 2, 10);
    expect(orders.total).toBe(12);
    expect(orders.items).toHaveLength(2);
    expect(orders.items[0]).toMatchObject({
      status: 'Completed',
      club: { slug: 'demo' },
      items: [{ name: 'Load scarf', product_type: 'ShopItem', quantity: 1 }],
    });

    expect(await seedLoad(database.db, 'demo', counts)).toEqual({
      clubs: 0,
      articles: 0,
      orders: 0,
    });
    expect(await news(accountId)).toBe(newsBefore + 25);
    expect((await memberOrderPage(database.db, memberId, 1, 10)).total).toBe(12);
  });

  it('refuses a club that does not exist', async () => {
    await expect(seedLoad(database.db, 'nowhere', counts)).rejects.toThrow('No club "nowhere"');
  });
});
