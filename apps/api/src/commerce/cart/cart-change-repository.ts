// The one statement a cart's add or remove starts with: it locks the cart, marks the change and
// reads what the change needs (ADR 0018), compiled once per shape.
import type { PlanDiscount, Product } from '@touchline/contracts';
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { ProductReader, ProductRow } from '../../catalogue/product-repository';
import type { Database } from '../../db/schema';
import type { PricingRules } from './cart-pricing-repository';
import {
  cartItems,
  deleteCartItem,
  toCartItemRow,
  type CartItemRow,
  type CartRow,
  type DiscountCodeRow,
} from './cart-repository';

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
