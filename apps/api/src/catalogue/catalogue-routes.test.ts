import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Product as ProductSchema, type Product } from '@touchline/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase, testConfig } from '../testing/test-database';

const checkProduct = TypeCompiler.Compile(ProductSchema);
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, config: testConfig({ PUBLIC_URL: 'http://api.test' }) });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = async <T>(url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as T };
};

describe('programmes and products', () => {
  it('lists the programmes that are not finished', async () => {
    const { status, body } = await get<{ data: { title: string }[]; total: number }>(
      '/v2/store/demo/programs?status=not-finished&per_page=1000&page=1',
    );
    expect(status).toBe(200);
    expect(body.data.map((p) => p.title)).toEqual(['Membership 2027', 'Juvenile Academy 2027']);
    expect(body.total).toBe(2);
    const all = await get<{ total: number }>('/v2/store/demo/programs?status=all');
    expect(all.body.total).toBe(3);
  });

  it('filters products by type and programme, with payment options and stock', async () => {
    const programs = await get<{ data: { program_id: number; title: string }[] }>(
      '/v2/store/demo/programs',
    );
    const membership = programs.body.data.find((p) => p.title === 'Membership 2027')!.program_id;
    const { body } = await get<{ data: Product[] }>(
      `/v2/store/demo/products?type[]=Plan&type[]=Bundle&program_id[]=${membership}`,
    );
    expect(body.data.every((product) => checkProduct.Check(product))).toBe(true);
    expect(body.data.map((p) => p.slug)).toEqual([
      'adult-playing-membership',
      'adult-social-membership',
      'supporters-subscription',
      'student-membership',
      'masters-membership',
      'family-bundle',
      'couple-bundle',
    ]);
    const adult = body.data[0]!;
    expect(adult.price).toBe(15000);
    expect(adult.metadata.payment_options.map((o) => o.type)).toEqual(['full', 'instalment']);
    expect(adult.metadata.payment_options[1]).toMatchObject({
      number_of_payments: 3,
      initial_payment: 5000,
    });
    const student = body.data.find((p) => p.slug === 'student-membership')!;
    expect(student.metadata).toMatchObject({ available_count: 3, sold_out: false });
    const masters = body.data.find((p) => p.slug === 'masters-membership')!;
    expect(masters.metadata).toMatchObject({ available_count: 0, sold_out: true });
    const family = body.data.find((p) => p.slug === 'family-bundle')!;
    expect(family.metadata).toMatchObject({ is_dynamic_pricing: true, price_cap: 35000 });
    const contents = (family.metadata as Record<string, unknown>)['products'] as {
      product_id: number;
      price_in_bundle: number;
    }[];
    expect(contents.map((c) => c.product_id)).toContain(adult.product_id);

    const single = await get<{ data: Product[] }>('/v2/store/demo/products?type[]=Lotto');
    expect(single.body.data.map((p) => p.slug)).toEqual(['club-lotto']);
  });

  it('reads one product by id or slug, 404 otherwise', async () => {
    const bySlug = await get<Product>('/v2/store/demo/products/summer-draw');
    expect(bySlug.body).toMatchObject({ type: 'Draw', price: 5000 });
    const byId = await get<Product>(`/v2/store/demo/products/${bySlug.body.product_id}`);
    expect(byId.body.slug).toBe('summer-draw');
    expect((await get('/v2/store/demo/products/no-such-thing')).status).toBe(404);
    expect((await get('/v2/store/quiet/products/summer-draw')).status).toBe(404);
  });

  it('refuses unknown types and malformed ids', async () => {
    expect((await get('/v2/store/demo/products?type[]=Car')).status).toBe(400);
    expect((await get('/v2/store/demo/products?program_id[]=abc')).status).toBe(400);
    expect((await get('/v2/store/demo/programs?per_page=0')).status).toBe(400);
    expect((await get('/v2/store/nowhere/programs')).status).toBe(404);
  });
});

describe('discounts, forms and promotions', () => {
  it('lists plan discounts with their offerings', async () => {
    const { body } = await get<{
      data: { name: string; type: string; plans: number[]; offerings: unknown[] }[];
    }>('/v2/store/demo/products/plans/discounts');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      name: 'Multi-member discount',
      type: 'percentage',
      offerings: [
        { number_of_products: 2, discount_amount: 10 },
        { number_of_products: 3, discount_amount: 15 },
      ],
    });
    expect(body.data[0]!.plans).toHaveLength(3);
  });

  it('gives a juvenile plan a member and a guardian form, an adult plan a member form', async () => {
    const juvenile = (await get<Product>('/v2/store/demo/products/juvenile-membership')).body;
    const forms = await get<{
      member: { sections: { questions: { label: string }[] }[] };
      guardian: unknown;
    }>(`/v2/store/demo/products/plans/${juvenile.product_id}/form`);
    expect(forms.status).toBe(200);
    expect(forms.body.member.sections[0]!.questions.map((q) => q.label)).toContain('Date of birth');
    expect(forms.body.guardian).not.toBeNull();
    const adult = (await get<Product>('/v2/store/demo/products/adult-playing-membership')).body;
    const adultForms = await get<{ guardian: unknown }>(
      `/v2/store/demo/products/plans/${adult.product_id}/form`,
    );
    expect(adultForms.body.guardian).toBeNull();
    const lotto = (await get<Product>('/v2/store/demo/products/club-lotto')).body;
    expect((await get(`/v2/store/demo/products/plans/${lotto.product_id}/form`)).status).toBe(404);
  });

  it('answers the current promotion, and none for a club without one', async () => {
    const { body } = await get<{ data: { product_slug: string; image: { path: string } } }>(
      '/v2/store/demo/promotions/current',
    );
    expect(body.data).toMatchObject({
      product_slug: 'summer-draw',
      image: { path: 'http://api.test/static/clubs/demo/news/news-08.svg' },
    });
    expect((await get('/v2/store/quiet/promotions/current')).body).toEqual({ data: null });
  });
});

describe('shop and lotto', () => {
  it('pages shop items, filters by type and lists the types', async () => {
    const types = await get<{ shop_item_type_id: number; name: string }[]>(
      '/v2/store/demo/shop-items/types',
    );
    expect(types.body.map((t) => t.name)).toEqual(['Kit', 'Supporters']);
    const page = await get<{ data: Product[]; total: number }>(
      '/v2/store/demo/shop-items?per_page=4&page=1',
    );
    expect(page.body.total).toBe(6);
    expect(page.body.data).toHaveLength(4);
    const supporters = await get<{ data: Product[]; total: number }>(
      `/v2/store/demo/shop-items?type_id=${types.body[1]!.shop_item_type_id}`,
    );
    expect(supporters.body.data.map((p) => p.name)).toEqual(['Club Scarf', 'Bobble Hat']);
    const item = await get<Product>(`/v2/store/demo/shop-items/${page.body.data[0]!.product_id}`);
    expect(item.body.type).toBe('ShopItem');
    const plan = (await get<Product>('/v2/store/demo/products/adult-social-membership')).body;
    expect((await get(`/v2/store/demo/shop-items/${plan.product_id}`)).status).toBe(404);
  });

  it('quick-picks distinct numbers within the draw rules', async () => {
    for (let i = 0; i < 20; i += 1) {
      const { status, body } = await get<{ numbers: number[] }>(
        '/v2/store/demo/lottery/draws/1/quick_pick',
      );
      expect(status).toBe(200);
      expect(body.numbers).toHaveLength(4);
      expect(new Set(body.numbers).size).toBe(4);
      expect(body.numbers.every((n) => n >= 1 && n <= 28)).toBe(true);
      expect([...body.numbers].sort((a, b) => a - b)).toEqual(body.numbers);
    }
    expect((await get('/v2/store/demo/lottery/draws/99/quick_pick')).status).toBe(404);
  });
});
