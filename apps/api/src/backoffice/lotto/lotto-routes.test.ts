import type { LottoDrawLinesPage, LottoOverview } from '@touchline/contracts';
import {
  bearer,
  SEEDED,
  signIn,
  startCommerceApp,
  type IdentityTestApp,
} from '../../commerce/testing/commerce-test-kit';

// The Lotto screen over the demo club: a lotto made here with three draws and lines bought for
// them, counted per draw as the dashboard counts them and listed with who plays which numbers.

jest.setTimeout(120_000);

const BASE = '/v2/backoffice/lotto';
const DAY = 86_400_000;
const now = new Date();

let t: IdentityTestApp;
let accountId: number;
let coordinator: Record<string, string>;
let seq = 950_000;
let lotto: number;
/** Drawn two days ago, then in three and in ten days. */
const draws: { draw_id: number; draw_at: Date }[] = [];

const db = () => t.database.db;

const get = (url: string, headers = coordinator) => t.app.inject({ method: 'GET', url, headers });

/** A paid order of one lotto line, bought by `buyer`. */
async function paid(
  buyer: { first: string; last: string; email: string },
  metadata: Record<string, unknown>,
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
      buyer_first_name: buyer.first,
      buyer_last_name: buyer.last,
      buyer_email: buyer.email,
      status: 'Completed',
      currency: 'EUR',
      subtotal: 200,
      discount: 0,
      total: 200,
      summary: JSON.stringify({}),
      discount_code_id: null,
      receipt_sent_at: null,
      completed_at: new Date(now.getTime() - 7 * DAY),
    })
    .returning('order_id')
    .executeTakeFirstOrThrow();
  const line = await db()
    .insertInto('order_items')
    .values({
      order_id: order.order_id,
      bundle_order_item_id: null,
      product_id: lotto,
      product_type: 'Lotto',
      name: 'Lines Lotto',
      quantity: 1,
      price: 200,
      discount: 0,
      subtotal: 200,
      initial_payment: 200,
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

beforeAll(async () => {
  t = await startCommerceApp();
  coordinator = bearer((await signIn(t.app, SEEDED.demoLottoCoordinator)).access_token);
  accountId = (
    await db()
      .selectFrom('clubs')
      .select('account_id')
      .where('slug', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).account_id;
  lotto = (
    await db()
      .insertInto('products')
      .values({
        account_id: accountId,
        program_id: null,
        shop_item_type_id: null,
        type: 'Lotto',
        slug: 'lines-lotto',
        name: 'Lines Lotto',
        price: 200,
        available_count: null,
        valid_from: null,
        valid_to: null,
        metadata: JSON.stringify({}),
      })
      .returning('product_id')
      .executeTakeFirstOrThrow()
  ).product_id;
  for (const [days, status] of [
    [-2, 'drawn'],
    [3, 'open'],
    [10, 'open'],
  ] as const) {
    const row = await db()
      .insertInto('lottery_draws')
      .values({
        account_id: accountId,
        product_id: lotto,
        draw_at: new Date(now.getTime() + days * DAY),
        status,
      })
      .returning(['draw_id', 'draw_at'])
      .executeTakeFirstOrThrow();
    draws.push({ draw_id: row.draw_id, draw_at: new Date(row.draw_at) });
  }
  const [drawn, next] = draws;
  // Both coming draws, renewing; the next one only, renewal stopped; the drawn one only; the
  // next one, refunded (plays in none); the next one, a lucky dip and a name like a formula.
  await paid(
    { first: 'Aine', last: 'Byrne', email: 'aine@example.com' },
    { draw_at: next!.draw_at.toISOString(), draws: 2, pick: [[1, 2, 3, 4]], auto_renewal: true },
  );
  await paid(
    { first: 'Brian', last: 'Cullen', email: 'brian@example.com' },
    {
      draw_at: next!.draw_at.toISOString(),
      pick: [
        [5, 6, 7, 8],
        [9, 10, 11, 12],
      ],
      auto_renewal: true,
      auto_renewal_stopped_at: now.toISOString(),
    },
  );
  await paid(
    { first: 'Carmel', last: 'Duggan', email: 'carmel@example.com' },
    { draw_at: drawn!.draw_at.toISOString(), pick: [[13, 14, 15, 16]] },
  );
  await paid(
    { first: 'Refunded', last: 'Player', email: 'refunded@example.com' },
    { draw_at: next!.draw_at.toISOString(), pick: [[17, 18, 19, 20]] },
    now,
  );
  await paid(
    { first: '=HYPERLINK("http://evil.example")', last: 'Aherne', email: 'dip@example.com' },
    { draw_at: next!.draw_at.toISOString() },
  );
});

afterAll(async () => {
  await t.close();
});

const linesOf = async (drawId: number, query = '') => {
  const response = await get(`${BASE}/draws/${drawId}/lines${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<LottoDrawLinesPage>();
};

describe('GET /v2/backoffice/lotto', () => {
  it('lists the club’s draws to come and made, with the paid lines playing in each', async () => {
    const response = await get(BASE);
    expect(response.statusCode).toBe(200);
    const overview = response.json<LottoOverview>();
    expect(overview.products).toContainEqual({
      product_id: lotto,
      name: 'Lines Lotto',
      product_type: 'Lotto',
    });
    const count = (rows: LottoOverview['upcoming'], drawId: number) =>
      rows.find((row) => row.draw_id === drawId)?.lines;
    const [drawn, next, later] = draws;
    expect(count(overview.recent, drawn!.draw_id)).toBe(1);
    expect(count(overview.upcoming, next!.draw_id)).toBe(3);
    expect(count(overview.upcoming, later!.draw_id)).toBe(1);
    expect(overview.upcoming.find((row) => row.draw_id === next!.draw_id)).toMatchObject({
      product: 'Lines Lotto',
      product_type: 'Lotto',
      status: 'open',
    });
    const times = overview.upcoming.map((row) => row.draw_at);
    expect(times).toEqual([...times].sort());
  });

  it('counts as the dashboard counts', async () => {
    const admin = bearer((await signIn(t.app, SEEDED.demoAdmin)).access_token);
    const dashboard = (await get('/v2/backoffice/dashboard', admin)).json<{
      draws: { draw_id: number; entries: number }[];
    }>();
    const overview = (await get(BASE, admin)).json<LottoOverview>();
    for (const row of dashboard.draws) {
      const listed = [...overview.upcoming, ...overview.recent].find(
        (draw) => draw.draw_id === row.draw_id,
      );
      if (listed) expect(listed.lines).toBe(row.entries);
    }
  });
});

describe('GET /v2/backoffice/lotto/draws/:draw_id/lines', () => {
  it('lists who plays which numbers in the draw, by name, and whether each renews', async () => {
    const page = await linesOf(draws[1]!.draw_id);
    expect(page.total).toBe(3);
    expect(page.draw).toMatchObject({ draw_id: draws[1]!.draw_id, lines: 3 });
    expect(
      page.items.map(({ name, email, numbers, numbers_kind, renews }) => ({
        name,
        email,
        numbers,
        numbers_kind,
        renews,
      })),
    ).toEqual([
      {
        name: '=HYPERLINK("http://evil.example") Aherne',
        email: 'dip@example.com',
        numbers: [],
        numbers_kind: 'lucky_dip',
        renews: false,
      },
      {
        name: 'Aine Byrne',
        email: 'aine@example.com',
        numbers: [[1, 2, 3, 4]],
        numbers_kind: 'picked',
        renews: true,
      },
      {
        name: 'Brian Cullen',
        email: 'brian@example.com',
        numbers: [
          [5, 6, 7, 8],
          [9, 10, 11, 12],
        ],
        numbers_kind: 'picked',
        renews: false,
      },
    ]);
  });

  it('pages the lines, the total on every page', async () => {
    const second = await linesOf(draws[1]!.draw_id, '?per_page=2&page=2');
    expect(second).toMatchObject({ total: 3, current_page: 2, per_page: 2 });
    expect(second.items.map((line) => line.name)).toEqual(['Brian Cullen']);
    const past = await linesOf(draws[1]!.draw_id, '?per_page=2&page=5');
    expect(past).toMatchObject({ total: 3, items: [] });
  });

  it('answers 404 with an error body for a draw that is not the club’s or not an id', async () => {
    const quiet = await db()
      .selectFrom('clubs')
      .select('account_id')
      .where('slug', '=', 'quiet')
      .executeTakeFirstOrThrow();
    const product = await db()
      .insertInto('products')
      .values({
        account_id: quiet.account_id,
        program_id: null,
        shop_item_type_id: null,
        type: 'Lotto',
        slug: 'quiet-lotto',
        name: 'Quiet Lotto',
        price: 200,
        available_count: null,
        valid_from: null,
        valid_to: null,
        metadata: JSON.stringify({}),
      })
      .returning('product_id')
      .executeTakeFirstOrThrow();
    const theirs = await db()
      .insertInto('lottery_draws')
      .values({ account_id: quiet.account_id, product_id: product.product_id, draw_at: now })
      .returning('draw_id')
      .executeTakeFirstOrThrow();
    for (const id of [
      String(theirs.draw_id),
      '2147483647',
      '99999999999',
      'abc',
      '0',
      '-1',
      '1.5',
    ]) {
      const response = await get(`${BASE}/draws/${id}/lines`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Draw not found', code: 'draw_not_found' });
      expect((await get(`${BASE}/draws/${id}/lines/export`)).statusCode).toBe(404);
    }
  });
});

describe('GET /v2/backoffice/lotto/draws/:draw_id/lines/export', () => {
  it('answers the draw’s lines as CSV, a name like a formula written as text', async () => {
    const response = await get(`${BASE}/draws/${draws[1]!.draw_id}/lines/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="lotto-demo-draw-${draws[1]!.draw_id}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`,
      ),
    );
    const rows = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Order,Name,Email,Numbers,Tickets,Renews,Bought');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toContain(
      `"'=HYPERLINK(""http://evil.example"") Aherne",dip@example.com,Lucky dip,1,No,`,
    );
    expect(rows[2]).toContain('Aine Byrne,aine@example.com,1 2 3 4,1,Yes,');
    expect(rows[3]).toContain('Brian Cullen,brian@example.com,5 6 7 8 / 9 10 11 12,1,No,');
    expect(response.headers['vary']).toMatch(/\bAccept-Language\b/);
  });

  it('words its columns and its words in the admin’s language, the data as it is', async () => {
    const response = await get(`${BASE}/draws/${draws[1]!.draw_id}/lines/export`, {
      ...coordinator,
      'accept-language': 'ga-IE,en;q=0.5',
    });
    expect(response.statusCode).toBe(200);
    const rows = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('Ordú,Ainm,Ríomhphost,Uimhreacha,Ticéid,Athnuachan,Ceannaithe');
    expect(rows[1]).toContain(',dip@example.com,Randamach,1,Níl,');
    expect(rows[2]).toContain('Aine Byrne,aine@example.com,1 2 3 4,1,Tá,');
  });
});

describe('who may use the lotto', () => {
  it('lets the Lotto coordinator in, and keeps the register, the money and the settings closed', async () => {
    expect((await get(BASE)).statusCode).toBe(200);
    for (const url of [
      '/v2/backoffice/members',
      '/v2/backoffice/members/export',
      '/v2/backoffice/payments/summary',
      '/v2/backoffice/orders',
      '/v2/backoffice/club/look',
      '/v2/backoffice/emails/distribution-lists',
      '/v2/backoffice/dashboard',
      '/v2/backoffice/team',
    ]) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 403 });
    }
  });

  it('refuses an Editor and a Treasurer', async () => {
    for (const user of [SEEDED.demoEditor, SEEDED.demoTreasurer]) {
      const headers = bearer((await signIn(t.app, user)).access_token);
      const response = await get(BASE, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
      expect((await get(`${BASE}/draws/${draws[1]!.draw_id}/lines`, headers)).statusCode).toBe(403);
    }
  });

  it('lets the club’s Owner and Admin in', async () => {
    const admin = bearer((await signIn(t.app, SEEDED.demoAdmin)).access_token);
    expect((await get(BASE, admin)).statusCode).toBe(200);
    expect((await get(`${BASE}/draws/${draws[1]!.draw_id}/lines`, admin)).statusCode).toBe(200);
  });
});
