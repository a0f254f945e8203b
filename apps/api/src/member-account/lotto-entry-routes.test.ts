import type { CheckoutResult, LottoEntry, LottoEntryList } from '@touchline/contracts';
import {
  adminToken,
  bearer,
  CARDS,
  cardToken,
  checkout,
  createCart,
  demoProducts,
  jsonError,
  memberToken,
  resetRateLimits,
  startCommerceApp,
  type IdentityTestApp,
} from '../commerce/testing/commerce-test-kit';
import { pickedLines, toLottoEntry } from './lotto-entries';
import type { LottoLine, ProductDraw } from './lotto-entry-repository';

describe('an entry as the member sees it', () => {
  const now = new Date('2027-03-10T12:00:00Z');
  const draw = (day: string, status: ProductDraw['status'] = 'open'): ProductDraw => ({
    product_id: 5,
    draw_at: new Date(`2027-03-${day}T20:00:00Z`),
    status,
    number_type: 'Number',
  });
  const draws = [draw('01', 'drawn'), draw('08', 'drawn'), draw('15'), draw('22'), draw('29')];
  const line = (extra: Partial<LottoLine> = {}): LottoLine => ({
    order_item_id: 9,
    product_id: 5,
    product_type: 'Lotto',
    name: 'Club Lotto',
    quantity: 1,
    subtotal: 800,
    order_id: '00000000-0000-4000-8000-000000000009',
    order_seq: 12,
    currency: 'EUR',
    created_at: new Date('2027-03-01T09:00:00Z'),
    completed_at: new Date('2027-03-01T09:00:00Z'),
    account_id: 1,
    club_name: 'Glenarden Gaels',
    slug: 'demo',
    title: '1 line, 4 draws',
    pick: [[3, 11, 19, 27]],
    number_type: 'Number',
    draw_at: '2027-03-01T20:00:00.000Z',
    draws: 4,
    tickets: null,
    auto_renewal: true,
    stopped_at: null,
    prices: null,
    ended_by_club: false,
    ended_at: null,
    ...extra,
  });

  it('counts the draws left of its price option and names the next', () => {
    const entry = toLottoEntry(line(), [], draws, now);
    expect(entry).toMatchObject({
      numbers: 'picked',
      lines: [[3, 11, 19, 27]],
      draws_left: 2,
      next_draw_at: '2027-03-15T20:00:00.000Z',
      renewal: { state: 'renews', stopped_at: null, reason: null },
    });
  });

  it('follows the latest renewal; once its draws are held it names the draw it renews into', () => {
    const renewed = {
      order_item_id: 9,
      renewal: 1,
      status: 'renewed' as const,
      draw_at: new Date('2027-03-15T20:00:00Z'),
      draws: 1,
      reason: null,
      renewed_at: new Date('2027-03-09T00:00:00Z'),
    };
    expect(toLottoEntry(line(), [renewed], draws, now)).toMatchObject({
      draws_left: 1,
      next_draw_at: '2027-03-15T20:00:00.000Z',
    });
    const later = new Date('2027-03-16T12:00:00Z');
    expect(toLottoEntry(line(), [renewed], draws, later)).toMatchObject({
      draws_left: 0,
      next_draw_at: '2027-03-22T20:00:00.000Z',
    });
  });

  it('says why it stopped renewing: the member, the club refused, the club ended it, or never', () => {
    const refused = {
      order_item_id: 9,
      renewal: 1,
      status: 'refused' as const,
      draw_at: null,
      draws: 1,
      reason: 'sold_out' as const,
      renewed_at: new Date('2027-03-23T00:00:00Z'),
    };
    const after = new Date('2027-03-30T12:00:00Z');
    expect(toLottoEntry(line(), [refused], draws, after)).toMatchObject({
      draws_left: 0,
      next_draw_at: null,
      renewal: { state: 'refused', stopped_at: '2027-03-23T00:00:00.000Z', reason: 'sold_out' },
    });
    expect(
      toLottoEntry(line({ stopped_at: '2027-03-05T10:00:00.000Z' }), [], draws, now).renewal,
    ).toEqual({ state: 'stopped', stopped_at: '2027-03-05T10:00:00.000Z', reason: null });
    expect(
      toLottoEntry(
        line({ ended_by_club: true, ended_at: new Date('2027-03-06T10:00:00Z') }),
        [],
        draws,
        now,
      ).renewal,
    ).toEqual({ state: 'ended', stopped_at: '2027-03-06T10:00:00.000Z', reason: null });
    expect(toLottoEntry(line({ auto_renewal: false }), [], draws, now).renewal.state).toBe('off');
  });

  it('tells picked numbers from a lucky dip and from draw tickets', () => {
    expect(
      toLottoEntry(line({ pick: null, number_type: 'Lucky Dip' }), [], draws, now),
    ).toMatchObject({ numbers: 'lucky_dip', lines: [], number_type: 'Lucky Dip' });
    expect(
      toLottoEntry(
        line({ product_type: 'Draw', pick: null, number_type: 'None', quantity: 2, tickets: 3 }),
        [],
        draws,
        now,
      ),
    ).toMatchObject({ product_type: 'Draw', numbers: 'none', tickets: 6 });
    expect(pickedLines([[1, 2], 'x', [3, 'y']])).toEqual([[1, 2], [3]]);
  });

  it('takes the draws of the price option from the product when the line did not keep them', () => {
    const entry = toLottoEntry(
      line({
        draws: null,
        draw_at: null,
        title: '1 line, 2 draws',
        prices: [{ title: '1 line, 2 draws', price: 400, lines: 1, draws: 2 }],
        completed_at: new Date('2027-03-07T09:00:00Z'),
      }),
      [],
      draws,
      now,
    );
    expect(entry).toMatchObject({ draws_left: 1, next_draw_at: '2027-03-15T20:00:00.000Z' });
  });
});

let t: IdentityTestApp;
let member: Record<string, string>;
let ids: Map<string, number>;

beforeAll(async () => {
  t = await startCommerceApp();
  member = bearer(await memberToken(t.app));
  ids = await demoProducts(t.database.db);
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await resetRateLimits(t.database);
});

const list = async (headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/v2/member/lotto-entries', headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<LottoEntryList>();
};

const entryOf = (entries: LottoEntryList, orderItemId: number): LottoEntry => {
  const entry = entries.items.find((item) => item.order_item_id === orderItemId);
  if (!entry) throw new Error(`no entry ${orderItemId}`);
  return entry;
};

describe('GET /v2/member/lotto-entries', () => {
  it('lists the member’s seeded lotto entry with its numbers, draws left and renewal', async () => {
    jsonError(await t.app.inject({ method: 'GET', url: '/v2/member/lotto-entries' }), 401);
    const entries = await list(member);
    expect(entries.total).toBe(entries.items.length);
    const seeded = entries.items.find((entry) => entry.title === '1 line, 4 draws');
    const open = await t.database.db
      .selectFrom('lottery_draws')
      .select('draw_at')
      .where('product_id', '=', ids.get('club-lotto')!)
      .where('status', '=', 'open')
      .orderBy('draw_at')
      .executeTakeFirstOrThrow();
    expect(seeded).toMatchObject({
      product_type: 'Lotto',
      name: 'Club Lotto',
      club: { slug: 'demo' },
      amount: 800,
      currency: 'EUR',
      numbers: 'picked',
      lines: [[3, 11, 19, 27]],
      tickets: 1,
      draws_left: 1,
      next_draw_at: new Date(open.draw_at).toISOString(),
      renewal: { state: 'renews', stopped_at: null, reason: null },
    });
    expect((await list(bearer(await adminToken(t.app)))).items).toEqual([]);
  });

  it('shows an entry bought at checkout, stopped by the member, then one the club refused', async () => {
    const cart = await createCart(
      t.app,
      [
        {
          product_id: ids.get('club-lotto')!,
          metadata: {
            configurable_price: { title: '1 line, 1 draw' },
            pick: [[2, 4, 6, 8]],
            auto_renewal: true,
          },
        },
        { product_id: ids.get('summer-draw')!, quantity: 2 },
      ],
      member,
    );
    const paid = await checkout(t.app, member, {
      shopping_cart_id: cart.shopping_cart_id,
      confirmation_token: await cardToken(t.app, CARDS.visaDebit),
    });
    expect(paid.statusCode).toBe(201);
    const orderId = paid.json<CheckoutResult>().order_id;
    const lines = await t.database.db
      .selectFrom('order_items')
      .select(['order_item_id', 'product_type'])
      .where('order_id', '=', orderId)
      .execute();
    const lottoId = lines.find((row) => row.product_type === 'Lotto')!.order_item_id;
    const drawId = lines.find((row) => row.product_type === 'Draw')!.order_item_id;

    let entries = await list(member);
    expect(entryOf(entries, lottoId)).toMatchObject({
      title: '1 line, 1 draw',
      numbers: 'picked',
      lines: [[2, 4, 6, 8]],
      draws_left: 1,
      renewal: { state: 'renews' },
    });
    expect(entryOf(entries, drawId)).toMatchObject({
      product_type: 'Draw',
      numbers: 'none',
      lines: [],
      tickets: 2,
      renewal: { state: 'off', stopped_at: null, reason: null },
    });

    const stopped = await t.app.inject({
      method: 'POST',
      url: `/v2/member/auto-renewals/${lottoId}/stop`,
      headers: member,
    });
    expect(stopped.statusCode).toBe(200);
    entries = await list(member);
    expect(entryOf(entries, lottoId).renewal).toMatchObject({
      state: 'stopped',
      stopped_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      reason: null,
    });

    const seeded = entries.items.find((entry) => entry.title === '1 line, 4 draws')!;
    await t.database.db
      .insertInto('entry_renewals')
      .values({
        order_item_id: seeded.order_item_id,
        renewal: 1,
        status: 'refused',
        reason: 'unpaid',
        renewed_at: new Date(),
      })
      .execute();
    expect(entryOf(await list(member), seeded.order_item_id).renewal).toMatchObject({
      state: 'refused',
      reason: 'unpaid',
    });
  });
});
