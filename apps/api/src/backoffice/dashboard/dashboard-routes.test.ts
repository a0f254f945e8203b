import type { BackofficeDashboard } from '@touchline/contracts';
import {
  bearer,
  SEEDED,
  signIn,
  startCommerceApp,
  type IdentityTestApp,
} from '../../commerce/testing/commerce-test-kit';
import { isoWeekOf, mondayOf } from './dashboard-service';

// The secretary's dashboard over the demo club: memberships, registrations and lotto entries made
// here are counted by programme and age group against last season, in their week and per draw.

jest.setTimeout(120_000);

const URL = '/v2/backoffice/dashboard';
const DAY = 86_400_000;
const now = new Date();
/** The season the register opens on (from September, the next year's). */
const SEASON = now.getUTCMonth() >= 8 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();

let t: IdentityTestApp;
let accountId: number;
let admin: Record<string, string>;
let seq = 900_000;

const db = () => t.database.db;

async function dashboard(query = ''): Promise<BackofficeDashboard> {
  const response = await t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json<BackofficeDashboard>();
}

async function person(first: string, dateOfBirth: string | null) {
  const row = await db()
    .insertInto('members')
    .values({
      account_id: accountId,
      user_id: null,
      email: null,
      first_name: first,
      last_name: 'Dashboard',
      mobile: null,
      date_of_birth: dateOfBirth,
      gender: null,
      address_line1: null,
      address_line2: null,
      address_city: null,
      address_county: null,
      address_postal_code: null,
      address_country: null,
      terms_accepted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function product(
  type: 'Plan' | 'Lotto',
  name: string,
  programId: number | null,
  from: string | null,
) {
  const row = await db()
    .insertInto('products')
    .values({
      account_id: accountId,
      program_id: programId,
      shop_item_type_id: null,
      type,
      slug: `dashboard-${name.toLowerCase().replace(/\W+/g, '-')}`,
      name,
      price: 1000,
      available_count: null,
      valid_from: from,
      valid_to: null,
      metadata: JSON.stringify({}),
    })
    .returning('product_id')
    .executeTakeFirstOrThrow();
  return row.product_id;
}

/** A paid order of one line. */
async function paid(
  productId: number,
  type: 'Plan' | 'Lotto',
  metadata: Record<string, unknown>,
  completedAt: Date,
  endedAt: Date | null = null,
) {
  const order = await db()
    .insertInto('orders')
    .values({
      account_id: accountId,
      order_seq: (seq += 1),
      shopping_cart_id: null,
      cart_revision: 1,
      idempotency_key: null,
      user_id: null,
      member_id: null,
      buyer_first_name: 'Buyer',
      buyer_last_name: 'Dashboard',
      buyer_email: null,
      status: 'Completed',
      currency: 'EUR',
      subtotal: 1000,
      discount: 0,
      total: 1000,
      summary: JSON.stringify({}),
      discount_code_id: null,
      receipt_sent_at: null,
      completed_at: completedAt,
    })
    .returning('order_id')
    .executeTakeFirstOrThrow();
  const line = await db()
    .insertInto('order_items')
    .values({
      order_id: order.order_id,
      bundle_order_item_id: null,
      product_id: productId,
      product_type: type,
      name: type,
      quantity: 1,
      price: 1000,
      discount: 0,
      subtotal: 1000,
      initial_payment: 1000,
      remaining_payment: 0,
      number_of_payments: 1,
      payment_type: 'full',
      frequency: null,
      member_first_name: null,
      member_last_name: null,
      metadata: JSON.stringify(metadata),
      ended_at: endedAt,
    })
    .returning('order_item_id')
    .executeTakeFirstOrThrow();
  return line.order_item_id;
}

let before: BackofficeDashboard;
let programId: number;
const draws: { draw_id: number; draw_at: Date }[] = [];

beforeAll(async () => {
  t = await startCommerceApp();
  admin = bearer((await signIn(t.app, SEEDED.demoAdmin)).access_token);
  accountId = (
    await db()
      .selectFrom('clubs')
      .select('account_id')
      .where('slug', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).account_id;
  before = await dashboard();

  programId = (
    await db()
      .insertInto('programs')
      .values({ account_id: accountId, title: 'Walking Football', starts_on: null, ends_on: null })
      .returning('program_id')
      .executeTakeFirstOrThrow()
  ).program_id;
  const thisPlan = await product('Plan', 'Walking this season', programId, `${SEASON}-01-15`);
  const lastPlan = await product('Plan', 'Walking last season', programId, `${SEASON - 1}-01-15`);
  // Niamh is U10 both seasons; Colm turns from U12 to U14; Mary is an adult.
  const niamh = await person('Niamh', `${SEASON - 9}-05-01`);
  const colm = await person('Colm', `${SEASON - 12}-03-01`);
  const mary = await person('Mary', '1980-02-02');
  for (const member of [niamh, colm, mary]) {
    await paid(thisPlan, 'Plan', { member_id: member }, now);
  }
  await paid(lastPlan, 'Plan', { member_id: colm }, new Date(Date.UTC(SEASON - 2, 11, 1)));
  // A membership refunded in full is not counted.
  await paid(thisPlan, 'Plan', { member_id: await person('Refunded', '1990-01-01') }, now, now);

  // A lotto drawn on the next three days of the week after next (the club's latest draws).
  const lotto = await product('Lotto', 'Dashboard Lotto', null, null);
  for (const day of [4, 5, 6]) {
    const row = await db()
      .insertInto('lottery_draws')
      .values({
        account_id: accountId,
        product_id: lotto,
        draw_at: new Date(now.getTime() + day * DAY),
      })
      .returning(['draw_id', 'draw_at'])
      .executeTakeFirstOrThrow();
    draws.push({ draw_id: row.draw_id, draw_at: new Date(row.draw_at) });
  }
  const [first, , third] = draws;
  // Two draws from the first; one (the next draw); one renewed into the third; one refunded.
  await paid(lotto, 'Lotto', { draw_at: first!.draw_at.toISOString(), draws: 2 }, now);
  await paid(lotto, 'Lotto', {}, now);
  const renewing = await paid(
    lotto,
    'Lotto',
    { draw_at: first!.draw_at.toISOString(), draws: 1 },
    now,
  );
  await db()
    .insertInto('entry_renewals')
    .values({
      order_item_id: renewing,
      renewal: 1,
      status: 'renewed',
      draw_id: third!.draw_id,
      draw_at: third!.draw_at,
      draws: 1,
      order_instalment_id: null,
      reason: null,
      renewed_at: now,
    })
    .execute();
  await paid(lotto, 'Lotto', { draw_at: first!.draw_at.toISOString(), draws: 3 }, now, now);
});

afterAll(async () => {
  await t.close();
});

describe('GET /v2/backoffice/dashboard', () => {
  it('counts members by programme this season against last, with the difference', async () => {
    const after = await dashboard();
    expect(after.season).toBe(SEASON);
    expect(after.programs.find((row) => row.program_id === programId)).toEqual({
      program_id: programId,
      program: 'Walking Football',
      this_season: 3,
      last_season: 1,
      change: 2,
    });
    expect(after.members.this_season - before.members.this_season).toBe(3);
    expect(after.members.last_season - before.members.last_season).toBe(1);
  });

  it('counts members by age group in each season by the register’s age rule', async () => {
    const after = await dashboard();
    const delta = (group: string) => {
      const row = after.age_groups.find((r) => r.age_group === group)!;
      const was = before.age_groups.find((r) => r.age_group === group)!;
      return [row.this_season - was.this_season, row.last_season - was.last_season];
    };
    expect(delta('U10')).toEqual([1, 0]);
    expect(delta('U12')).toEqual([0, 1]);
    expect(delta('U14')).toEqual([1, 0]);
    expect(delta('Adult')).toEqual([1, 0]);
    expect(delta('U8')).toEqual([0, 0]);
  });

  it('counts a registration in the ISO week it was paid', async () => {
    const after = await dashboard();
    const week = isoWeekOf(mondayOf(now));
    const count = (data: BackofficeDashboard) =>
      data.weeks.find((row) => row.week === week)?.registrations ?? 0;
    expect(count(after) - count(before)).toBe(3);
    expect(after.weeks.at(-1)?.week).toBe(week);
    expect((after.weeks[0]?.starts_on ?? '9999') <= `${SEASON - 1}-09-01`).toBe(true);
  });

  it('counts the lotto entries playing in each of the club’s latest draws', async () => {
    const after = await dashboard();
    const entries = draws.map(
      (draw) => after.draws.find((row) => row.draw_id === draw.draw_id)?.entries,
    );
    expect(entries).toEqual([3, 1, 1]);
    expect(after.draws[0]).toMatchObject({ product: 'Dashboard Lotto', status: 'open' });
  });

  it('answers last season’s numbers when asked', async () => {
    const last = await dashboard(`?season=${SEASON - 1}`);
    expect(last.season).toBe(SEASON - 1);
    expect(last.current_season).toBe(SEASON);
    expect(last.programs.find((row) => row.program_id === programId)).toMatchObject({
      this_season: 1,
      last_season: 0,
      change: 1,
    });
  });

  it('refuses an Editor, whose role has no part in the register', async () => {
    const editor = bearer((await signIn(t.app, SEEDED.demoEditor)).access_token);
    const response = await t.app.inject({ method: 'GET', url: URL, headers: editor });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });

  it('lets a Treasurer see it', async () => {
    const treasurer = bearer((await signIn(t.app, SEEDED.demoTreasurer)).access_token);
    const response = await t.app.inject({ method: 'GET', url: URL, headers: treasurer });
    expect(response.statusCode).toBe(200);
  });
});
