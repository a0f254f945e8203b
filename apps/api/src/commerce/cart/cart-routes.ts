import {
  CartItemOptionBody,
  CartItemParams,
  CartItemsBody,
  CartParams,
  ClubParams,
  DiscountCodeBody,
  DiscountCodeResult,
  ErrorBody,
  ShoppingCart,
  type CartItemInput,
  type Product,
} from '@touchline/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { requireUser, type Auth } from '../../identity/authenticate';
import type { CommerceClub, CommerceContext } from '../commerce-context';
import { fail, failOnField } from '../../errors/domain-error';
import { CODE_APPLIED, CODE_MESSAGES } from '../commerce-messages';
import {
  checkCartContents,
  checkCartItem,
  type ExistingItem,
  type NewCartItem,
  type StoredMember,
} from './cart-item-rules';
import { planMember, rememberAnswers } from './cart-members';
import { checkMembershipItem, type CheckedMembership } from './membership-rules';
import {
  canUseCart,
  cartItems,
  findCart,
  loadCart,
  loadCartItems,
  lockAndTouchCart,
  toCartItemRow,
  toShoppingCart,
  touchCart,
  type CartItemRow,
  type CartRow,
} from './cart-store';

export const MAX_CART_ITEMS = 50;
/** Code attempts per client address in a minute: codes are short enough to guess. */
export const CODE_LIMIT = { max: 20, windowSeconds: 60 } as const;

const isMembership = (product: Product) => product.type === 'Plan' || product.type === 'Bundle';

/** The shopping cart calls. */
export async function cartRoutes(app: FastifyInstance, context: CommerceContext): Promise<void> {
  const { db } = context;
  const codeLimit = context.limiter.limit({ name: 'discount-code', ...CODE_LIMIT });
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

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
   * (a new revision), or a 404 that rolls the mark back with the transaction.
   */
  async function lockUsableCart(
    trx: Kysely<Database>,
    club: CommerceClub,
    cartId: string,
    auth: Auth | null,
  ): Promise<CartRow> {
    const cart = await lockAndTouchCart(trx, club.accountId, cartId);
    if (!cart || cart.status !== 'open' || !canUseCart(cart, auth)) {
      throw fail('cart_not_found');
    }
    return cart;
  }

  async function answer(reply: FastifyReply, club: CommerceClub, cartId: string, status = 200) {
    const cart = await findCart(db, club.accountId, cartId);
    if (!cart) throw fail('cart_not_found');
    const loaded = await loadCart(db, context.products(db), club, cart);
    return reply.code(status).header('cache-control', 'no-store').send(toShoppingCart(loaded));
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
      const product = byId.get(input.product_id);
      if (!product) {
        throw failOnField('product_unavailable', `body.items.${index}.product_id`);
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
        const plain = checkCartItem(product, input, member);
        if (!plain.ok) {
          throw failOnField('cart_item_refused', `body.items.${index}`, plain.message);
        }
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
      const checked = checkCartItem(product, input, member, undefined, membership ?? {});
      if (!checked.ok) {
        throw failOnField('cart_item_refused', `body.items.${index}`, checked.message);
      }
      prepared.push(checked.value);
    }
    return prepared;
  }

  /**
   * Adds checked items to a locked cart, after the stock and email rules over the whole cart:
   * `existing` are its items (read after the lock) and `known` holds the products of those still
   * sold. Answers the cart's items afterwards, in item order.
   */
  async function addItems(
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
    const problem = checkCartContents(contents, stock);
    if (problem) throw fail('cart_item_refused', { message: problem });
    const inserted = await trx
      .insertInto('shopping_cart_items')
      .values(
        items.map((item) => ({
          shopping_cart_id: cartId,
          product_id: item.product.product_id,
          payment_option_id: item.paymentOptionId,
          quantity: item.quantity,
          metadata: JSON.stringify(item.metadata),
        })),
      )
      .returningAll()
      .execute();
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
    return [...existing, ...inserted.map(toCartItemRow)].sort(
      (a, b) => a.shopping_cart_item_id - b.shopping_cart_item_id,
    );
  }

  /**
   * The cart as a change left it: its row and items (and the items' products, when read) as that
   * transaction read them.
   */
  async function answerChanged(
    reply: FastifyReply,
    club: CommerceClub,
    changed: { cart: CartRow; rows: readonly CartItemRow[]; products?: Map<number, Product> },
    status = 200,
  ) {
    const loaded = await loadCartItems(db, context.products(db), club, changed.cart, changed.rows, {
      catalogue: changed.products && [...changed.products.values()],
    });
    return reply.code(status).header('cache-control', 'no-store').send(toShoppingCart(loaded));
  }

  app.post<{ Params: ClubParams; Body: CartItemsBody }>(
    '/v2/store/:club/shopping-cart',
    {
      schema: {
        params: ClubParams,
        body: CartItemsBody,
        response: { 201: ShoppingCart, ...errors, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const club = request.club;
      const inputs = request.body.items;
      const products = await productsById(
        db,
        club,
        inputs.map((input) => input.product_id),
      );
      const items = await prepareItems(db, club, inputs, request.auth, products);
      const changed = await db.transaction().execute(async (trx) => {
        const cart = await trx
          .insertInto('shopping_carts')
          .values({
            account_id: club.accountId,
            user_id: request.auth?.kind === 'user' ? request.auth.userId : null,
            discount_code_id: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const rows = await addItems(trx, cart.shopping_cart_id, [], items, products);
        return { cart, rows, products };
      });
      return answerChanged(reply, club, changed, 201);
    },
  );

  app.get<{ Params: CartParams }>(
    '/v2/store/:club/shopping-cart/:cartId',
    { schema: { params: CartParams, response: { 200: ShoppingCart, ...errors } } },
    async (request, reply) => {
      const club = request.club;
      const cart = await usableCart(db, club, request.params.cartId, request.auth);
      const loaded = await loadCart(db, context.products(db), club, cart);
      return reply.header('cache-control', 'no-store').send(toShoppingCart(loaded));
    },
  );

  app.post<{ Params: CartParams; Body: CartItemsBody }>(
    '/v2/store/:club/shopping-cart/:cartId',
    {
      schema: {
        params: CartParams,
        body: CartItemsBody,
        response: { 200: ShoppingCart, ...errors, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const club = request.club;
      const { cartId } = request.params;
      const inputs = request.body.items;
      // One transaction from the lock on: the items are checked against the products and the
      // cart as they are once no other change to the cart can run.
      const changed = await db.transaction().execute(async (trx) => {
        const cart = await lockUsableCart(trx, club, cartId, request.auth);
        const existing = await cartItems(trx, cartId);
        const products = await productsById(trx, club, [
          ...inputs.map((input) => input.product_id),
          ...existing.map((row) => row.product_id),
        ]);
        const items = await prepareItems(trx, club, inputs, request.auth, products);
        const rows = await addItems(trx, cartId, existing, items, products);
        return { cart, rows, products };
      });
      return answerChanged(reply, club, changed);
    },
  );

  app.patch<{ Params: CartParams }>(
    '/v2/store/:club/shopping-cart/:cartId',
    {
      schema: { params: CartParams, response: { 200: ShoppingCart, ...errors } },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const club = request.club;
      const auth = request.auth;
      if (auth?.kind !== 'user') throw fail('unauthenticated');
      await db.transaction().execute(async (trx) => {
        const cart = await usableCart(trx, club, request.params.cartId, auth, true);
        if (cart.user_id === null) {
          await trx
            .updateTable('shopping_carts')
            .set({ user_id: auth.userId, updated_at: new Date() })
            .where('shopping_cart_id', '=', cart.shopping_cart_id)
            .execute();
          await touchCart(trx, cart.shopping_cart_id);
        }
      });
      return answer(reply, club, request.params.cartId);
    },
  );

  app.delete<{ Params: CartItemParams }>(
    '/v2/store/:club/shopping-cart/:cartId/item/:itemId',
    { schema: { params: CartItemParams, response: { 200: ShoppingCart, ...errors } } },
    async (request, reply) => {
      const club = request.club;
      const { cartId } = request.params;
      const changed = await db.transaction().execute(async (trx) => {
        const cart = await lockUsableCart(trx, club, cartId, request.auth);
        const removed = await trx
          .deleteFrom('shopping_cart_items')
          .where('shopping_cart_id', '=', cartId)
          .where('shopping_cart_item_id', '=', request.params.itemId)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) throw fail('cart_item_not_found');
        return { cart, rows: await cartItems(trx, cartId) };
      });
      return answerChanged(reply, club, changed);
    },
  );

  app.patch<{ Params: CartItemParams; Body: CartItemOptionBody }>(
    '/v2/store/:club/shopping-cart/:cartId/item/:itemId',
    {
      schema: {
        params: CartItemParams,
        body: CartItemOptionBody,
        response: { 200: ShoppingCart, ...errors, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const club = request.club;
      await db.transaction().execute(async (trx) => {
        await usableCart(trx, club, request.params.cartId, request.auth, true);
        const item = await trx
          .selectFrom('shopping_cart_items')
          .select('product_id')
          .where('shopping_cart_id', '=', request.params.cartId)
          .where('shopping_cart_item_id', '=', request.params.itemId)
          .executeTakeFirst();
        if (!item) throw fail('cart_item_not_found');
        const option = await trx
          .selectFrom('payment_options')
          .select('payment_option_id')
          .where('product_id', '=', item.product_id)
          .where('payment_option_id', '=', request.body.payment_option_id)
          .executeTakeFirst();
        if (!option) throw fail('payment_option_unknown');
        await trx
          .updateTable('shopping_cart_items')
          .set({ payment_option_id: option.payment_option_id })
          .where('shopping_cart_item_id', '=', request.params.itemId)
          .execute();
        await touchCart(trx, request.params.cartId);
      });
      return answer(reply, club, request.params.cartId);
    },
  );

  app.post<{ Params: CartParams; Body: DiscountCodeBody }>(
    '/v2/store/:club/shopping-cart/:cartId/discounts/codes/apply',
    {
      schema: {
        params: CartParams,
        body: DiscountCodeBody,
        response: { 200: DiscountCodeResult, ...errors, 429: ErrorBody },
      },
      preHandler: codeLimit,
    },
    async (request: FastifyRequest<{ Params: CartParams; Body: DiscountCodeBody }>, reply) => {
      const club = request.club;
      const cart = await usableCart(db, club, request.params.cartId, request.auth);
      const typed = request.body.code.trim().toUpperCase();
      const code = /^[A-Z0-9_-]{3,40}$/.test(typed)
        ? await db
            .selectFrom('discount_codes')
            .select('discount_code_id')
            .where('account_id', '=', club.accountId)
            .where('code', '=', typed)
            .executeTakeFirst()
        : undefined;
      let message = CODE_MESSAGES['unknown']!;
      let valid = false;
      if (code) {
        // Priced with the code as it would be applied: the code's own rules decide.
        const trial = await loadCart(db, context.products(db), club, {
          ...cart,
          discount_code_id: code.discount_code_id,
        });
        const status = trial.priced.codeStatus ?? 'unknown';
        valid = status === 'valid';
        message = valid ? CODE_APPLIED : (CODE_MESSAGES[status] ?? CODE_MESSAGES['unknown']!);
        if (valid) {
          await db.transaction().execute(async (trx) => {
            await usableCart(trx, club, cart.shopping_cart_id, request.auth, true);
            await trx
              .updateTable('shopping_carts')
              .set({ discount_code_id: code.discount_code_id })
              .where('shopping_cart_id', '=', cart.shopping_cart_id)
              .execute();
            await touchCart(trx, cart.shopping_cart_id);
          });
        }
      }
      const fresh = await findCart(db, club.accountId, cart.shopping_cart_id);
      const loaded = await loadCart(db, context.products(db), club, fresh ?? cart);
      return reply
        .header('cache-control', 'no-store')
        .send({ is_valid: valid, message, shopping_cart: toShoppingCart(loaded) });
    },
  );

  app.post<{ Params: CartParams }>(
    '/v2/store/:club/shopping-cart/:cartId/discounts/codes/reset',
    { schema: { params: CartParams, response: { 200: ShoppingCart, ...errors } } },
    async (request, reply) => {
      const club = request.club;
      await db.transaction().execute(async (trx) => {
        const cart = await usableCart(trx, club, request.params.cartId, request.auth, true);
        if (cart.discount_code_id === null) return;
        await trx
          .updateTable('shopping_carts')
          .set({ discount_code_id: null })
          .where('shopping_cart_id', '=', cart.shopping_cart_id)
          .execute();
        await touchCart(trx, cart.shopping_cart_id);
      });
      return answer(reply, club, request.params.cartId);
    },
  );
}
