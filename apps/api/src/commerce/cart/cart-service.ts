import type {
  CartItemInput,
  DiscountCodeResult,
  Product,
  ShoppingCart,
} from '@touchline/contracts';
import type { Kysely } from 'kysely';
import { inTransaction } from '../../db/in-transaction';
import type { Database } from '../../db/schema';
import { fail, failOnField } from '../../errors/domain-error';
import type { Auth, UserAuth } from '../../identity/authenticate';
import type { CommerceClub, CommerceContext } from '../commerce-context';
import { CODE_APPLIED, CODE_MESSAGES } from '../commerce-messages';
import {
  checkCartContents,
  checkCartItem,
  type ExistingItem,
  type NewCartItem,
  type StoredMember,
} from './cart-item-rules';
import { planMember, rememberAnswers } from './cart-members';
import { lockCartForChange, type CartChange, type LockedCart } from './cart-change-repository';
import { loadCart, loadCartItems, type PricingRules } from './cart-pricing-repository';
import {
  canUseCart,
  findCart,
  findCartItemProductId,
  findDiscountCodeId,
  insertCart,
  insertCartItems,
  productHasPaymentOption,
  setCartDiscountCode,
  setCartItemPaymentOption,
  setCartOwner,
  touchCart,
  type CartItemRow,
  type CartRow,
} from './cart-repository';
import { toShoppingCart } from './cart-view';
import { planClaims, refuseDoubleMemberships, type PlanClaim } from './double-membership';
import { checkMembershipItem, type CheckedMembership } from './membership-rules';

export const MAX_CART_ITEMS = 50;

const isMembership = (product: Product) => product.type === 'Plan' || product.type === 'Bundle';

/**
 * What a change left: the cart's row and items (and their products and the pricing rules, when
 * the change read them) as it read them.
 */
interface ChangedCart {
  readonly cart: CartRow;
  readonly rows: readonly CartItemRow[];
  readonly products?: Map<number, Product>;
  readonly rules?: PricingRules;
}

/**
 * The shopping cart: its rules (who may use a cart, what may be added, discount codes) over the
 * cart repository. Every change runs in one transaction from the cart's lock on, and answers the
 * cart as the site shows it.
 */
export interface CartService {
  create(
    club: CommerceClub,
    inputs: readonly CartItemInput[],
    auth: Auth | null,
  ): Promise<ShoppingCart>;
  view(club: CommerceClub, cartId: string, auth: Auth | null): Promise<ShoppingCart>;
  addItems(
    club: CommerceClub,
    cartId: string,
    inputs: readonly CartItemInput[],
    auth: Auth | null,
  ): Promise<ShoppingCart>;
  /** A signed-in user takes a cart nobody owns (a cart filled before signing in). */
  claim(club: CommerceClub, cartId: string, auth: UserAuth): Promise<ShoppingCart>;
  removeItem(
    club: CommerceClub,
    cartId: string,
    itemId: number,
    auth: Auth | null,
  ): Promise<ShoppingCart>;
  choosePaymentOption(
    club: CommerceClub,
    cartId: string,
    itemId: number,
    paymentOptionId: number,
    auth: Auth | null,
  ): Promise<ShoppingCart>;
  applyCode(
    club: CommerceClub,
    cartId: string,
    typed: string,
    auth: Auth | null,
  ): Promise<DiscountCodeResult>;
  resetCode(club: CommerceClub, cartId: string, auth: Auth | null): Promise<ShoppingCart>;
}

export function createCartService(context: CommerceContext): CartService {
  const { db } = context;

  /** An open cart the caller may use, or a 404 (the site then starts a new cart). */
  async function usableCart(
    source: Kysely<Database>,
    club: CommerceClub,
    cartId: string,
    auth: Auth | null,
    forUpdate = false,
  ): Promise<CartRow> {
    const cart = await findCart(source, club.accountId, cartId, { forUpdate });
    if (!cart || cart.status !== 'open' || !canUseCart(cart, auth)) {
      throw fail('cart_not_found');
    }
    return cart;
  }

  /**
   * An open cart the caller may use, locked for the rest of the transaction and marked changed
   * (a new revision), with what the change and its answer need, read in the same statement
   * (`lockCartForChange`); or a 404 that rolls the mark (and a removal) back with the transaction.
   */
  async function lockUsableCartFor(
    trx: Kysely<Database>,
    club: CommerceClub,
    cartId: string,
    auth: Auth | null,
    change: CartChange,
  ): Promise<LockedCart> {
    const locked = await lockCartForChange(trx, context.products(trx), club.accountId, cartId, {
      ...change,
      userId: auth?.kind === 'user' ? auth.userId : null,
    });
    if (!locked || locked.cart.status !== 'open' || !canUseCart(locked.cart, auth)) {
      throw fail('cart_not_found');
    }
    return locked;
  }

  /** The cart as it is now. */
  async function current(club: CommerceClub, cartId: string): Promise<ShoppingCart> {
    const cart = await findCart(db, club.accountId, cartId);
    if (!cart) throw fail('cart_not_found');
    return toShoppingCart(await loadCart(db, context.products(db), club, cart));
  }

  /** The cart as a change left it (see `ChangedCart`). */
  async function asChanged(club: CommerceClub, changed: ChangedCart): Promise<ShoppingCart> {
    const loaded = await loadCartItems(db, context.products(db), club, changed.cart, changed.rows, {
      catalogue: changed.products && [...changed.products.values()],
      rules: changed.rules,
    });
    return toShoppingCart(loaded);
  }

  /** The club's products with these ids (the active ones), by id. */
  async function productsById(
    source: Kysely<Database>,
    club: CommerceClub,
    ids: readonly number[],
  ): Promise<Map<number, Product>> {
    const products = await context.products(source).byIds(club.accountId, [...new Set(ids)]);
    return new Map(products.map((product) => [product.product_id, product]));
  }

  /** Checks new items (before they are written): products, who plans are for, the item rules. */
  async function prepareItems(
    source: Kysely<Database>,
    club: CommerceClub,
    inputs: readonly CartItemInput[],
    auth: Auth | null,
    byId: ReadonlyMap<number, Product>,
  ): Promise<NewCartItem[]> {
    const prepared: NewCartItem[] = [];
    for (const [index, input] of inputs.entries()) {
      const field = `body.items.${index}`;
      const product = byId.get(input.product_id);
      if (!product) {
        throw failOnField('product_unavailable', `${field}.product_id`);
      }
      let member: StoredMember | null = null;
      let membership: CheckedMembership | null = null;
      if (isMembership(product)) {
        if (!auth) throw fail('sign_in_for_membership');
        if (auth.kind !== 'user') throw fail('guest_membership');
        if (product.type === 'Plan') {
          member = await planMember(source, auth, club.accountId, input.metadata);
          if (!member) throw fail('not_your_member');
        }
        // The product's own rules (stock, bundle limits) come first: their answer is the clearer.
        checkCartItem(product, input, member, field);
        membership = await checkMembershipItem(
          source,
          club.accountId,
          auth,
          product,
          input,
          member,
          index,
        );
      }
      prepared.push(checkCartItem(product, input, member, field, membership ?? {}));
    }
    return prepared;
  }

  /**
   * Refuses a plan for a person who already holds it, or has it in the cart (`existing`: the
   * cart's items, read after its lock).
   */
  async function refuseHeldPlans(
    source: Kysely<Database>,
    club: CommerceClub,
    cartId: string | null,
    existing: readonly CartItemRow[],
    items: readonly NewCartItem[],
    auth: Auth | null,
  ): Promise<void> {
    if (auth?.kind !== 'user') return;
    const added: PlanClaim[] = items.flatMap((item) =>
      isMembership(item.product) ? planClaims(item.product.product_id, item.metadata) : [],
    );
    if (added.length === 0) return;
    await refuseDoubleMemberships(source, {
      accountId: club.accountId,
      userId: auth.userId,
      cartId,
      now: context.now(),
      earlier: existing.flatMap((row) => planClaims(row.product_id, row.metadata)),
      added,
    });
  }

  /**
   * Adds checked items to a locked cart, after the stock and email rules over the whole cart:
   * `existing` are its items (read after the lock) and `known` holds the products of those still
   * sold. Answers the cart's items afterwards, in item order.
   */
  async function addToCart(
    trx: Kysely<Database>,
    cartId: string,
    existing: readonly CartItemRow[],
    items: readonly NewCartItem[],
    known: ReadonlyMap<number, Product>,
  ): Promise<CartItemRow[]> {
    if (existing.length + items.length > MAX_CART_ITEMS) throw fail('cart_full');
    const products = new Map<number, Product>();
    for (const row of existing) {
      const product = known.get(row.product_id);
      if (product) products.set(product.product_id, product);
    }
    for (const item of items) products.set(item.product.product_id, item.product);
    const stock = new Map<number, { name: string; type: string; availableCount: number | null }>();
    for (const product of products.values()) {
      stock.set(product.product_id, {
        name: product.name,
        type: product.type,
        availableCount: product.metadata.available_count,
      });
      for (const inner of product.metadata.products ?? []) {
        stock.set(inner.product_id, {
          name: inner.product.name,
          type: 'Plan',
          availableCount: inner.metadata.available_count,
        });
      }
    }
    const contents: ExistingItem[] = [
      ...existing.map((row) => ({
        productId: row.product_id,
        quantity: row.quantity,
        metadata: row.metadata,
        isJuvenilePlan: products.get(row.product_id)?.metadata.is_juvenile === true,
      })),
      ...items.map((item) => ({
        productId: item.product.product_id,
        quantity: item.quantity,
        metadata: item.metadata,
        isJuvenilePlan: item.product.metadata.is_juvenile === true,
      })),
    ];
    checkCartContents(contents, stock);
    const inserted = await insertCartItems(
      trx,
      cartId,
      items.map((item) => ({
        productId: item.product.product_id,
        paymentOptionId: item.paymentOptionId,
        quantity: item.quantity,
        metadata: item.metadata,
      })),
    );
    for (const item of items) {
      const member = item.metadata.club_member;
      if (member?.member_id && item.metadata.registration_form) {
        await rememberAnswers(
          trx,
          member.member_id,
          item.product.product_id,
          'member',
          item.metadata.registration_form,
        );
      }
    }
    return [...existing, ...inserted].sort(
      (a, b) => a.shopping_cart_item_id - b.shopping_cart_item_id,
    );
  }

  return {
    async create(club, inputs, auth) {
      const products = await productsById(
        db,
        club,
        inputs.map((input) => input.product_id),
      );
      const items = await prepareItems(db, club, inputs, auth, products);
      await refuseHeldPlans(db, club, null, [], items, auth);
      const changed = await inTransaction(db, async (trx) => {
        const cart = await insertCart(
          trx,
          club.accountId,
          auth?.kind === 'user' ? auth.userId : null,
        );
        const rows = await addToCart(trx, cart.shopping_cart_id, [], items, products);
        return { cart, rows, products };
      });
      return asChanged(club, changed);
    },

    async view(club, cartId, auth) {
      const cart = await usableCart(db, club, cartId, auth);
      return toShoppingCart(await loadCart(db, context.products(db), club, cart));
    },

    async addItems(club, cartId, inputs, auth) {
      // One transaction from the lock on: the items are checked against the products and the
      // cart as they are once no other change to the cart can run.
      const changed = await inTransaction(db, async (trx) => {
        const locked = await lockUsableCartFor(trx, club, cartId, auth, {
          productIds: inputs.map((input) => input.product_id),
        });
        const { cart, products, rules } = locked;
        const items = await prepareItems(trx, club, inputs, auth, products);
        await refuseHeldPlans(trx, club, cartId, locked.items, items, auth);
        const rows = await addToCart(trx, cartId, locked.items, items, products);
        return { cart, rows, products, rules };
      });
      return asChanged(club, changed);
    },

    async claim(club, cartId, auth) {
      await inTransaction(db, async (trx) => {
        const cart = await usableCart(trx, club, cartId, auth, true);
        if (cart.user_id === null) {
          await setCartOwner(trx, cart.shopping_cart_id, auth.userId);
          await touchCart(trx, cart.shopping_cart_id);
        }
      });
      return current(club, cartId);
    },

    async removeItem(club, cartId, itemId, auth) {
      // First one statement on its own, without a transaction (the common case, one round trip):
      // it removes the item only from an open cart the caller may use that holds it, and
      // changes nothing otherwise.
      const alone = await lockCartForChange(db, context.products(db), club.accountId, cartId, {
        removeItemId: itemId,
        userId: auth?.kind === 'user' ? auth.userId : null,
        alone: true,
      });
      // Otherwise (a cart the caller may not use, an item it does not hold, or one another
      // change took meanwhile) the change as every other: in a transaction from the cart's lock
      // on, which tells which and refuses.
      const changed =
        alone?.removed === true
          ? alone
          : await inTransaction(db, async (trx) => {
              const locked = await lockUsableCartFor(trx, club, cartId, auth, {
                removeItemId: itemId,
              });
              if (!locked.removed) throw fail('cart_item_not_found');
              return locked;
            });
      const { cart, products, rules } = changed;
      return asChanged(club, { cart, rows: changed.items, products, rules });
    },

    async choosePaymentOption(club, cartId, itemId, paymentOptionId, auth) {
      await inTransaction(db, async (trx) => {
        await usableCart(trx, club, cartId, auth, true);
        const productId = await findCartItemProductId(trx, cartId, itemId);
        if (productId === undefined) throw fail('cart_item_not_found');
        if (!(await productHasPaymentOption(trx, productId, paymentOptionId))) {
          throw fail('payment_option_unknown');
        }
        await setCartItemPaymentOption(trx, itemId, paymentOptionId);
        await touchCart(trx, cartId);
      });
      return current(club, cartId);
    },

    async applyCode(club, cartId, typedCode, auth) {
      const cart = await usableCart(db, club, cartId, auth);
      const typed = typedCode.trim().toUpperCase();
      const codeId = /^[A-Z0-9_-]{3,40}$/.test(typed)
        ? await findDiscountCodeId(db, club.accountId, typed)
        : undefined;
      let message = CODE_MESSAGES['unknown']!;
      let valid = false;
      if (codeId !== undefined) {
        // Priced with the code as it would be applied: the code's own rules decide.
        const trial = await loadCart(db, context.products(db), club, {
          ...cart,
          discount_code_id: codeId,
        });
        const status = trial.priced.codeStatus ?? 'unknown';
        valid = status === 'valid';
        message = valid ? CODE_APPLIED : (CODE_MESSAGES[status] ?? CODE_MESSAGES['unknown']!);
        if (valid) {
          await inTransaction(db, async (trx) => {
            await usableCart(trx, club, cart.shopping_cart_id, auth, true);
            await setCartDiscountCode(trx, cart.shopping_cart_id, codeId);
            await touchCart(trx, cart.shopping_cart_id);
          });
        }
      }
      const fresh = await findCart(db, club.accountId, cart.shopping_cart_id);
      const loaded = await loadCart(db, context.products(db), club, fresh ?? cart);
      return { is_valid: valid, message, shopping_cart: toShoppingCart(loaded) };
    },

    async resetCode(club, cartId, auth) {
      await inTransaction(db, async (trx) => {
        const cart = await usableCart(trx, club, cartId, auth, true);
        if (cart.discount_code_id === null) return;
        await setCartDiscountCode(trx, cart.shopping_cart_id, null);
        await touchCart(trx, cart.shopping_cart_id);
      });
      return current(club, cartId);
    },
  };
}
