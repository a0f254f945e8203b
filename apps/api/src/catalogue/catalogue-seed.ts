import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import {
  demoCatalogue,
  lakesideCatalogue,
  northsideCatalogue,
  quietCatalogue,
  type DemoCatalogue,
  type SeedProduct,
} from './catalogue-seed-data';
import type { SeedForm } from './catalogue-seed-forms';

const DAY_MS = 86_400_000;

/**
 * Seeds the catalogue of the seeded clubs: the demo club's full range, one plan for the quiet
 * club, a lotto, a draw and a shop item for the northside club, two programmes for the lakeside
 * club (a bundle of 7 plans, a plan with one place). Idempotent: a club with any product already
 * is left as it is.
 */
export async function seedCatalogue(db: Kysely<Database>, now = new Date()): Promise<void> {
  const clubs = await db
    .selectFrom('clubs')
    .select(['account_id', 'slug'])
    .where('slug', 'in', ['demo', 'quiet', 'northside', 'lakeside'])
    .execute();
  for (const club of clubs) {
    await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('products')
        .select('product_id')
        .where('account_id', '=', club.account_id)
        .limit(1)
        .executeTakeFirst();
      if (existing) return;
      if (club.slug === 'demo') await seedDemo(trx, club.account_id, demoCatalogue(now), now);
      else if (club.slug === 'northside') {
        await seedDemo(trx, club.account_id, northsideCatalogue(now), now);
      } else if (club.slug === 'lakeside') {
        await seedDemo(trx, club.account_id, lakesideCatalogue(now), now);
      } else await seedQuiet(trx, club.account_id, now);
    });
  }
}

async function seedDemo(
  trx: Transaction<Database>,
  accountId: number,
  catalogue: DemoCatalogue,
  now: Date,
): Promise<void> {
  const programIds = new Map<string, number>();
  for (const [index, program] of catalogue.programs.entries()) {
    const { key, ...values } = program;
    const row = await trx
      .insertInto('programs')
      .values({ account_id: accountId, position: index + 1, ...values })
      .returning('program_id')
      .executeTakeFirstOrThrow();
    programIds.set(key, row.program_id);
  }

  const typeIds = new Map<string, number>();
  for (const [index, name] of catalogue.shopTypes.entries()) {
    const row = await trx
      .insertInto('shop_item_types')
      .values({ account_id: accountId, name, position: index + 1 })
      .returning('shop_item_type_id')
      .executeTakeFirstOrThrow();
    typeIds.set(name, row.shop_item_type_id);
  }

  const formIds = new Map<SeedForm, number>();
  const formId = async (form: SeedForm) => {
    const known = formIds.get(form);
    if (known !== undefined) return known;
    const row = await trx
      .insertInto('registration_forms')
      .values({
        account_id: accountId,
        name: form.name,
        form_type: form.form_type,
        definition: JSON.stringify(form.definition),
      })
      .returning('registration_form_id')
      .executeTakeFirstOrThrow();
    formIds.set(form, row.registration_form_id);
    return row.registration_form_id;
  };

  const productIds = new Map<string, number>();
  const idOf = (slug: string) => {
    const id = productIds.get(slug);
    if (id === undefined) throw new Error(`The seed refers to an unknown product: ${slug}`);
    return id;
  };
  // Bundles last: they refer to their plans.
  const ordered = [...catalogue.products].sort(
    (a, b) => Number(a.type === 'Bundle') - Number(b.type === 'Bundle'),
  );
  for (const product of ordered) {
    const position = catalogue.products.indexOf(product) + 1;
    const id = await insertProduct(trx, accountId, product, position, {
      programId: product.program ? (programIds.get(product.program) ?? null) : null,
      shopItemTypeId: product.shopType ? (typeIds.get(product.shopType) ?? null) : null,
    });
    productIds.set(product.slug, id);
    for (const [index, item] of (product.bundleItems ?? []).entries()) {
      await trx
        .insertInto('bundle_items')
        .values({
          bundle_id: id,
          product_id: idOf(item.slug),
          min_allowed: item.min_allowed,
          max_allowed: item.max_allowed,
          price_in_bundle: item.price_in_bundle,
          position: index + 1,
        })
        .execute();
    }
    for (const draw of product.draws ?? []) {
      const { inDays, winning_numbers: winning, ...rules } = draw;
      await trx
        .insertInto('lottery_draws')
        .values({
          account_id: accountId,
          product_id: id,
          draw_at: drawTime(now, inDays),
          winning_numbers: winning ? JSON.stringify(winning) : null,
          ...rules,
        })
        .execute();
    }
    for (const [formType, form] of Object.entries(product.forms ?? {})) {
      await trx
        .insertInto('plan_registration_forms')
        .values({
          product_id: id,
          form_type: formType as SeedForm['form_type'],
          registration_form_id: await formId(form),
        })
        .execute();
    }
  }

  for (const discount of catalogue.planDiscounts) {
    await trx
      .insertInto('plan_discounts')
      .values({
        account_id: accountId,
        name: discount.name,
        type: discount.type,
        plans: JSON.stringify(discount.plans.map(idOf)),
        offerings: JSON.stringify(discount.offerings),
      })
      .execute();
  }
  for (const discount of catalogue.shopItemDiscounts) {
    await trx
      .insertInto('shop_item_discounts')
      .values({
        account_id: accountId,
        name: discount.name,
        type: discount.type,
        amount: discount.amount,
        shop_item_type_id: discount.shopType ? (typeIds.get(discount.shopType) ?? null) : null,
        min_quantity: discount.min_quantity,
      })
      .execute();
  }
  for (const code of catalogue.discountCodes) {
    await trx
      .insertInto('discount_codes')
      .values({
        account_id: accountId,
        code: code.code,
        name: code.name,
        type: code.type,
        amount: code.amount,
        product_types: JSON.stringify(code.product_types ?? []),
        min_subtotal: code.min_subtotal ?? 0,
        valid_from: code.valid_from ? new Date(code.valid_from) : null,
        valid_to: code.valid_to ? new Date(code.valid_to) : null,
        max_uses: code.max_uses ?? null,
        max_uses_per_member: code.max_uses_per_member ?? null,
      })
      .execute();
  }
  for (const promotion of catalogue.promotions) {
    await trx
      .insertInto('promotions')
      .values({
        account_id: accountId,
        product_id: idOf(promotion.slug),
        description: promotion.description,
        image_path: promotion.image_path,
        starts_at: new Date(now.getTime() + promotion.startsInDays * DAY_MS),
        ends_at:
          promotion.endsInDays === null
            ? null
            : new Date(now.getTime() + promotion.endsInDays * DAY_MS),
      })
      .execute();
  }
}

/** 21:00 UTC, `days` days from `now`: when a club draw takes place. */
function drawTime(now: Date, days: number): Date {
  const day = new Date(now.getTime() + days * DAY_MS);
  day.setUTCHours(21, 0, 0, 0);
  return day;
}

async function insertProduct(
  trx: Transaction<Database>,
  accountId: number,
  product: SeedProduct,
  position: number,
  refs: { programId: number | null; shopItemTypeId: number | null },
): Promise<number> {
  const row = await trx
    .insertInto('products')
    .values({
      account_id: accountId,
      program_id: refs.programId,
      shop_item_type_id: refs.shopItemTypeId,
      type: product.type,
      slug: product.slug,
      name: product.name,
      description: product.description,
      price: product.price,
      available_count: product.available_count ?? null,
      valid_from: product.valid_from ?? null,
      valid_to: product.valid_to ?? null,
      image_path: product.image_path ?? null,
      metadata: JSON.stringify(product.metadata ?? {}),
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

async function seedQuiet(trx: Transaction<Database>, accountId: number, now: Date) {
  const { program, plan } = quietCatalogue(now);
  const { program_id: programId } = await trx
    .insertInto('programs')
    .values({ account_id: accountId, position: 1, ...program })
    .returning('program_id')
    .executeTakeFirstOrThrow();
  const { product_id: productId } = await trx
    .insertInto('products')
    .values({
      account_id: accountId,
      program_id: programId,
      shop_item_type_id: null,
      type: 'Plan',
      ...plan,
      available_count: null,
      valid_from: program.starts_on,
      valid_to: program.ends_on,
      metadata: JSON.stringify({ is_juvenile: false }),
      position: 1,
    })
    .returning('product_id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('payment_options').values({ product_id: productId, type: 'full' }).execute();
}
