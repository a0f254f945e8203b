import type {
  CartDiscountCode,
  CartDiscountLine,
  CartItem,
  PaymentOption,
  PlanDiscount,
  Product,
  ShoppingCart,
} from '@touchline/contracts';
import { sql, type CompiledQuery, type Kysely, type Selectable } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import {
  bundlePrice,
  toScheduleOption,
  priceCart,
  type LineDiscount,
  type PricedCart,
  type PricedLine,
  type PricingLine,
  type ScheduleOption,
} from '../../pricing/pricing';
import type { ProductReader, ProductRow } from '../../catalogue/product-repository';
import type { Database } from '../../db/schema';
import type { Auth } from '../../identity/authenticate';
import type { DiscountCodesTable, ShopItemDiscountsTable } from '../../db/schema-catalogue';
import type { ShoppingCartItemsTable, ShoppingCartsTable } from '../../db/schema-commerce';
import type { CommerceClub } from '../commerce-context';
import type { StoredItemMetadata } from './cart-item-rules';
import { findHouseholdMemberships } from './household-membership-repository';

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

export const scheduleOption = (option: PaymentOption | undefined): ScheduleOption | null =>
  option ? toScheduleOption(option) : null;

/** The price of one unit of an item, from the catalogue (bundles by their chosen plans). */
export function unitPrice(product: Product, metadata: StoredItemMetadata): number {
  if (product.type === 'Bundle') {
    const counts = new Map<number, number>();
    for (const item of metadata.bundle_items ?? []) {
      counts.set(item.product_id, (counts.get(item.product_id) ?? 0) + 1);
    }
    return bundlePrice(
      (product.metadata.products ?? []).map((item) => ({
        priceInBundle: item.metadata.bundle_item_condition.price_in_bundle,
        count: counts.get(item.product_id) ?? 0,
      })),
      {
        isDynamicPricing: product.metadata.is_dynamic_pricing === true,
        priceCap: product.metadata.price_cap ?? null,
        flatPrice: product.metadata.flat_price ?? product.price,
      },
    );
  }
  if ((product.type === 'Lotto' || product.type === 'Draw') && metadata.configurable_price_title) {
    const option = product.metadata.configurable_price?.find(
      (price) => price.title === metadata.configurable_price_title,
    );
    if (option) return option.price;
  }
  return product.price;
}

export interface LoadedItem {
  readonly row: CartItemRow;
  readonly product: Product;
  readonly priced: PricedLine;
}

export interface LoadedCart {
  readonly cart: CartRow;
  readonly club: CommerceClub;
  readonly items: readonly LoadedItem[];
  readonly priced: PricedCart;
  readonly code: DiscountCodeRow | null;
}

/** Orders (not cancelled) of a buyer that used a code. */
async function codeUses(
  db: Kysely<Database>,
  codeId: number,
  buyer: { userId: number | null; memberId: number | null },
): Promise<number> {
  if (buyer.userId === null && buyer.memberId === null) return 0;
  let query = db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('uses'))
    .where('discount_code_id', '=', codeId)
    .where('status', '<>', 'Cancelled');
  query =
    buyer.userId !== null
      ? query.where('user_id', '=', buyer.userId)
      : query.where('member_id', '=', buyer.memberId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.uses);
}

/** What prices a cart besides its items: the club's active discounts and the applied code. */
export interface PricingRules {
  readonly planDiscounts: readonly PlanDiscount[];
  readonly shopItemDiscounts: readonly Selectable<ShopItemDiscountsTable>[];
  readonly code: DiscountCodeRow | undefined;
}

/** The club's active plan and shop item discounts, in their order, and the cart's code if any. */
async function pricingRules(
  db: Kysely<Database>,
  accountId: number,
  discountCodeId: number | null,
): Promise<PricingRules> {
  const [planDiscounts, shopItemDiscounts, code] = await Promise.all([
    db
      .selectFrom('plan_discounts')
      .select(['discount_id', 'name', 'type', 'plans', 'offerings'])
      .where('account_id', '=', accountId)
      .where('active', '=', true)
      .orderBy('discount_id')
      .execute(),
    db
      .selectFrom('shop_item_discounts')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('active', '=', true)
      .orderBy('shop_item_discount_id')
      .execute(),
    discountCodeId === null
      ? Promise.resolve(undefined)
      : db
          .selectFrom('discount_codes')
          .selectAll()
          .where('discount_code_id', '=', discountCodeId)
          .executeTakeFirst(),
  ]);
  return { planDiscounts: planDiscounts as PlanDiscount[], shopItemDiscounts, code };
}

/** A discount code's row as read inside a JSON document (its dates come as text). */
function codeFromJson(code: DiscountCodeRow | null): DiscountCodeRow | undefined {
  if (!code) return undefined;
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return { ...code, valid_from: date(code.valid_from), valid_to: date(code.valid_to) };
}

/** What a change to a cart starts from (`lockCartForChange`). */
export interface LockedCart {
  /** The cart's row after the mark (its new revision), locked until the transaction ends. */
  readonly cart: CartRow;
  /** The cart's items after the change's removal, if any, in item order. */
  readonly items: CartItemRow[];
  /** Whether the item to remove was removed (false without one). */
  readonly removed: boolean;
  /** The club's active products among the items and the ids asked for, by id. */
  readonly products: Map<number, Product>;
  /** The club's active discounts and the cart's code. */
  readonly rules: PricingRules;
}

export interface CartChange {
  /** Products (besides the cart's own items') the change needs, such as those being added. */
  readonly productIds?: readonly number[];
  /** An item to delete. */
  readonly removeItemId?: number;
  /**
   * Who is changing the cart: the item is deleted only from an open cart nobody owns or that
   * this signed-in user owns (the caller checks the same on the answered row, and refuses).
   */
  readonly userId?: number | null;
  /**
   * The removal runs on its own, outside a transaction: the statement changes the cart only
   * when it is open, `userId` may use it and it holds the item (as the statement's start sees
   * it), and is undefined, changing nothing, otherwise.
   */
  readonly alone?: boolean;
}

/** What a change statement is built from (see `changeStatement`). */
export interface ChangeValues {
  readonly cartId: string;
  readonly accountId: number;
  /** The time of the change (the cart's `updated_at`). */
  readonly now: Date;
  readonly removeItemId: number | undefined;
  readonly userId: number | null;
  readonly asked: readonly number[];
  readonly alone: boolean;
}

/** The statement that starts a change (`lockCartForChange`), built by Kysely. */
export function changeStatement(
  db: Kysely<Database>,
  products: ProductReader,
  values: ChangeValues,
) {
  const { cartId, accountId, removeItemId, userId, asked } = values;
  return db
    .with('c', (qb) => {
      let update = qb
        .updateTable('shopping_carts')
        .set({ revision: sql<number>`revision + 1`, updated_at: values.now })
        .where('shopping_cart_id', '=', cartId)
        .where('account_id', '=', accountId);
      if (removeItemId !== undefined && values.alone) {
        // Only an open cart the caller may use that holds the item: a refused removal leaves the
        // cart (and its revision) as it was, without a transaction to undo the mark.
        update = update
          .where('status', '=', 'open')
          .where((eb) =>
            userId === null
              ? eb('user_id', 'is', null)
              : eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]),
          )
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('shopping_cart_items as r')
                .select('r.shopping_cart_item_id')
                .where('r.shopping_cart_id', '=', cartId)
                .where('r.shopping_cart_item_id', '=', removeItemId),
            ),
          );
      }
      return update.returningAll();
    })
    .with('d', (qb) =>
      qb
        .deleteFrom('shopping_cart_items')
        // Without an item to remove, a condition the planner knows to be false.
        .where(sql<boolean>`${sql.lit(removeItemId !== undefined)}`)
        .where('shopping_cart_item_id', '=', removeItemId ?? 0)
        .where('shopping_cart_id', 'in', (eb) =>
          eb
            .selectFrom('c')
            .select('c.shopping_cart_id')
            .where('c.status', '=', 'open')
            .where((inner) =>
              userId === null
                ? inner('c.user_id', 'is', null)
                : inner.or([inner('c.user_id', 'is', null), inner('c.user_id', '=', userId)]),
            ),
        )
        .returning('shopping_cart_item_id'),
    )
    .selectFrom('c')
    .selectAll('c')
    .select((eb) => [
      eb
        .selectFrom('shopping_carts as seen')
        .select('seen.revision')
        .where('seen.shopping_cart_id', '=', cartId)
        .as('seen_revision'),
      eb
        .selectFrom('d')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('removed'),
      jsonArrayFrom(
        eb
          .selectFrom('shopping_cart_items as i')
          .selectAll('i')
          .where('i.shopping_cart_id', '=', cartId)
          .orderBy('i.shopping_cart_item_id'),
      ).as('items'),
      jsonArrayFrom(
        products
          .activeRows(accountId)
          // One index look-up per product: the items' products and those asked for.
          .where(
            sql<boolean>`p.product_id = any(array(
              select pi.product_id from shopping_cart_items as pi
              where pi.shopping_cart_id = ${cartId}
              ${asked.length > 0 ? sql`union all select unnest(array[${sql.join(asked)}]::integer[])` : sql``}
            ))`,
          ),
      ).as('products'),
      jsonArrayFrom(
        eb
          .selectFrom('plan_discounts')
          .select(['discount_id', 'name', 'type', 'plans', 'offerings'])
          .where('account_id', '=', accountId)
          .where('active', '=', true)
          .orderBy('discount_id'),
      ).as('plan_discounts'),
      jsonArrayFrom(
        eb
          .selectFrom('shop_item_discounts')
          .selectAll()
          .where('account_id', '=', accountId)
          .where('active', '=', true)
          .orderBy('shop_item_discount_id'),
      ).as('shop_item_discounts'),
      jsonObjectFrom(
        eb
          .selectFrom('discount_codes as code')
          .selectAll('code')
          .whereRef('code.discount_code_id', '=', 'c.discount_code_id'),
      ).as('code'),
    ]);
}

type ChangeRow = Awaited<ReturnType<ReturnType<typeof changeStatement>['executeTakeFirstOrThrow']>>;

/** A parameter of a change statement, filled in with each change's own value. */
class Slot {
  constructor(readonly fill: (values: ChangeValues) => unknown) {}
}

/**
 * The change statements compiled so far, one per shape (how many products are asked for,
 * whether an item is removed and how, whether the caller is signed in): a change fills in its
 * values rather than having Kysely build and compile the whole statement anew (docs/performance.md,
 * "Cart writes": building it was 7-11% of the API's time under the cart's load).
 */
const compiledChanges = new Map<string, CompiledQuery<ChangeRow>>();
/** Far more than the shapes the API's cart calls make. */
const MAX_COMPILED_CHANGES = 200;

/** `changeStatement` compiled for these values. */
export function compiledChange(
  db: Kysely<Database>,
  products: ProductReader,
  values: ChangeValues,
): CompiledQuery<ChangeRow> {
  const shape = [
    values.asked.length,
    values.removeItemId !== undefined,
    values.alone,
    values.userId !== null,
  ].join();
  let template = compiledChanges.get(shape);
  if (!template) {
    // Built with slots in place of the values that vary: Kysely passes them through as
    // parameters, and everything else in the text depends on the shape alone.
    const slot = (fill: (values: ChangeValues) => unknown) => new Slot(fill) as never;
    template = changeStatement(db, products, {
      cartId: slot((v) => v.cartId),
      accountId: slot((v) => v.accountId),
      now: slot((v) => v.now),
      removeItemId: values.removeItemId === undefined ? undefined : slot((v) => v.removeItemId),
      userId: values.userId === null ? null : slot((v) => v.userId),
      asked: values.asked.map((_, index) => slot((v) => v.asked[index])),
      alone: values.alone,
    }).compile();
    if (compiledChanges.size >= MAX_COMPILED_CHANGES) compiledChanges.clear();
    compiledChanges.set(shape, template);
  }
  return {
    ...template,
    parameters: template.parameters.map((parameter) =>
      parameter instanceof Slot ? parameter.fill(values) : parameter,
    ),
  };
}

/**
 * Starts a change to a cart of the club in one statement: locks the cart and marks it changed
 * (a new revision, as `touchCart`), deletes the item to remove, and reads what the change and its answer
 * need: the cart's items, their products and those asked for, the club's active discounts and
 * the cart's code. Undefined when the club has no such cart. The caller checks it may use the
 * cart and refuses (rolling the whole change back with the transaction) when it may not.
 *
 * A removal with `alone` is complete in this one statement and needs no transaction: it changes
 * only an open cart that `userId` may use (as `canUseCart`) and that holds the item, and is
 * undefined, changing nothing, otherwise.
 *
 * The reads see the database as it was when the statement started. When another change of the
 * cart committed while this one waited for the lock (the revision moved by more than this
 * change's own mark), the items are read again, and the removal retried (in the caller's
 * transaction, if any; a removal run on its own reads them after its statement).
 */
export async function lockCartForChange(
  db: Kysely<Database>,
  products: ProductReader,
  accountId: number,
  cartId: string,
  change: CartChange = {},
): Promise<LockedCart | undefined> {
  const asked = [...new Set(change.productIds ?? [])];
  const removeItemId = change.removeItemId;
  const userId = change.userId ?? null;
  const values: ChangeValues = {
    cartId,
    accountId,
    now: new Date(),
    removeItemId,
    userId,
    asked,
    alone: change.alone === true,
  };
  const { rows } = await db.executeQuery(compiledChange(db, products, values));
  const row = rows[0];
  if (!row) return undefined;
  const {
    seen_revision: seenRevision,
    removed: removedCount,
    items: itemJson,
    products: productJson,
    plan_discounts: planDiscounts,
    shop_item_discounts: shopItemDiscounts,
    code,
    ...cart
  } = row;
  let removed = Number(removedCount) > 0;
  let items = itemJson
    .map((item) => toCartItemRow({ ...item, created_at: new Date(item.created_at) }))
    .filter((item) => !(removed && item.shopping_cart_item_id === removeItemId));
  let catalogue = await products.fromRows(productJson as ProductRow[]);
  if (seenRevision !== cart.revision - 1) {
    // Another change committed between this statement's start and its lock: read again.
    const mayRemove = cart.status === 'open' && (cart.user_id === null || cart.user_id === userId);
    // A removal on its own that found nothing to remove is the caller's to retry, in a transaction.
    if (removeItemId !== undefined && !removed && mayRemove && !change.alone) {
      removed = await deleteCartItem(db, cartId, removeItemId);
    }
    items = await cartItems(db, cartId);
    const known = new Set(catalogue.map((product) => product.product_id));
    const missing = items.map((item) => item.product_id).filter((id) => !known.has(id));
    if (missing.length > 0) {
      catalogue = [...catalogue, ...(await products.byIds(accountId, [...new Set(missing)]))];
    }
  }
  return {
    cart,
    items,
    removed,
    products: new Map(catalogue.map((product) => [product.product_id, product])),
    rules: {
      planDiscounts: planDiscounts as PlanDiscount[],
      shopItemDiscounts,
      code: codeFromJson(code as DiscountCodeRow | null),
    },
  };
}

export interface LoadCartOptions {
  readonly now?: Date;
  readonly buyer?: { userId: number | null; memberId: number | null };
}

/**
 * Reads a cart with its products and prices it from the catalogue, the club's discounts and
 * the applied code. Items whose product is no longer sold are left out.
 */
export async function loadCart(
  db: Kysely<Database>,
  products: ProductReader,
  club: CommerceClub,
  cart: CartRow,
  options: LoadCartOptions = {},
): Promise<LoadedCart> {
  const rows = await cartItems(db, cart.shopping_cart_id);
  return loadCartItems(db, products, club, cart, rows, options);
}

/**
 * `loadCart` for a cart whose item rows (in item order) were read with its row, in the
 * transaction that just changed it: the cart as that transaction left it. `catalogue`, when
 * that transaction read the items' products too, saves reading them again.
 */
export async function loadCartItems(
  db: Kysely<Database>,
  products: ProductReader,
  club: CommerceClub,
  cart: CartRow,
  rows: readonly CartItemRow[],
  options: LoadCartOptions & {
    catalogue?: readonly Product[];
    /** The rules, when the same transaction read them (`lockCartForChange`). */
    rules?: PricingRules;
  } = {},
): Promise<LoadedCart> {
  const [catalogue, rules] = await Promise.all([
    options.catalogue ??
      products.byIds(club.accountId, [...new Set(rows.map((row) => row.product_id))]),
    options.rules ?? pricingRules(db, club.accountId, cart.discount_code_id),
  ]);
  return priceRows(db, club, cart, rows, catalogue, rules, options);
}

async function priceRows(
  db: Kysely<Database>,
  club: CommerceClub,
  cart: CartRow,
  rows: readonly CartItemRow[],
  catalogue: readonly Product[],
  rules: PricingRules,
  options: LoadCartOptions,
): Promise<LoadedCart> {
  const now = options.now ?? new Date();
  const { code } = rules;
  const byId = new Map(catalogue.map((product) => [product.product_id, product]));
  const present = rows.flatMap((row) => {
    const product = byId.get(row.product_id);
    return product ? [{ row, product }] : [];
  });
  const lines: PricingLine[] = present.map(({ row, product }) => ({
    itemId: row.shopping_cart_item_id,
    productId: product.product_id,
    type: product.type,
    shopItemTypeId: product.shop_item_type_id,
    unitPrice: unitPrice(product, row.metadata),
    quantity: row.quantity,
    option: scheduleOption(
      product.metadata.payment_options.find(
        (option) => option.payment_option_id === row.payment_option_id,
      ) ?? product.metadata.payment_options[0],
    ),
    period: {
      validFrom: product.metadata.valid_dates?.valid_from ?? null,
      validTo: product.metadata.valid_dates?.valid_to ?? null,
    },
    isJuvenile: product.metadata.is_juvenile === true,
  }));
  const buyer = options.buyer ?? { userId: cart.user_id, memberId: null };
  // The household's earlier memberships of the plans of the discounts that count this cart's.
  const cartPlans = new Set(
    lines.filter((line) => line.type === 'Plan').map((line) => line.productId),
  );
  const countedPlans = rules.planDiscounts
    .filter((discount) => discount.plans.some((plan) => cartPlans.has(plan)))
    .flatMap((discount) => discount.plans);
  const household =
    buyer.userId !== null && countedPlans.length > 0
      ? await findHouseholdMemberships(db, {
          accountId: club.accountId,
          userId: buyer.userId,
          productIds: countedPlans,
          cartId: cart.shopping_cart_id,
          now,
        })
      : [];
  const priced = priceCart(lines, {
    planDiscounts: rules.planDiscounts,
    shopItemDiscounts: rules.shopItemDiscounts.map((rule) => ({
      id: rule.shop_item_discount_id,
      name: rule.name,
      type: rule.type,
      amount: rule.amount,
      shopItemTypeId: rule.shop_item_type_id,
      minQuantity: rule.min_quantity,
    })),
    code: code
      ? {
          code: code.code,
          name: code.name,
          memberUses: await codeUses(db, code.discount_code_id, buyer),
          rule: {
            type: code.type,
            amount: code.amount,
            productTypes: code.product_types,
            minSubtotal: code.min_subtotal,
            validFrom: code.valid_from,
            validTo: code.valid_to,
            maxUses: code.max_uses,
            maxUsesPerMember: code.max_uses_per_member,
            uses: code.uses,
            active: code.active,
          },
        }
      : null,
    now,
    household,
  });
  const pricedById = new Map(priced.lines.map((line) => [line.itemId, line]));
  return {
    cart,
    club,
    items: present.map(({ row, product }) => ({
      row,
      product,
      priced: pricedById.get(row.shopping_cart_item_id)!,
    })),
    priced,
    code: code ?? null,
  };
}

function itemDiscount(discount: LineDiscount) {
  return {
    name: discount.name,
    amount: discount.amount,
    iteration: Math.floor(discount.amount / Math.max(1, discount.perPayment.length)),
    // Why (the household's earlier memberships counted), only when there is a reason.
    ...(discount.reason ? { reason: discount.reason } : {}),
  };
}

/** One cart item as the site shows it. */
export function toCartItem(item: LoadedItem): CartItem {
  const { row, product, priced } = item;
  const metadata = row.metadata;
  const prices = product.metadata.configurable_price ?? [];
  const price = prices.find((option) => option.title === metadata.configurable_price_title);
  const first = priced.payments[0];
  const member = metadata.club_member ?? null;
  const offered = new Map(
    (product.metadata.products ?? []).map((entry) => [entry.product_id, entry]),
  );
  return {
    shopping_cart_item: row.shopping_cart_item_id,
    product_id: product.product_id,
    product: {
      name: product.name,
      type: product.type,
      slug: product.slug,
      metadata: product.metadata as Record<string, unknown>,
    },
    quantity: row.quantity,
    price: priced.price,
    discount: priced.discount,
    total: priced.total,
    payment_options: product.metadata.payment_options,
    payment_option_id: row.payment_option_id,
    payment_type: priced.paymentType,
    instalments: priced.payments.map((payment) => ({
      sequence: payment.sequence,
      price: payment.price,
      discount: payment.discount,
      total: payment.total,
      due_on: payment.dueOn,
    })),
    recurs_until_cancelled: priced.recursUntilCancelled,
    pay_today: {
      subtotal: first?.price ?? 0,
      discount: first?.discount ?? 0,
      total: first?.total ?? 0,
    },
    metadata: {
      name: product.name,
      title: price?.title ?? null,
      club_member: member
        ? {
            member_id: member.member_id,
            first_name: member.first_name,
            last_name: member.last_name,
          }
        : null,
      discounts: Object.fromEntries(
        priced.discounts
          .filter((discount) => discount.kind === 'code')
          .map((discount) => [discount.key ?? discount.name, itemDiscount(discount)]),
      ),
      multiproduct: priced.discounts
        .filter((discount) => discount.kind === 'multiproduct')
        .map(itemDiscount),
      shop_item_discount: priced.discounts
        .filter((discount) => discount.kind === 'shop_item_discount')
        .map(itemDiscount),
      configurable_price: price
        ? {
            title: price.title,
            price: price.price,
            lines: price.lines,
            entries: price.lines * price.draws,
            draws: price.draws,
          }
        : null,
      pick: metadata.pick ?? null,
      auto_renewal: metadata.auto_renewal === true,
      bundle_items: (metadata.bundle_items ?? []).map((entry) => {
        const known = offered.get(entry.product_id);
        return {
          product_id: entry.product_id,
          product: { name: known?.product.name ?? '' },
          price_in_bundle: known?.metadata.bundle_item_condition.price_in_bundle ?? 0,
          metadata: {
            is_juvenile: known?.metadata.is_juvenile ?? false,
            club_member: entry.club_member
              ? {
                  member_id: entry.club_member.member_id,
                  first_name: entry.club_member.first_name,
                  last_name: entry.club_member.last_name,
                }
              : null,
          },
        };
      }),
      size: metadata.size ?? null,
      venue: product.metadata.venue ?? null,
    },
  };
}

export function discountLines(
  priced: PricedCart,
  code: DiscountCodeRow | null,
): {
  discount_codes: CartDiscountCode[];
  multiproduct_discounts: CartDiscountLine[];
  shop_item_discounts: CartDiscountLine[];
} {
  const lines = (kind: string) =>
    priced.discounts
      .filter((discount) => discount.kind === kind)
      .map((discount) => ({
        name: discount.name,
        amount: discount.today,
        total_amount: discount.overall,
        ...(discount.reason ? { reason: discount.reason } : {}),
      }));
  return {
    discount_codes: code
      ? priced.discounts
          .filter((discount) => discount.kind === 'code')
          .map((discount) => ({
            code: code.code,
            type: code.type,
            value: code.amount,
            name: discount.name,
            amount: discount.today,
            total_amount: discount.overall,
          }))
      : [],
    multiproduct_discounts: lines('multiproduct'),
    shop_item_discounts: lines('shop_item_discount'),
  };
}

/** The cart as answered. */
export function toShoppingCart(loaded: LoadedCart): ShoppingCart {
  const items = loaded.items.map(toCartItem);
  return {
    shopping_cart_id: loaded.cart.shopping_cart_id,
    account_id: loaded.cart.account_id,
    currency: loaded.club.currency,
    items,
    pay_today: loaded.priced.payToday,
    totals: loaded.priced.totals,
    ...discountLines(loaded.priced, loaded.code),
    has_membership_items: items.some(
      (item) => item.product.type === 'Plan' || item.product.type === 'Bundle',
    ),
    requires_saved_card: requiresSavedCard(loaded),
    associated: loaded.cart.user_id !== null,
    updated_at: new Date(loaded.cart.updated_at).toISOString(),
  };
}

/** Save card is forced with auto-renewing tickets, instalments or a subscription. */
export function requiresSavedCard(loaded: LoadedCart): boolean {
  return loaded.items.some(
    (item) =>
      item.row.metadata.auto_renewal === true ||
      item.priced.paymentType !== 'full' ||
      item.priced.payments.length > 1,
  );
}
