import type { PaymentOption, Product, ProductType } from '@touchline/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { ProductsTable } from '../db/schema-catalogue';

export interface ProductQuery {
  accountId: number;
  types?: readonly ProductType[];
  programIds?: readonly number[];
  shopItemTypeId?: number;
  page?: number;
  perPage?: number;
}

/** Active products of a club, by position, with their payment options and stock in metadata. */
export async function listProducts(
  db: Kysely<Database>,
  query: ProductQuery,
): Promise<{ products: Product[]; total: number }> {
  let base = db
    .selectFrom('products')
    .where('account_id', '=', query.accountId)
    .where('active', '=', true);
  if (query.types?.length) base = base.where('type', 'in', [...query.types]);
  if (query.programIds?.length) base = base.where('program_id', 'in', [...query.programIds]);
  if (query.shopItemTypeId !== undefined)
    base = base.where('shop_item_type_id', '=', query.shopItemTypeId);
  let rowsQuery = base.selectAll().orderBy('position').orderBy('product_id');
  if (query.perPage) {
    rowsQuery = rowsQuery.limit(query.perPage).offset(((query.page ?? 1) - 1) * query.perPage);
  }
  const [rows, count] = await Promise.all([
    rowsQuery.execute(),
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { products: await withOptions(db, rows), total: Number(count.total) };
}

/** One active product of the club by numeric id or by slug; null when there is none. */
export async function findProduct(
  db: Kysely<Database>,
  accountId: number,
  idOrSlug: string,
): Promise<Product | null> {
  let query = db
    .selectFrom('products')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('active', '=', true);
  query = /^\d{1,9}$/.test(idOrSlug)
    ? query.where('product_id', '=', Number(idOrSlug))
    : query.where('slug', '=', idOrSlug);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const [product] = await withOptions(db, [row]);
  return product ?? null;
}

async function withOptions(
  db: Kysely<Database>,
  rows: Selectable<ProductsTable>[],
): Promise<Product[]> {
  if (rows.length === 0) return [];
  const options = await db
    .selectFrom('payment_options')
    .selectAll()
    .where(
      'product_id',
      'in',
      rows.map((row) => row.product_id),
    )
    .orderBy('position')
    .orderBy('payment_option_id')
    .execute();
  const byProduct = new Map<number, PaymentOption[]>();
  for (const option of options) {
    const list = byProduct.get(option.product_id) ?? [];
    list.push({
      payment_option_id: option.payment_option_id,
      type: option.type,
      number_of_payments: option.number_of_payments,
      occurrence: option.occurrence,
      frequency: option.frequency,
      initial_payment: option.initial_payment,
    });
    byProduct.set(option.product_id, list);
  }
  return rows.map((row) => toProduct(row, byProduct.get(row.product_id) ?? []));
}

function toProduct(row: Selectable<ProductsTable>, options: PaymentOption[]): Product {
  const metadata =
    typeof row.metadata === 'string'
      ? (JSON.parse(row.metadata) as Record<string, unknown>)
      : (row.metadata as Record<string, unknown>);
  return {
    product_id: row.product_id,
    type: row.type,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: row.price,
    program_id: row.program_id,
    shop_item_type_id: row.shop_item_type_id,
    metadata: {
      ...metadata,
      available_count: row.available_count,
      sold_out: row.available_count !== null && row.available_count <= 0,
      payment_options: options,
    },
  };
}
