import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  Product as ProductSchema,
  type CurrentPromotion,
  type PlanDiscountList,
  type Product,
  type ProductList,
  type ProgramList,
  type QuickPick,
  type ShopItemPage,
  type ShopItemTypeList,
} from '@touchline/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase, testConfig } from '../testing/test-database';
import { lastSeasonYear, seasonYear } from './catalogue-seed-data';
import { todayUtc } from '../pricing/pricing';

const checkProduct = TypeCompiler.Compile(ProductSchema);
const year = seasonYear(new Date());
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    db: database.db,
    // No club cache: the quick pick tests switch a feature flag.
    config: testConfig({ PUBLIC_URL: 'http://api.test', CLUB_CACHE_TTL_MS: '0' }),
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function get<T>(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<T>(), response };
}

async function productBySlug(slug: string): Promise<Product> {
  const { status, body } = await get<Product>(`/v2/store/demo/products/${slug}`);
  expect(status).toBe(200);
  return body;
}

function expectJsonError(
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
  status: number,
) {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as { message: unknown };
  expect(typeof body.message).toBe('string');
  expect(response.body).not.toMatch(/stack|node_modules|select |syntax error/i);
}

describe('GET /v2/store/{club}/programs', () => {
  it('lists the programmes that are not finished, as the membership page asks', async () => {
    const { status, body } = await get<ProgramList>(
      '/v2/store/demo/programs?status=not-finished&per_page=1000&page=1',
    );
    expect(status).toBe(200);
    expect(body.data.map((program) => program.title)).toEqual([
      `Membership ${year}`,
      `Juvenile Academy ${year}`,
    ]);
    expect(body.data[0]).toMatchObject({
      status: 'active',
      starts_on: `${year}-01-01`,
      ends_on: `${year}-12-31`,
    });
    expect(body).toMatchObject({ current_page: 1, per_page: 1000, total: 2 });
  });

  it('counts a programme past its end date as finished, as well as one marked so', async () => {
    const finished = await get<ProgramList>('/v2/store/demo/programs?status=finished');
    expect(finished.body.data.map((program) => [program.title, program.status])).toEqual([
      [`Cúl Camp ${year - 1}`, 'finished'],
      [`Membership ${lastSeasonYear(new Date())}`, 'finished'],
      [`Spring Leagues ${year - 1}`, 'finished'],
    ]);
    const all = await get<ProgramList>('/v2/store/demo/programs?status=all');
    expect(all.body.total).toBe(5);
  });

  it('pages, 10 a page by default', async () => {
    const first = await get<ProgramList>('/v2/store/demo/programs?status=all&per_page=3');
    const second = await get<ProgramList>('/v2/store/demo/programs?status=all&per_page=3&page=2');
    expect(first.body.data).toHaveLength(3);
    expect(second.body.data.map((program) => program.title)).toEqual([
      `Membership ${lastSeasonYear(new Date())}`,
      `Spring Leagues ${year - 1}`,
    ]);
    expect((await get<ProgramList>('/v2/store/demo/programs')).body.per_page).toBe(10);
    const beyond = await get<ProgramList>('/v2/store/demo/programs?page=50');
    expect(beyond.body).toMatchObject({ data: [], total: 2 });
  });

  it('gives the quiet club its one programme', async () => {
    const { body } = await get<ProgramList>('/v2/store/quiet/programs');
    expect(body.data.map((program) => program.title)).toEqual([`Rowing Membership ${year}`]);
  });
});

describe('GET /v2/store/{club}/products', () => {
  it('lists the plans and bundles of a programme with prices, payment options and stock', async () => {
    const programs = await get<ProgramList>('/v2/store/demo/programs');
    const membership = programs.body.data[0]!.program_id;
    const { status, body } = await get<ProductList>(
      `/v2/store/demo/products?type[]=Bundle&type[]=Plan&program_id[]=${membership}`,
    );
    expect(status).toBe(200);
    expect(body.data.every((product) => checkProduct.Check(product))).toBe(true);
    expect(body.data.map((product) => product.slug)).toEqual([
      'adult-playing-membership',
      'adult-social-membership',
      'supporters-subscription',
      'gym-pass',
      'student-membership',
      'masters-membership',
      'family-bundle',
      'couple-bundle',
    ]);
    expect(body.total).toBe(8);

    const adult = body.data[0]!;
    expect(adult).toMatchObject({
      type: 'Plan',
      price: 15000,
      program_id: membership,
      metadata: {
        is_juvenile: false,
        available_count: null,
        sold_out: false,
        valid_dates: { valid_from: `${year}-01-01`, valid_to: `${year}-12-31` },
      },
    });
    const [full, instalment] = adult.metadata.payment_options;
    expect(full).toMatchObject({ type: 'full', instalment_amount: 15000 });
    expect(full!.schedule).toEqual([{ due_date: todayUtc(), amount: 15000 }]);
    expect(instalment).toMatchObject({
      type: 'instalment',
      number_of_payments: 3,
      frequency: 'Monthly',
      initial_payment: 5000,
      instalment_amount: 5000,
    });
    expect(instalment!.schedule.map((payment) => payment.amount)).toEqual([5000, 5000, 5000]);

    const student = body.data.find((product) => product.slug === 'student-membership')!;
    expect(student.metadata).toMatchObject({ available_count: 3, sold_out: false });
    const masters = body.data.find((product) => product.slug === 'masters-membership')!;
    expect(masters.metadata).toMatchObject({ available_count: 0, sold_out: true });
  });

  it('describes subscriptions: until cancelled, or until their end, every N weeks', async () => {
    const supporters = await productBySlug('supporters-subscription');
    expect(supporters.metadata.subscription).toEqual({ period: { end: null } });
    const option = supporters.metadata.payment_options[0]!;
    expect(option).toMatchObject({ type: 'subscription', occurrence: 1, frequency: 'Monthly' });
    expect(option.schedule).toHaveLength(12);
    expect(option.schedule.every((payment) => payment.amount === 1000)).toBe(true);

    const gym = await productBySlug('gym-pass');
    expect(gym.metadata.subscription).toEqual({ period: { end: `${year}-06-30` } });
    expect(gym.metadata.payment_options[0]).toMatchObject({ occurrence: 2, frequency: 'Weekly' });
  });

  it('describes bundles: dynamic pricing with a cap, or a flat price, and their plans', async () => {
    const family = await productBySlug('family-bundle');
    const adult = await productBySlug('adult-playing-membership');
    expect(family.metadata).toMatchObject({
      is_dynamic_pricing: true,
      price_cap: 35000,
      conditions: {
        adult: { min_allowed: 1, max_allowed: 2 },
        juvenile: { min_allowed: 1, max_allowed: 4 },
      },
    });
    expect(family.metadata.products).toHaveLength(4);
    expect(family.metadata.products![0]).toEqual({
      product_id: adult.product_id,
      product: { name: 'Adult Playing Membership', slug: 'adult-playing-membership', price: 15000 },
      metadata: {
        is_juvenile: false,
        available_count: null,
        sold_out: false,
        bundle_item_condition: { min_allowed: 0, max_allowed: 2, price_in_bundle: 12000 },
      },
    });
    expect(family.metadata.products!.filter((item) => item.metadata.is_juvenile)).toHaveLength(2);
    const couple = await productBySlug('couple-bundle');
    expect(couple.metadata).toMatchObject({ is_dynamic_pricing: false, flat_price: 10000 });
    expect(couple.price).toBe(10000);
  });

  it('leaves out plans of finished programmes', async () => {
    const { body } = await get<ProductList>('/v2/store/demo/products?type[]=Plan');
    const slugs = body.data.map((product) => product.slug);
    expect(slugs).toContain('juvenile-membership');
    expect(slugs).not.toContain('cul-camp');
    expect(slugs).not.toContain('five-a-side-league');
  });

  it('filters by one type, and pages', async () => {
    const lotto = await get<ProductList>('/v2/store/demo/products?type[]=Lotto');
    expect(lotto.body.data.map((product) => product.slug)).toEqual(['club-lotto']);
    const page = await get<ProductList>('/v2/store/demo/products?per_page=5&page=2');
    expect(page.body.data).toHaveLength(5);
    expect(page.body.total).toBeGreaterThan(10);
  });

  it('gives the quiet club its one plan and nothing else', async () => {
    const { body } = await get<ProductList>('/v2/store/quiet/products');
    expect(body.data.map((product) => [product.slug, product.price])).toEqual([
      ['rowing-membership', 12000],
    ]);
  });
});

describe('GET /v2/store/{club}/products/{id}', () => {
  it('reads a product by slug or by id', async () => {
    const draw = await productBySlug('summer-draw');
    expect(draw).toMatchObject({
      type: 'Draw',
      price: 5000,
      image: { path: 'http://api.test/static/clubs/demo/news/news-08.svg' },
      metadata: {
        available_count: 2000,
        prizes: ['New car', 'Holiday for four', 'A year’s groceries'],
      },
    });
    expect(draw.metadata.draw).toMatchObject({ number_type: 'None', numbers_count: 0 });
    const byId = await get<Product>(`/v2/store/demo/products/${draw.product_id}`);
    expect(byId.body.slug).toBe('summer-draw');
  });

  it('shows the next open draw of the lotto, not a past one', async () => {
    const lotto = await productBySlug('club-lotto');
    expect(lotto.metadata.draw).toMatchObject({
      number_type: 'Number',
      numbers_count: 4,
      min_number: 1,
      max_number: 28,
      jackpot: 800000,
    });
    expect(Date.parse(lotto.metadata.draw!.draw_at)).toBeGreaterThan(Date.now());
    expect(lotto.metadata.configurable_price).toHaveLength(3);
  });

  it('gives each prize tier its amount: the jackpot of the next draw, the other tiers as set', async () => {
    const lotto = await productBySlug('club-lotto');
    expect(lotto.metadata.prize_tiers).toEqual(['Jackpot', 'Match 3']);
    expect(lotto.metadata.prize_amounts).toEqual({ Jackpot: 800000, 'Match 3': 5000 });
    const { body: harps } = await get<Product>('/v2/store/northside/products/harps-lotto');
    expect(harps.metadata.prize_tiers).toEqual(['Jackpot', 'Match 5', 'Match 4', 'Match 3']);
    expect(harps.metadata.prize_amounts).toEqual({
      Jackpot: 450000,
      'Match 5': 50000,
      'Match 4': 10000,
      'Match 3': 2500,
    });
  });

  it('answers 404 for unknown products, other clubs’ products and unknown clubs', async () => {
    const lotto = await productBySlug('club-lotto');
    const cases = [
      '/v2/store/demo/products/no-such-thing',
      '/v2/store/demo/products/999999',
      '/v2/store/quiet/products/club-lotto',
      `/v2/store/quiet/products/${lotto.product_id}`,
      '/v2/store/nowhere/products/club-lotto',
    ];
    for (const url of cases) {
      const { response } = await get(url);
      expectJsonError(response, 404);
    }
    expect((await get('/v2/store/demo/products/nothing')).body).toEqual({
      message: 'Product not found',
      code: 'product_not_found',
    });
    expect((await get('/v2/store/nowhere/products')).body).toEqual({
      message: 'Club not found',
      code: 'club_not_found',
    });
  });
});

describe('GET /v2/store/{club}/products/plans/discounts', () => {
  it('lists the plan discounts with the plans they count and their offerings', async () => {
    const { body } = await get<PlanDiscountList>('/v2/store/demo/products/plans/discounts');
    const ids = await Promise.all(
      ['adult-playing-membership', 'juvenile-membership', 'nursery-membership'].map(
        async (slug) => (await productBySlug(slug)).product_id,
      ),
    );
    expect(body.data.map(({ discount_id: _id, ...discount }) => discount)).toEqual([
      {
        name: 'Multi-member discount',
        type: 'percentage',
        plans: ids,
        offerings: [
          { number_of_products: 2, discount_amount: 10 },
          { number_of_products: 3, discount_amount: 15 },
        ],
      },
      {
        name: 'Siblings discount',
        type: 'fixed',
        plans: ids.slice(1),
        offerings: [{ number_of_products: 2, discount_amount: 1000 }],
      },
    ]);
    expect((await get('/v2/store/quiet/products/plans/discounts')).body).toEqual({ data: [] });
  });
});

describe('GET /v2/store/{club}/promotions/current', () => {
  it('answers the running promotion, not an ended or a future one', async () => {
    const { body } = await get<CurrentPromotion>('/v2/store/demo/promotions/current');
    const draw = await productBySlug('summer-draw');
    expect(body).toEqual({
      data: {
        product_id: draw.product_id,
        product_slug: 'summer-draw',
        product_type: 'Draw',
        description: 'Win a new car for €50: only 2,000 tickets in the Summer Draw.',
        image: { path: 'http://api.test/static/clubs/demo/news/news-08.svg' },
      },
    });
  });

  it('answers no promotion for a club without one', async () => {
    expect((await get('/v2/store/quiet/promotions/current')).body).toEqual({ data: null });
  });
});

describe('shop items', () => {
  it('lists the types in the club’s order', async () => {
    const { body } = await get<ShopItemTypeList>('/v2/store/demo/shop-items/types');
    expect(body.data.map((type) => type.name)).toEqual(['Kit', 'Supporters']);
    expect((await get('/v2/store/quiet/shop-items/types')).body).toEqual({ data: [] });
  });

  it('pages the items, 10 a page by default, with their sizes, venue and stock', async () => {
    const all = await get<ShopItemPage>('/v2/store/demo/shop-items');
    expect(all.body).toMatchObject({ current_page: 1, per_page: 10, total: 7 });
    expect(all.body.data.every((item) => item.type === 'ShopItem')).toBe(true);
    const page = await get<ShopItemPage>('/v2/store/demo/shop-items?per_page=4&page=2');
    expect(page.body.data.map((item) => item.slug)).toEqual([
      'club-scarf',
      'bobble-hat',
      'club-flag',
    ]);
    const jersey = all.body.data[0]!;
    expect(jersey.metadata).toMatchObject({
      sizes: ['XS', 'S', 'M', 'L', 'XL'],
      venue: 'Collect at the clubhouse shop',
    });
    expect(jersey.image?.path).toMatch(/^http:\/\/api\.test\/static\//);
    const flag = all.body.data.find((item) => item.slug === 'club-flag')!;
    expect(flag.metadata.sold_out).toBe(true);
  });

  it('filters by type and by words, and sorts by price or name', async () => {
    const types = (await get<ShopItemTypeList>('/v2/store/demo/shop-items/types')).body.data;
    const supporters = types.find((type) => type.name === 'Supporters')!.shop_item_type_id;
    const byType = await get<ShopItemPage>(`/v2/store/demo/shop-items?type_id=${supporters}`);
    expect(byType.body.data.map((item) => item.name)).toEqual([
      'Club Scarf',
      'Bobble Hat',
      'Club Flag',
    ]);
    const search = await get<ShopItemPage>('/v2/store/demo/shop-items?search=JERSEY');
    expect(search.body.data.map((item) => item.slug)).toEqual(['home-jersey', 'away-jersey']);
    const cheapest = await get<ShopItemPage>(
      '/v2/store/demo/shop-items?sort=price&sort_direction=asc&per_page=2',
    );
    expect(cheapest.body.data.map((item) => item.price)).toEqual([1200, 1500]);
    const byName = await get<ShopItemPage>(
      '/v2/store/demo/shop-items?sort=name&sort_direction=desc',
    );
    expect(byName.body.data[0]!.name).toBe('Quarter-zip Training Top');
  });

  it('takes search words literally', async () => {
    for (const search of ['%', '_', "' or 1=1--", '<script>alert(1)</script>']) {
      const { status, body } = await get<ShopItemPage>(
        `/v2/store/demo/shop-items?search=${encodeURIComponent(search)}`,
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({ data: [], total: 0 });
    }
  });

  it('reads one item by id or slug; other products are not shop items', async () => {
    const scarf = await get<Product>('/v2/store/demo/shop-items/club-scarf');
    expect(scarf.body).toMatchObject({ name: 'Club Scarf', price: 1500 });
    const byId = await get<Product>(`/v2/store/demo/shop-items/${scarf.body.product_id}`);
    expect(byId.body.slug).toBe('club-scarf');
    const plan = await productBySlug('adult-social-membership');
    expectJsonError((await get(`/v2/store/demo/shop-items/${plan.product_id}`)).response, 404);
    expectJsonError((await get('/v2/store/quiet/shop-items/club-scarf')).response, 404);
  });
});

describe('GET /v2/store/{club}/lottery/draws/{id}/quick_pick', () => {
  async function drawIds() {
    const lotto = await productBySlug('club-lotto');
    const raffle = await productBySlug('summer-draw');
    const past = await database.db
      .selectFrom('lottery_draws')
      .select('draw_id')
      .where('product_id', '=', lotto.product_id)
      .where('status', '=', 'drawn')
      .executeTakeFirstOrThrow();
    return {
      open: lotto.metadata.draw!.draw_id,
      raffle: raffle.metadata.draw!.draw_id,
      past: past.draw_id,
    };
  }

  it('picks distinct numbers in ascending order within the draw’s rules', async () => {
    const { open } = await drawIds();
    const seen = new Set<string>();
    for (let i = 0; i < 25; i += 1) {
      const { status, body } = await get<QuickPick>(
        `/v2/store/demo/lottery/draws/${open}/quick_pick`,
      );
      expect(status).toBe(200);
      expect(body.draw_id).toBe(open);
      expect(body.number_type).toBe('Number');
      expect(body.numbers).toHaveLength(4);
      expect(new Set(body.numbers).size).toBe(4);
      expect(body.numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 28)).toBe(true);
      expect([...body.numbers].sort((a, b) => a - b)).toEqual(body.numbers);
      expect(body.lines).toEqual([body.numbers]);
      seen.add(body.numbers.join());
    }
    // 25 picks of 20,475 possible lines are not all the same.
    expect(seen.size).toBeGreaterThan(1);
  });

  it('picks several lines at once', async () => {
    const { open } = await drawIds();
    const { body } = await get<QuickPick>(
      `/v2/store/demo/lottery/draws/${open}/quick_pick?lines=3`,
    );
    expect(body.lines).toHaveLength(3);
    expect(body.numbers).toEqual(body.lines[0]);
    expectJsonError(
      (await get(`/v2/store/demo/lottery/draws/${open}/quick_pick?lines=11`)).response,
      400,
    );
  });

  it('refuses drawn draws, draws without numbers, unknown and other clubs’ draws', async () => {
    const { past, raffle, open } = await drawIds();
    const closed = await get(`/v2/store/demo/lottery/draws/${past}/quick_pick`);
    expectJsonError(closed.response, 409);
    expect(closed.body).toEqual({ message: 'This draw is closed', code: 'draw_closed' });
    const none = await get(`/v2/store/demo/lottery/draws/${raffle}/quick_pick`);
    expect(none.body).toEqual({ message: 'This draw has no numbers to pick', code: 'no_numbers' });
    expectJsonError((await get('/v2/store/demo/lottery/draws/999999/quick_pick')).response, 404);
    expectJsonError((await get(`/v2/store/quiet/lottery/draws/${open}/quick_pick`)).response, 404);
  });

  it('is refused when the club turns quick pick off', async () => {
    const { open } = await drawIds();
    const club = await database.db
      .selectFrom('clubs')
      .select(['account_id', 'features'])
      .where('slug', '=', 'demo')
      .executeTakeFirstOrThrow();
    const setFeatures = (features: Record<string, unknown>) =>
      database.db
        .updateTable('clubs')
        .set({ features: JSON.stringify(features) })
        .where('account_id', '=', club.account_id)
        .execute();
    await setFeatures({ ...club.features, can_quick_pick: false });
    try {
      const refused = await get(`/v2/store/demo/lottery/draws/${open}/quick_pick`);
      expectJsonError(refused.response, 403);
      expect(refused.body).toEqual({
        message: 'Quick pick is not available for this club',
        code: 'quick_pick_off',
      });
    } finally {
      await setFeatures(club.features);
    }
    expect((await get(`/v2/store/demo/lottery/draws/${open}/quick_pick`)).status).toBe(200);
  });
});

describe('bad input', () => {
  const INVALID = [
    '/v2/store/demo/products?type[]=Car',
    '/v2/store/demo/products?program_id[]=abc',
    '/v2/store/demo/products?program_id[]=-1',
    '/v2/store/demo/products?program_id[]=99999999999999999999',
    '/v2/store/demo/products?per_page=201',
    '/v2/store/demo/programs?per_page=0',
    '/v2/store/demo/programs?per_page=1001',
    '/v2/store/demo/programs?page=-1',
    '/v2/store/demo/programs?page=1e30',
    '/v2/store/demo/programs?status=open',
    '/v2/store/demo/shop-items?per_page=101',
    '/v2/store/demo/shop-items?type_id=%27%20or%201%3D1--',
    '/v2/store/demo/shop-items?sort=price;drop%20table%20products',
    `/v2/store/demo/shop-items?search=${'x'.repeat(101)}`,
    '/v2/store/demo/shop-items?search=jersey%00',
    '/v2/store/demo/products/%3Cscript%3E',
    "/v2/store/demo/products/1'%20or%20'1'='1",
    '/v2/store/demo/shop-items/..%2F..%2Fetc',
    '/v2/store/demo/products/plans/abc/form',
    '/v2/store/demo/products/plans/0/form',
    '/v2/store/demo/lottery/draws/-3/quick_pick',
    '/v2/store/demo/lottery/draws/99999999999999999999/quick_pick',
    '/v2/store/DEMO/programs',
  ];

  it.each(INVALID)('%s -> 400 JSON with the field at fault', async (url) => {
    const { response, body } = await get<{ message: string; errors?: Record<string, string[]> }>(
      url,
    );
    expectJsonError(response, 400);
    expect(body.message).toBe(
      url.includes('%00') ? 'Text may not contain NUL characters' : 'The request is not valid',
    );
    expect(Object.keys(body.errors ?? {}).length).toBeGreaterThan(0);
  });
});
