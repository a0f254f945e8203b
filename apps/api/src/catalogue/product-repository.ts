import type {
  BundleProduct,
  DrawSummary,
  PaymentOption,
  Product,
  ProductMetadata,
  ProductType,
} from '@touchline/contracts';
import { sql, type Kysely } from 'kysely';
import { toPublicUrl } from '../clubs/club-routes';
import type { Database } from '../db/schema';
import type { StoredProductMetadata } from '../db/schema-catalogue';
import { prizeAmounts } from './prize-amounts';
import { paymentSchedule, regularPayment, todayUtc, toScheduleOption } from '../pricing/pricing';

export interface ProductFilter {
  readonly accountId: number;
  readonly types?: readonly ProductType[];
  readonly programIds?: readonly number[];
  readonly shopItemTypeId?: number;
  /** Words in the name or description, any case. */
  readonly search?: string;
  readonly sort?: 'position' | 'name' | 'price';
  readonly direction?: 'asc' | 'desc';
  readonly page: number;
  readonly perPage: number;
}

/** A product's row as `selectProducts` reads it (every column JSON-safe: see there). */
export type ProductRow = Awaited<
  ReturnType<ReturnType<typeof selectProducts>['executeTakeFirstOrThrow']>
>;

const dateText = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** A payment option as stored, read with its product (see `selectProducts`). */
interface StoredPaymentOption {
  readonly payment_option_id: number;
  readonly type: PaymentOption['type'];
  readonly number_of_payments: number;
  readonly occurrence: number;
  readonly frequency: PaymentOption['frequency'];
  readonly initial_payment: number;
  readonly starts_on: string | null;
  readonly ends_on: string | null;
}

/**
 * Products with their payment options in one statement (in the club's order of options). All
 * columns are integers, text, JSON or dates formatted as text, so JSON carries a row unchanged
 * (a caller may read rows as a JSON array inside a larger statement: `activeRows`).
 */
function selectProducts(db: Kysely<Database>) {
  return db.selectFrom('products as p').select([
    'p.product_id',
    'p.type',
    'p.slug',
    'p.name',
    'p.description',
    'p.price',
    'p.program_id',
    'p.shop_item_type_id',
    'p.available_count',
    'p.image_path',
    'p.metadata',
    dateText('p.valid_from').as('valid_from'),
    dateText('p.valid_to').as('valid_to'),
    sql<StoredPaymentOption[]>`(
      select coalesce(
        json_agg(
          json_build_object(
            'payment_option_id', o.payment_option_id,
            'type', o.type,
            'number_of_payments', o.number_of_payments,
            'occurrence', o.occurrence,
            'frequency', o.frequency,
            'initial_payment', o.initial_payment,
            'starts_on', to_char(o.starts_on, 'YYYY-MM-DD'),
            'ends_on', to_char(o.ends_on, 'YYYY-MM-DD')
          )
          order by o.position, o.payment_option_id
        ),
        '[]'
      )
      from payment_options as o
      where o.product_id = p.product_id
    )`.as('payment_options'),
  ]);
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Reads products as the API shows them: payment options with their schedules, stock, bundle
 * contents, the next draw, absolute image URLs. For the catalogue routes and the cart.
 */
export function createProductReader(db: Kysely<Database>, publicUrl: string) {
  /**
   * Products a visitor can buy, in the club's order: active, not past their validity, and not
   * in a finished programme (marked so or past its end date).
   */
  async function list(filter: ProductFilter): Promise<{ products: Product[]; total: number }> {
    const today = todayUtc();
    let base = db
      .selectFrom('products as p')
      .leftJoin('programs as g', 'g.program_id', 'p.program_id')
      .where('p.account_id', '=', filter.accountId)
      .where('p.active', '=', true)
      .where((eb) =>
        eb.or([eb('p.valid_to', 'is', null), eb('p.valid_to', '>=', sql<Date>`${today}::date`)]),
      )
      .where((eb) =>
        eb.or([
          eb('g.program_id', 'is', null),
          eb.and([
            eb('g.status', '<>', 'finished'),
            eb.or([eb('g.ends_on', 'is', null), eb('g.ends_on', '>=', sql<Date>`${today}::date`)]),
          ]),
        ]),
      );
    if (filter.types?.length) base = base.where('p.type', 'in', [...filter.types]);
    if (filter.programIds?.length) base = base.where('p.program_id', 'in', [...filter.programIds]);
    if (filter.shopItemTypeId !== undefined) {
      base = base.where('p.shop_item_type_id', '=', filter.shopItemTypeId);
    }
    if (filter.search) {
      const pattern = likePattern(filter.search);
      base = base.where((eb) =>
        eb.or([eb('p.name', 'ilike', pattern), eb('p.description', 'ilike', pattern)]),
      );
    }
    const direction = filter.direction ?? 'asc';
    let rowsQuery = base
      .select('p.product_id')
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage);
    if (filter.sort === 'name') rowsQuery = rowsQuery.orderBy('p.name', direction);
    else if (filter.sort === 'price') rowsQuery = rowsQuery.orderBy('p.price', direction);
    else {
      rowsQuery = rowsQuery
        .orderBy(sql`coalesce(g.position, 0)`, direction)
        .orderBy('p.position', direction);
    }
    const [ids, count] = await Promise.all([
      rowsQuery.orderBy('p.product_id', direction).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const products = await byIds(
      filter.accountId,
      ids.map((row) => row.product_id),
    );
    return { products, total: Number(count.total) };
  }

  /** Active products of the club with these ids, in the order given; unknown ids are left out. */
  async function byIds(accountId: number, ids: readonly number[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await activeRows(accountId)
      .where('p.product_id', 'in', [...ids])
      .execute();
    const products = await toProducts(rows);
    const byId = new Map(products.map((product) => [product.product_id, product]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The query of the club's active products as `byIds` reads them, for a caller to narrow and
   * embed in a statement of its own (rows read so become products with `fromRows`).
   */
  function activeRows(accountId: number) {
    return selectProducts(db).where('p.account_id', '=', accountId).where('p.active', '=', true);
  }

  /** One active product by id or slug, of one type when given; null when there is none. */
  async function find(
    accountId: number,
    idOrSlug: string | number,
    type?: ProductType,
  ): Promise<Product | null> {
    let query = selectProducts(db)
      .where('p.account_id', '=', accountId)
      .where('p.active', '=', true);
    const text = String(idOrSlug);
    query = /^\d{1,9}$/.test(text)
      ? query.where('p.product_id', '=', Number(text))
      : query.where('p.slug', '=', text);
    if (type) query = query.where('p.type', '=', type);
    const row = await query.executeTakeFirst();
    if (!row) return null;
    const [product] = await toProducts([row]);
    return product ?? null;
  }

  async function toProducts(rows: ProductRow[]): Promise<Product[]> {
    if (rows.length === 0) return [];
    const bundleIds = rows.filter((row) => row.type === 'Bundle').map((row) => row.product_id);
    const drawIds = rows
      .filter((row) => row.type === 'Lotto' || row.type === 'Draw')
      .map((row) => row.product_id);
    const [bundleItems, draws] = await Promise.all([
      bundleItemsOf(bundleIds),
      nextDrawsOf(drawIds),
    ]);
    const today = todayUtc();
    return rows.map((row) =>
      toProduct(row, {
        options: row.payment_options.map((option) => withSchedule(option, row.price, today)),
        bundleItems: bundleItems.get(row.product_id) ?? [],
        draw: draws.get(row.product_id) ?? null,
      }),
    );
  }

  function withSchedule(option: StoredPaymentOption, price: number, today: string): PaymentOption {
    const schedule = paymentSchedule(price, toScheduleOption(option), today);
    return { ...option, instalment_amount: regularPayment(schedule), schedule };
  }

  async function bundleItemsOf(bundleIds: number[]) {
    const byBundle = new Map<number, BundleProduct[]>();
    if (bundleIds.length === 0) return byBundle;
    const rows = await db
      .selectFrom('bundle_items as b')
      .innerJoin('products as p', 'p.product_id', 'b.product_id')
      .select([
        'b.bundle_id',
        'b.product_id',
        'b.min_allowed',
        'b.max_allowed',
        'b.price_in_bundle',
        'p.name',
        'p.slug',
        'p.price',
        'p.available_count',
        'p.metadata',
      ])
      .where('b.bundle_id', 'in', bundleIds)
      .where('p.active', '=', true)
      .orderBy('b.position')
      .orderBy('b.bundle_item_id')
      .execute();
    for (const row of rows) {
      const list = byBundle.get(row.bundle_id) ?? [];
      list.push({
        product_id: row.product_id,
        product: { name: row.name, slug: row.slug, price: row.price },
        metadata: {
          is_juvenile: row.metadata.is_juvenile === true,
          available_count: row.available_count,
          sold_out: row.available_count === 0,
          bundle_item_condition: {
            min_allowed: row.min_allowed,
            max_allowed: row.max_allowed,
            price_in_bundle: row.price_in_bundle,
          },
        },
      });
      byBundle.set(row.bundle_id, list);
    }
    return byBundle;
  }

  async function nextDrawsOf(productIds: number[]) {
    const byProduct = new Map<number, DrawSummary>();
    if (productIds.length === 0) return byProduct;
    const rows = await db
      .selectFrom('lottery_draws')
      .distinctOn('product_id')
      .select([
        'product_id',
        'draw_id',
        'draw_at',
        'number_type',
        'numbers_count',
        'min_number',
        'max_number',
        'jackpot',
      ])
      .where('product_id', 'in', productIds)
      .where('status', '=', 'open')
      .where('draw_at', '>', sql<Date>`now()`)
      .orderBy('product_id')
      .orderBy('draw_at')
      .execute();
    for (const { product_id: productId, draw_at: drawAt, ...draw } of rows) {
      byProduct.set(productId, { ...draw, draw_at: new Date(drawAt).toISOString() });
    }
    return byProduct;
  }

  function toProduct(
    row: ProductRow,
    related: { options: PaymentOption[]; bundleItems: BundleProduct[]; draw: DrawSummary | null },
  ): Product {
    const stored: StoredProductMetadata = row.metadata;
    const metadata: ProductMetadata = {
      available_count: row.available_count,
      sold_out: row.available_count === 0,
      payment_options: related.options,
    };
    const validDates = { valid_from: row.valid_from, valid_to: row.valid_to };
    switch (row.type) {
      case 'Plan': {
        const subscription = related.options.find((option) => option.type === 'subscription');
        Object.assign(metadata, {
          is_juvenile: stored.is_juvenile === true,
          valid_dates: validDates,
          ...(subscription ? { subscription: { period: { end: subscription.ends_on } } } : {}),
        });
        break;
      }
      case 'Bundle':
        Object.assign(metadata, {
          valid_dates: validDates,
          is_dynamic_pricing: stored.is_dynamic_pricing === true,
          price_cap: stored.price_cap ?? null,
          flat_price: stored.flat_price ?? null,
          conditions: stored.conditions ?? {},
          products: related.bundleItems,
        });
        break;
      case 'Lotto':
      case 'Draw': {
        const amounts = prizeAmounts(stored.prize_tiers, stored.prize_amounts, related.draw);
        Object.assign(metadata, {
          draw: related.draw,
          ...(stored.prize_tiers ? { prize_tiers: stored.prize_tiers } : {}),
          ...(amounts ? { prize_amounts: amounts } : {}),
          ...(stored.configurable_price ? { configurable_price: stored.configurable_price } : {}),
          ...(stored.prizes ? { prizes: stored.prizes } : {}),
        });
        break;
      }
      case 'ShopItem':
        Object.assign(metadata, { sizes: stored.sizes ?? [], venue: stored.venue ?? null });
        break;
      case 'EventTicket':
        Object.assign(metadata, { valid_dates: validDates, venue: stored.venue ?? null });
        break;
    }
    const image = toPublicUrl(row.image_path, publicUrl);
    return {
      product_id: row.product_id,
      type: row.type,
      slug: row.slug,
      name: row.name,
      description: row.description,
      price: row.price,
      program_id: row.program_id,
      shop_item_type_id: row.shop_item_type_id,
      image: image === null ? null : { path: image },
      metadata,
    };
  }

  return { list, byIds, find, activeRows, fromRows: toProducts };
}

export type ProductReader = ReturnType<typeof createProductReader>;
