// A cart's rows: reading and writing the cart, its items and its discount code, and closing it
// once ordered. The statement a change starts with is in cart-change-repository.ts; pricing in
// cart-pricing-repository.ts.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { Auth } from '../../identity/authenticate';
import type { DiscountCodesTable } from '../../db/schema-catalogue';
import type { ShoppingCartItemsTable, ShoppingCartsTable } from '../../db/schema-commerce';
import type { StoredItemMetadata } from './cart-item-rules';

export type CartRow = Selectable<ShoppingCartsTable>;
export type CartItemRow = Omit<Selectable<ShoppingCartItemsTable>, 'metadata'> & {
  metadata: StoredItemMetadata;
};
export type DiscountCodeRow = Selectable<DiscountCodesTable>;

/** Whether the caller may use the cart: a cart of a signed-in account is theirs alone. */
export function canUseCart(cart: CartRow, auth: Auth | null): boolean {
  if (cart.user_id === null) return true;
  return auth?.kind === 'user' && auth.userId === cart.user_id;
}

/** A cart of the club, optionally locked for the rest of the transaction. */
export async function findCart(
  db: Kysely<Database>,
  accountId: number,
  cartId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CartRow | undefined> {
  let query = db
    .selectFrom('shopping_carts')
    .selectAll()
    .where('shopping_cart_id', '=', cartId)
    .where('account_id', '=', accountId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function cartItems(db: Kysely<Database>, cartId: string): Promise<CartItemRow[]> {
  const rows = await db
    .selectFrom('shopping_cart_items')
    .selectAll()
    .where('shopping_cart_id', '=', cartId)
    .orderBy('shopping_cart_item_id')
    .execute();
  return rows.map(toCartItemRow);
}

export function toCartItemRow(row: Selectable<ShoppingCartItemsTable>): CartItemRow {
  return { ...row, metadata: row.metadata as StoredItemMetadata };
}

/** A new open cart of the club, the signed-in user's when `userId` is given. */
export async function insertCart(
  db: Kysely<Database>,
  accountId: number,
  userId: number | null,
): Promise<CartRow> {
  return db
    .insertInto('shopping_carts')
    .values({ account_id: accountId, user_id: userId, discount_code_id: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface CartItemValues {
  readonly productId: number;
  readonly paymentOptionId: number | null;
  readonly quantity: number;
  readonly metadata: StoredItemMetadata;
}

/** Adds items to a cart; the new rows, in item order. */
export async function insertCartItems(
  db: Kysely<Database>,
  cartId: string,
  items: readonly CartItemValues[],
): Promise<CartItemRow[]> {
  if (items.length === 0) return [];
  const rows = await db
    .insertInto('shopping_cart_items')
    .values(
      items.map((item) => ({
        shopping_cart_id: cartId,
        product_id: item.productId,
        payment_option_id: item.paymentOptionId,
        quantity: item.quantity,
        metadata: JSON.stringify(item.metadata),
      })),
    )
    .returningAll()
    .execute();
  return rows.map(toCartItemRow);
}

/** Gives a cart nobody owns to a signed-in user. */
export async function setCartOwner(
  db: Kysely<Database>,
  cartId: string,
  userId: number,
): Promise<void> {
  await db
    .updateTable('shopping_carts')
    .set({ user_id: userId, updated_at: new Date() })
    .where('shopping_cart_id', '=', cartId)
    .execute();
}

/** Removes an item of a cart; false when the cart holds no such item. */
export async function deleteCartItem(
  db: Kysely<Database>,
  cartId: string,
  itemId: number,
): Promise<boolean> {
  const removed = await db
    .deleteFrom('shopping_cart_items')
    .where('shopping_cart_id', '=', cartId)
    .where('shopping_cart_item_id', '=', itemId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

/** The product of an item of a cart, or undefined when the cart holds no such item. */
export async function findCartItemProductId(
  db: Kysely<Database>,
  cartId: string,
  itemId: number,
): Promise<number | undefined> {
  const item = await db
    .selectFrom('shopping_cart_items')
    .select('product_id')
    .where('shopping_cart_id', '=', cartId)
    .where('shopping_cart_item_id', '=', itemId)
    .executeTakeFirst();
  return item?.product_id;
}

/** Whether the product offers this payment option. */
export async function productHasPaymentOption(
  db: Kysely<Database>,
  productId: number,
  paymentOptionId: number,
): Promise<boolean> {
  const option = await db
    .selectFrom('payment_options')
    .select('payment_option_id')
    .where('product_id', '=', productId)
    .where('payment_option_id', '=', paymentOptionId)
    .executeTakeFirst();
  return option !== undefined;
}

export async function setCartItemPaymentOption(
  db: Kysely<Database>,
  itemId: number,
  paymentOptionId: number,
): Promise<void> {
  await db
    .updateTable('shopping_cart_items')
    .set({ payment_option_id: paymentOptionId })
    .where('shopping_cart_item_id', '=', itemId)
    .execute();
}

/** The id of the club's discount code spelt exactly so (already upper-cased), if any. */
export async function findDiscountCodeId(
  db: Kysely<Database>,
  accountId: number,
  code: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('discount_codes')
    .select('discount_code_id')
    .where('account_id', '=', accountId)
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.discount_code_id;
}

/** Applies a discount code to a cart, or removes it (null). */
export async function setCartDiscountCode(
  db: Kysely<Database>,
  cartId: string,
  discountCodeId: number | null,
): Promise<void> {
  await db
    .updateTable('shopping_carts')
    .set({ discount_code_id: discountCodeId })
    .where('shopping_cart_id', '=', cartId)
    .execute();
}

/** Marks a change: a new revision (an order belongs to one revision). */
const aNewRevision = () => ({ revision: sql<number>`revision + 1`, updated_at: new Date() });

export async function touchCart(db: Kysely<Database>, cartId: string): Promise<void> {
  await db
    .updateTable('shopping_carts')
    .set(aNewRevision())
    .where('shopping_cart_id', '=', cartId)
    .execute();
}

/** Locks the cart an order was made from, if it has one. */
export async function lockOrderCart(db: Kysely<Database>, orderId: string): Promise<void> {
  await db
    .selectFrom('shopping_carts')
    .select('shopping_cart_id')
    .where('shopping_cart_id', '=', (eb) =>
      eb.selectFrom('orders').select('shopping_cart_id').where('order_id', '=', orderId),
    )
    .forUpdate()
    .execute();
}

/**
 * A paid order takes the cart lines it was made from (`itemIds`) out of its cart. Lines added
 * after the order was started stay in the cart, still open under a new revision, for the next
 * checkout; a cart left with nothing is closed. Without ids (orders older than the column), the
 * whole cart is closed, as it always was.
 */
export async function closeOrderedLines(
  db: Kysely<Database>,
  cartId: string,
  itemIds: readonly number[],
): Promise<void> {
  // The caller holds the cart's lock (`lockOrderCart`): a line added meanwhile waits for it.
  if (itemIds.length > 0) {
    await db
      .deleteFrom('shopping_cart_items')
      .where('shopping_cart_id', '=', cartId)
      .where('shopping_cart_item_id', 'in', itemIds)
      .execute();
    const left = await db
      .selectFrom('shopping_cart_items')
      .select('shopping_cart_item_id')
      .where('shopping_cart_id', '=', cartId)
      .limit(1)
      .executeTakeFirst();
    if (left) {
      await touchCart(db, cartId);
      return;
    }
  }
  await db
    .updateTable('shopping_carts')
    .set({ status: 'ordered', updated_at: new Date() })
    .where('shopping_cart_id', '=', cartId)
    .execute();
}
