import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../errors/domain-error';
import type { LoadedCart } from '../cart/cart-pricing-repository';
import { countsByProduct } from '../cart/cart-item-rules';
import { OUT_OF_STOCK, OVERSOLD } from '../commerce-messages';

/** The units of each product a cart takes (bundle plans and ticket books included), and names. */
export function stockNeeds(loaded: LoadedCart) {
  const counts = countsByProduct(
    loaded.items.map((item) => ({
      productId: item.product.product_id,
      quantity: item.row.quantity,
      metadata: item.row.metadata,
    })),
  );
  const names = new Map<number, { name: string; type: string }>();
  for (const item of loaded.items) {
    names.set(item.product.product_id, { name: item.product.name, type: item.product.type });
    for (const inner of item.product.metadata.products ?? []) {
      names.set(inner.product_id, { name: inner.product.name, type: 'Plan' });
    }
  }
  return { counts, names };
}

/** Takes the stock an order needs, in product order (no deadlocks); refuses what is not left. */
export async function takeStock(
  trx: Kysely<Database>,
  { counts, names }: ReturnType<typeof stockNeeds>,
): Promise<void> {
  for (const [productId, count] of [...counts].sort((a, b) => a[0] - b[0])) {
    // One conditional update: the row lock makes concurrent orders wait and re-check.
    const taken = await trx
      .updateTable('products')
      .set({ available_count: sql<number>`available_count - ${count}` })
      .where('product_id', '=', productId)
      .where('available_count', '>=', count)
      .returning('product_id')
      .executeTakeFirst();
    if (taken) continue;
    const limited = await trx
      .selectFrom('products')
      .select('available_count')
      .where('product_id', '=', productId)
      .executeTakeFirst();
    if (!limited || limited.available_count === null) continue;
    const product = names.get(productId);
    throw fail('out_of_stock', {
      message:
        product?.type === 'Plan' || product?.type === 'Bundle'
          ? OVERSOLD
          : OUT_OF_STOCK(product?.name ?? 'this product'),
    });
  }
}
