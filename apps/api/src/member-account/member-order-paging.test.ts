import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase } from '../testing/test-database';
import { memberOrderPage } from './member-order-repository';

// Every page of a member's orders is the page the plain OFFSET query answers (newest first, the
// larger order id first on a tie), whichever end of the list the page is read from, and the
// total is kept as orders are placed, moved and deleted. Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.

const CLUB_DEFAULTS = {
  display_address: false,
  features: JSON.stringify({}),
  sso_mode: 'off' as const,
};

let database: DatabaseHandle;
let userId: number;
let otherUserId: number;
const ORDERS = 17;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  const clubs = await database.db
    .insertInto('clubs')
    .values([
      { slug: 'north', name: 'North FC', theme: JSON.stringify({}), ...CLUB_DEFAULTS },
      { slug: 'south', name: 'South FC', theme: JSON.stringify({}), ...CLUB_DEFAULTS },
    ])
    .returning('account_id')
    .execute();
  const users = await database.db
    .insertInto('users')
    .values([
      { email: 'pager@example.test', first_name: 'Page', last_name: 'Reader' },
      { email: 'other@example.test', first_name: 'Other', last_name: 'Buyer' },
    ])
    .returning('id')
    .execute();
  userId = users[0]!.id;
  otherUserId = users[1]!.id;
  // Orders in two clubs a day apart, four of them placed at the same instant, two a
  // microsecond apart; the other user's orders are never listed.
  const base = Date.parse('2026-02-01T09:00:00Z');
  const placedAt = (index: number) =>
    index >= 6 && index <= 9
      ? new Date(base - 6 * 86_400_000)
      : new Date(base - index * 86_400_000);
  await sql`
    insert into orders (account_id, order_seq, cart_revision, user_id, buyer_first_name,
                        buyer_last_name, status, currency, subtotal, discount, total, summary,
                        created_at)
    select case when n % 2 = 0 then ${clubs[0]!.account_id}::int else ${clubs[1]!.account_id}::int end,
           n, 1, case when n <= ${ORDERS} then ${userId}::int else ${otherUserId}::int end,
           'Page', 'Reader', 'Completed', 'EUR', 100 * n, 0, 100 * n, '{}'::jsonb,
           (${JSON.stringify(Array.from({ length: ORDERS + 3 }, (_, index) => placedAt(index)))}::jsonb
             ->> (n - 1))::timestamptz
    from generate_series(1, ${ORDERS + 3}) as n`.execute(database.db);
  await sql`update orders set created_at = created_at + interval '1 microsecond'
            where order_seq = 13`.execute(database.db);
  await sql`update orders set created_at = ${new Date(base - 12 * 86_400_000)}
            where order_seq = 14`.execute(database.db);
});

afterAll(async () => {
  await database?.close();
});

/** The member's orders as the plain OFFSET query reads them. */
async function offsetPage(user: number, page: number, perPage: number) {
  const rows = await database.db
    .selectFrom('orders')
    .select('order_id')
    .where('user_id', '=', user)
    .orderBy('created_at', 'desc')
    .orderBy('order_id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return rows.map((row) => row.order_id);
}

describe('the member’s order pages', () => {
  it.each([1, 2, 3, 4, 10, 16, 17, 100])(
    'answers every page of %i, through the last and past it, as the OFFSET query does',
    async (perPage) => {
      for (let page = 1; page <= Math.ceil(ORDERS / perPage) + 2; page++) {
        const result = await memberOrderPage(database.db, userId, page, perPage);
        expect({ page, ids: result.items.map((order) => order.order_id) }).toEqual({
          page,
          ids: await offsetPage(userId, page, perPage),
        });
        expect(result.total).toBe(ORDERS);
      }
    },
  );

  it('answers each order with its club, status and amounts on a page read from either end', async () => {
    const first = (await memberOrderPage(database.db, userId, 1, 1)).items[0];
    const last = (await memberOrderPage(database.db, userId, ORDERS, 1)).items[0];
    expect(first).toMatchObject({
      order_seq: 1,
      status: 'Completed',
      created_at: '2026-02-01T09:00:00.000Z',
      currency: 'EUR',
      paid_at_checkout: 100,
      total: 100,
      club: { name: 'South FC', slug: 'south' },
      items: [],
    });
    expect(last).toMatchObject({ order_seq: 17, paid_at_checkout: 1700, club: { slug: 'south' } });
  });

  it('keeps the total as orders are placed, handed to another user and deleted', async () => {
    const total = async (user: number) => (await memberOrderPage(database.db, user, 1, 1)).total;
    expect(await total(otherUserId)).toBe(3);
    await database.db
      .updateTable('orders')
      .set({ user_id: otherUserId })
      .where('order_seq', '=', 20)
      .execute();
    expect(await total(otherUserId)).toBe(3);
    await database.db
      .updateTable('orders')
      .set({ user_id: null })
      .where('order_seq', '=', 20)
      .execute();
    expect(await total(otherUserId)).toBe(2);
    await database.db.deleteFrom('orders').where('order_seq', '=', 19).execute();
    expect(await total(otherUserId)).toBe(1);
    expect(await memberOrderPage(database.db, otherUserId, 2, 1)).toEqual({
      items: [],
      total: 1,
    });
    expect(await total(userId)).toBe(ORDERS);
  });

  it('answers an empty first page for a user without orders', async () => {
    const user = await database.db
      .insertInto('users')
      .values({ email: 'new@example.test', first_name: 'New', last_name: 'Member' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await memberOrderPage(database.db, user.id, 1, 10)).toEqual({ items: [], total: 0 });
  });
});
