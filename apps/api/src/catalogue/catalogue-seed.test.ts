import { TypeCompiler } from '@sinclair/typebox/compiler';
import { sql } from 'kysely';
import { RegistrationFormDefinition } from '@touchline/contracts';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase } from '../testing/test-database';
import {
  LAST_SEASON_PLAN,
  lastSeasonYear,
  LAKESIDE_LAST_PLACE,
  LAKESIDE_SHOP_ITEM,
  LAKESIDE_TEAM_PLANS,
  seasonYear,
} from './catalogue-seed-data';
import { seedCatalogue } from './catalogue-seed';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

const TABLES = [
  'programs',
  'shop_item_types',
  'products',
  'bundle_items',
  'payment_options',
  'lottery_draws',
  'plan_discounts',
  'shop_item_discounts',
  'discount_codes',
  'promotions',
  'registration_forms',
  'plan_registration_forms',
] as const;

async function countsBySlug(slug: string) {
  const club = await database.db
    .selectFrom('clubs')
    .select('account_id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  const productIds = (
    await database.db
      .selectFrom('products')
      .select('product_id')
      .where('account_id', '=', club.account_id)
      .execute()
  ).map((row) => row.product_id);
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    let query = database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
    if (table === 'bundle_items') {
      query = query.where('bundle_id', 'in', productIds.length ? productIds : [0]);
    } else if (table === 'payment_options' || table === 'plan_registration_forms') {
      query = query.where('product_id', 'in', productIds.length ? productIds : [0]);
    } else {
      query = query.where('account_id', '=', club.account_id);
    }
    counts[table] = Number((await query.executeTakeFirstOrThrow()).n);
  }
  return counts;
}

describe('seedCatalogue', () => {
  it('gives the demo club every kind of product, discount, promotion and form', async () => {
    expect(await countsBySlug('demo')).toEqual({
      // With last season's programme and its plan, which members renew from.
      programs: 5,
      shop_item_types: 2,
      products: 22,
      bundle_items: 5,
      payment_options: 25,
      lottery_draws: 3,
      plan_discounts: 2,
      shop_item_discounts: 1,
      discount_codes: 5,
      promotions: 3,
      registration_forms: 3,
      plan_registration_forms: 14,
    });
  });

  it('seeds last season under a finished programme: the year that ended within a year or ends within 60 days', async () => {
    expect(lastSeasonYear(new Date('2026-11-30T12:00:00Z'))).toBe(2026);
    expect(lastSeasonYear(new Date('2026-11-01T12:00:00Z'))).toBe(2025);
    expect(lastSeasonYear(new Date('2026-10-31T12:00:00Z'))).toBe(2025);
    expect(lastSeasonYear(new Date('2026-01-01T12:00:00Z'))).toBe(2025);
    const plan = await database.db
      .selectFrom('products as p')
      .innerJoin('programs as g', 'g.program_id', 'p.program_id')
      .select(['p.name', 'g.status', sql<string>`to_char(p.valid_to, 'YYYY-MM-DD')`.as('valid_to')])
      .where('p.slug', '=', LAST_SEASON_PLAN)
      .executeTakeFirstOrThrow();
    expect(plan).toEqual({
      name: 'Adult Social Membership',
      status: 'finished',
      valid_to: `${lastSeasonYear(new Date())}-12-31`,
    });
  });

  it('gives the quiet club one programme with one plan, and nothing else', async () => {
    expect(await countsBySlug('quiet')).toEqual({
      programs: 1,
      shop_item_types: 0,
      products: 1,
      bundle_items: 0,
      payment_options: 1,
      lottery_draws: 0,
      plan_discounts: 0,
      shop_item_discounts: 0,
      discount_codes: 0,
      promotions: 0,
      registration_forms: 0,
      plan_registration_forms: 0,
    });
  });

  it('gives the northside club a lotto, a draw and a shop item, with no programme', async () => {
    expect(await countsBySlug('northside')).toMatchObject({
      programs: 0,
      shop_item_types: 1,
      products: 3,
      payment_options: 3,
      lottery_draws: 2,
    });
  });

  it('gives the lakeside club two programmes, a bundle of 7 plans, a plan with one place and a shop item', async () => {
    expect(await countsBySlug('lakeside')).toEqual({
      programs: 2,
      shop_item_types: 1,
      products: 12,
      bundle_items: 7,
      payment_options: 12,
      lottery_draws: 0,
      plan_discounts: 0,
      shop_item_discounts: 0,
      discount_codes: 0,
      promotions: 0,
      registration_forms: 3,
      plan_registration_forms: 12,
    });
    const club = await database.db
      .selectFrom('clubs')
      .select('account_id')
      .where('slug', '=', 'lakeside')
      .executeTakeFirstOrThrow();
    const products = await database.db
      .selectFrom('products')
      .select(['product_id', 'slug', 'available_count'])
      .where('account_id', '=', club.account_id)
      .execute();
    const bundle = products.find((product) => product.slug === 'team-bundle')!;
    const items = await database.db
      .selectFrom('bundle_items')
      .select('product_id')
      .where('bundle_id', '=', bundle.product_id)
      .orderBy('position')
      .execute();
    // More than the 5 plans a bundle card shows before 'Show more'.
    expect(items.length).toBeGreaterThan(5);
    expect(
      items.map((item) => products.find((p) => p.product_id === item.product_id)?.slug),
    ).toEqual(LAKESIDE_TEAM_PLANS.map((plan) => plan.slug));
    expect(products.find((product) => product.slug === LAKESIDE_LAST_PLACE)?.available_count).toBe(
      1,
    );
    // A visitor's cart needs no sign-in: the shop item, not limited.
    expect(products.find((product) => product.slug === LAKESIDE_SHOP_ITEM)?.available_count).toBe(
      null,
    );
  });

  it("asks the lakeside club's members about hockey, and links its own code of conduct", async () => {
    const forms = await database.db
      .selectFrom('registration_forms')
      .innerJoin('clubs', 'clubs.account_id', 'registration_forms.account_id')
      .select(['registration_forms.name', 'registration_forms.definition'])
      .where('clubs.slug', '=', 'lakeside')
      .execute();
    const questions = forms.flatMap(({ definition }) =>
      (definition as RegistrationFormDefinition).sections.flatMap((section) => section.questions),
    );
    const played = questions.find((question) => question.input.label.startsWith('Which'));
    expect(played?.input.label).toBe('Which teams do you play for?');
    expect(played?.input.metadata.options?.map((option) => option.label)).toEqual([
      'Men’s',
      'Women’s',
      'Masters',
      'Indoor',
    ]);
    const conduct = questions.find((question) => /code of conduct/.test(question.input.label));
    expect(conduct?.input.metadata.external_url).toBe('/pages/code-of-conduct');
    const texts = JSON.stringify(questions);
    for (const gaa of ['Hurling', 'Camogie', 'Ladies football', 'gaa.ie']) {
      expect(texts).not.toContain(gaa);
    }
  });

  it('is idempotent', async () => {
    const all = async () => ({
      demo: await countsBySlug('demo'),
      quiet: await countsBySlug('quiet'),
      northside: await countsBySlug('northside'),
      lakeside: await countsBySlug('lakeside'),
    });
    const before = await all();
    await seedCatalogue(database.db);
    await seedCatalogue(database.db, new Date(Date.UTC(seasonYear(new Date()) + 3, 0, 1)));
    expect(await all()).toEqual(before);
  });

  it('stores forms the contract describes, with unique question ids', async () => {
    const check = TypeCompiler.Compile(RegistrationFormDefinition);
    const forms = await database.db.selectFrom('registration_forms').select('definition').execute();
    for (const { definition } of forms) {
      expect([...check.Errors(definition)].map((error) => error.path)).toEqual([]);
      const ids = (definition as RegistrationFormDefinition).sections.flatMap((section) =>
        section.questions.map((question) => question.question_id),
      );
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('stores discount codes upper-case', async () => {
    const codes = await database.db.selectFrom('discount_codes').select('code').execute();
    expect(codes.map((row) => row.code)).toContain('WELCOME10');
    expect(codes.every((row) => row.code === row.code.toUpperCase())).toBe(true);
  });
});
