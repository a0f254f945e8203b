import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  DEMO_DISCOUNT_CODE,
  DEMO_PLAN_DISCOUNT,
  DEMO_PRODUCTS,
  DEMO_PROGRAMS,
  GUARDIAN_FORM,
  MEMBER_FORM,
  type SeedProduct,
} from './catalogue-seed-data';

/**
 * Seeds the catalogue of the seeded clubs: the demo club's full range and one plan for the quiet
 * club. Idempotent: a club that has any programme already is left alone.
 */
export async function seedCatalogue(db: Kysely<Database>): Promise<void> {
  const clubs = await db.selectFrom('clubs').select(['account_id', 'slug']).execute();
  for (const club of clubs) {
    const existing = await db
      .selectFrom('programs')
      .select('program_id')
      .where('account_id', '=', club.account_id)
      .limit(1)
      .executeTakeFirst();
    if (existing) continue;
    if (club.slug === 'demo') await seedDemo(db, club.account_id);
    if (club.slug === 'quiet') await seedQuiet(db, club.account_id);
  }
}

async function seedDemo(db: Kysely<Database>, accountId: number) {
  await db.transaction().execute(async (trx) => {
    const programIds = new Map<string, number>();
    for (const [index, program] of DEMO_PROGRAMS.entries()) {
      const row = await trx
        .insertInto('programs')
        .values({ account_id: accountId, position: index + 1, ...program })
        .returning('program_id')
        .executeTakeFirstOrThrow();
      programIds.set(program.title, row.program_id);
    }
    const typeIds = new Map<string, number>();
    for (const name of ['Kit', 'Supporters']) {
      const row = await trx
        .insertInto('shop_item_types')
        .values({ account_id: accountId, name })
        .returning('shop_item_type_id')
        .executeTakeFirstOrThrow();
      typeIds.set(name, row.shop_item_type_id);
    }
    const productIds = new Map<string, number>();
    // Plans first: bundles refer to them by id.
    const ordered = [...DEMO_PRODUCTS].sort(
      (a, b) => Number(a.type === 'Bundle') - Number(b.type === 'Bundle'),
    );
    for (const [index, product] of ordered.entries()) {
      const id = await insertProduct(
        trx,
        accountId,
        product,
        index + 1,
        programIds,
        typeIds,
        productIds,
      );
      productIds.set(product.slug, id);
    }
    await trx
      .insertInto('plan_discounts')
      .values({
        account_id: accountId,
        name: DEMO_PLAN_DISCOUNT.name,
        type: DEMO_PLAN_DISCOUNT.type,
        plans: JSON.stringify(DEMO_PLAN_DISCOUNT.plans.map((slug) => productIds.get(slug))),
        offerings: JSON.stringify(DEMO_PLAN_DISCOUNT.offerings),
      })
      .execute();
    await trx
      .insertInto('discount_codes')
      .values({
        account_id: accountId,
        ...DEMO_DISCOUNT_CODE,
        valid_from: null,
        valid_to: null,
        max_uses: null,
      })
      .execute();
    await trx
      .insertInto('promotions')
      .values({
        account_id: accountId,
        product_id: productIds.get('summer-draw')!,
        description: 'Summer Draw 2027: win a new car for €50. Only 2,000 tickets.',
        image_path: '/static/clubs/demo/news/news-08.svg',
        ends_at: null,
      })
      .execute();
    const plans = (slugs: string[]) => JSON.stringify(slugs.map((slug) => productIds.get(slug)));
    await trx
      .insertInto('registration_forms')
      .values([
        {
          account_id: accountId,
          form_type: 'member',
          plan_ids: plans(DEMO_PRODUCTS.filter((p) => p.type === 'Plan').map((p) => p.slug)),
          definition: JSON.stringify(MEMBER_FORM),
        },
        {
          account_id: accountId,
          form_type: 'guardian',
          plan_ids: plans(['juvenile-membership', 'nursery-membership']),
          definition: JSON.stringify(GUARDIAN_FORM),
        },
      ])
      .execute();
  });
}

async function insertProduct(
  trx: Kysely<Database>,
  accountId: number,
  product: SeedProduct,
  position: number,
  programIds: Map<string, number>,
  typeIds: Map<string, number>,
  productIds: Map<string, number>,
): Promise<number> {
  const metadata = { ...product.metadata };
  if (Array.isArray(metadata['products'])) {
    metadata['products'] = (metadata['products'] as { slug: string }[]).map(
      ({ slug, ...rest }) => ({
        product_id: productIds.get(slug),
        ...rest,
      }),
    );
  }
  const row = await trx
    .insertInto('products')
    .values({
      account_id: accountId,
      program_id: product.program ? (programIds.get(product.program) ?? null) : null,
      shop_item_type_id: product.shopType ? (typeIds.get(product.shopType) ?? null) : null,
      type: product.type,
      slug: product.slug,
      name: product.name,
      description: product.description,
      price: product.price,
      available_count: product.available_count ?? null,
      metadata: JSON.stringify(metadata),
      position,
    })
    .returning('product_id')
    .executeTakeFirstOrThrow();
  for (const [index, option] of (product.options ?? [{ type: 'full' as const }]).entries()) {
    await trx
      .insertInto('payment_options')
      .values({ product_id: row.product_id, position: index + 1, ...option })
      .execute();
  }
  return row.product_id;
}

async function seedQuiet(db: Kysely<Database>, accountId: number) {
  const program = await db
    .insertInto('programs')
    .values({ account_id: accountId, title: 'Rowing Membership 2027', position: 1 })
    .returning('program_id')
    .executeTakeFirstOrThrow();
  const product = await db
    .insertInto('products')
    .values({
      account_id: accountId,
      program_id: program.program_id,
      type: 'Plan',
      slug: 'rowing-membership',
      name: 'Rowing Membership',
      description: 'Rowing on the harbour, all year.',
      price: 12000,
      available_count: null,
      shop_item_type_id: null,
      metadata: JSON.stringify({ is_juvenile: false }),
    })
    .returning('product_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('payment_options')
    .values({ product_id: product.product_id, type: 'full' })
    .execute();
}
