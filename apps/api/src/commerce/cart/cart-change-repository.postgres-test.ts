import { sql, type Kysely } from 'kysely';
import { createProductReader } from '../../catalogue/product-repository';
import type { Database } from '../../db/schema';
import type { DatabaseHandle } from '../../db/open-database';
import { createTestDatabase, demoAccountId } from '../../testing/test-database';
import { lockCartForChange } from './cart-change-repository';
import { insertCart, insertCartItems, touchCart } from './cart-repository';

// A change to a cart that waited for another change's lock reads what that change committed:
// the statement that locks the cart reads as of its start, so the repository reads again when
// the revision shows another change came in between. Needs several sessions: PostgreSQL only
// (run by tools/test/with-postgres.mjs, which sets TEST_DATABASE_URL).

let database: DatabaseHandle;
let accountId: number;
let productIds: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  accountId = await demoAccountId(database.db);
  const products = await database.db
    .selectFrom('products')
    .select('product_id')
    .where('account_id', '=', accountId)
    .where('active', '=', true)
    .where('type', '=', 'ShopItem')
    .orderBy('product_id')
    .limit(2)
    .execute();
  productIds = products.map((product) => product.product_id);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const item = (productId: number) => ({
  productId,
  paymentOptionId: null,
  quantity: 1,
  metadata: {},
});

async function newCart(): Promise<{ cartId: string; itemId: number }> {
  const cart = await insertCart(database.db, accountId, null);
  const [row] = await insertCartItems(database.db, cart.shopping_cart_id, [item(productIds[0]!)]);
  return { cartId: cart.shopping_cart_id, itemId: row!.shopping_cart_item_id };
}

/** Resolves once some session waits for a lock inside the statement that starts a change. */
async function someoneWaitsForTheCart(): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where wait_event_type = 'Lock' and query like 'with "c" as (update "shopping_carts"%'
    `.execute(database.db);
    if (rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Runs `change` while another transaction holds the cart's lock and has added an item (whose
 * id `change` is given), committing that transaction only once `change` waits for the lock.
 */
async function behindAnotherChange<T>(
  cartId: string,
  change: (trx: Kysely<Database>, addedItemId: number) => Promise<T>,
): Promise<{ result: T; addedItemId: number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let added!: (id: number) => void;
  const addedItem = new Promise<number>((resolve) => (added = resolve));
  const holder = database.db.transaction().execute(async (trx) => {
    await touchCart(trx, cartId);
    const [row] = await insertCartItems(trx, cartId, [item(productIds[1]!)]);
    added(row!.shopping_cart_item_id);
    await released;
  });
  const addedItemId = await addedItem;
  const pending = database.db.transaction().execute((trx) => change(trx, addedItemId));
  await someoneWaitsForTheCart();
  release();
  await holder;
  return { result: await pending, addedItemId };
}

describe('starting a change to a cart another change holds', () => {
  it('reads the items and products that change committed while this one waited', async () => {
    const { cartId, itemId } = await newCart();
    const { result, addedItemId } = await behindAnotherChange(cartId, (trx) =>
      lockCartForChange(trx, createProductReader(trx, 'http://127.0.0.1'), accountId, cartId),
    );
    expect(result!.cart.revision).toBe(3);
    expect(result!.items.map((row) => row.shopping_cart_item_id)).toEqual([itemId, addedItemId]);
    expect([...result!.products.keys()].sort()).toEqual([...productIds].sort());
  });

  it('removes an item that change added while this one waited', async () => {
    const { cartId, itemId } = await newCart();
    const { result } = await behindAnotherChange(cartId, (trx, addedItemId) =>
      lockCartForChange(trx, createProductReader(trx, 'http://127.0.0.1'), accountId, cartId, {
        removeItemId: addedItemId,
      }),
    );
    expect(result!.removed).toBe(true);
    expect(result!.items.map((row) => row.shopping_cart_item_id)).toEqual([itemId]);
    const left = await database.db
      .selectFrom('shopping_cart_items')
      .select('shopping_cart_item_id')
      .where('shopping_cart_id', '=', cartId)
      .execute();
    expect(left.map((row) => row.shopping_cart_item_id)).toEqual([itemId]);
  });

  it('removes an item on its own once that change committed, answering the items after both', async () => {
    const { cartId, itemId } = await newCart();
    const { result, addedItemId } = await behindAnotherChange(cartId, () =>
      lockCartForChange(
        database.db,
        createProductReader(database.db, 'http://127.0.0.1'),
        accountId,
        cartId,
        { removeItemId: itemId, alone: true },
      ),
    );
    expect(result!.removed).toBe(true);
    expect(result!.cart.revision).toBe(3);
    expect(result!.items.map((row) => row.shopping_cart_item_id)).toEqual([addedItemId]);
  });

  it('changes nothing on its own when the item is not in the cart', async () => {
    const { cartId } = await newCart();
    const alone = await lockCartForChange(
      database.db,
      createProductReader(database.db, 'http://127.0.0.1'),
      accountId,
      cartId,
      { removeItemId: 2_000_000_000, alone: true },
    );
    expect(alone).toBeUndefined();
    const cart = await database.db
      .selectFrom('shopping_carts')
      .select('revision')
      .where('shopping_cart_id', '=', cartId)
      .executeTakeFirstOrThrow();
    expect(cart.revision).toBe(1);
  });
});
