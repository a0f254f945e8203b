import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Auth } from '../../identity/authenticate';
import { countsByProduct } from '../cart/cart-item-rules';
import {
  lockAndRefuseDoubleMemberships,
  planClaims,
  type PlanClaim,
} from '../cart/double-membership';
import { findOrderPlanLines } from '../cart/membership-holding-repository';
import { lockHouseholdPricing } from '../cart/household-membership-repository';
import {
  canUseCart,
  discountLines,
  findCart,
  loadCart,
  type LoadedCart,
} from '../cart/cart-repository';
import type { CommerceClub, CommerceContext } from '../commerce-context';
import { fail } from '../../errors/domain-error';
import { OUT_OF_STOCK, OVERSOLD, TOTAL_CHANGED } from '../commerce-messages';
import { formatMoney } from '../receipts/money-format';
import {
  linkOrderHousehold,
  recordOrderPeople,
  type OrderLinePerson,
} from '../../member-account/household-repository';
import { nextOrderSeq } from './order-repository';
import type { OrderRow } from './order-row';
import { savePaymentMethodFor } from './saved-card-rule';
import { checkHoldShare, holdExpiry, releaseOrder, retakeAbandoned } from './stock-holds';

export interface PlaceOrderInput {
  readonly club: CommerceClub;
  readonly cartId: string;
  readonly auth: Auth;
  /** The client's Idempotency-Key header. */
  readonly idempotencyKey: string | null;
  readonly guestNames: { readonly firstName?: string; readonly lastName?: string };
  readonly savePaymentMethod: boolean;
  /** The total the buyer was shown, when the client sent it: a different total is refused. */
  readonly shownTotal?: number | undefined;
  /** The address the checkout came from (holds are limited per address too). */
  readonly clientAddress: string | null;
  /** Free checkout completes the order at once; a paid one waits for its payment. */
  readonly mode: 'free' | 'paid';
}

export interface PlaceOrderResult {
  readonly order: OrderRow;
  /** False when an earlier request made this order already. */
  readonly created: boolean;
  /** Orders of earlier revisions of the cart, cancelled now: their payments must be cancelled. */
  readonly cancelled: readonly string[];
}

async function buyerOf(trx: Kysely<Database>, auth: Auth, accountId: number) {
  if (auth.kind === 'guest') {
    const guest = await trx
      .selectFrom('members')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('id', '=', auth.memberId)
      .executeTakeFirstOrThrow();
    return { userId: null, memberId: guest.id, ...guest };
  }
  const user = await trx
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', auth.userId)
    .executeTakeFirstOrThrow();
  const member = await trx
    .selectFrom('members')
    .select('id')
    .where('user_id', '=', auth.userId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return { userId: auth.userId, memberId: member?.id ?? null, ...user };
}

/** The units of each product a cart takes (bundle plans and ticket books included), and names. */
function stockNeeds(loaded: LoadedCart) {
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
async function takeStock(
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

async function insertItems(trx: Kysely<Database>, orderId: string, loaded: LoadedCart) {
  // Who each plan is for, kept until the order is paid (the family record).
  const people: OrderLinePerson[] = [];
  for (const item of loaded.items) {
    const { priced, product, row } = item;
    const [first, ...later] = priced.payments;
    const member = row.metadata.club_member ?? null;
    const option = product.metadata.payment_options.find(
      (entry) => entry.payment_option_id === row.payment_option_id,
    );
    // What the receipt says of a ticket: its draw's date and numbering, and the draws it enters.
    const draw = product.metadata.draw ?? null;
    const ticketPrice = (product.metadata.configurable_price ?? []).find(
      (price) => price.title === row.metadata.configurable_price_title,
    );
    const inserted = await trx
      .insertInto('order_items')
      .values({
        order_id: orderId,
        bundle_order_item_id: null,
        product_id: product.product_id,
        product_type: product.type,
        name: product.name,
        quantity: row.quantity,
        price: priced.price,
        discount: priced.discount,
        subtotal: priced.total,
        initial_payment: first?.total ?? 0,
        remaining_payment: later.reduce((sum, payment) => sum + payment.total, 0),
        number_of_payments: Math.max(1, priced.payments.length),
        payment_type: priced.paymentType,
        frequency: option && option.type !== 'full' ? option.frequency : null,
        member_first_name: member?.first_name ?? null,
        member_last_name: member?.last_name ?? null,
        metadata: JSON.stringify({
          member_id: member?.member_id ?? null,
          recurs_until_cancelled: priced.recursUntilCancelled,
          configurable_price_title: row.metadata.configurable_price_title ?? null,
          tickets: row.metadata.tickets ?? null,
          pick: row.metadata.pick ?? null,
          auto_renewal: row.metadata.auto_renewal === true,
          draw_id: row.metadata.draw_id ?? null,
          draw_at: draw?.draw_at ?? null,
          number_type: draw?.number_type ?? null,
          draws: ticketPrice?.draws ?? null,
          size: row.metadata.size ?? null,
          // Today's payment before discounts: the receipt's line amount.
          today_price: first?.price ?? 0,
          discounts: priced.discounts.map((discount) => ({
            kind: discount.kind,
            name: discount.name,
            amount: discount.amount,
          })),
        }),
      })
      .returning('order_item_id')
      .executeTakeFirstOrThrow();
    if (product.type === 'Plan' && member) {
      people.push({
        orderItemId: inserted.order_item_id,
        isJuvenile: product.metadata.is_juvenile === true,
        email: member.email,
        answers: row.metadata.registration_form,
        guardianAnswers: row.metadata.guardian,
      });
    }
    const offered = new Map(
      (product.metadata.products ?? []).map((entry) => [entry.product_id, entry]),
    );
    for (const inner of row.metadata.bundle_items ?? []) {
      const known = offered.get(inner.product_id);
      const innerLine = await trx
        .insertInto('order_items')
        .values({
          order_id: orderId,
          bundle_order_item_id: inserted.order_item_id,
          product_id: inner.product_id,
          product_type: 'Plan',
          name: known?.product.name ?? 'Plan',
          quantity: 1,
          price: 0,
          discount: 0,
          subtotal: 0,
          initial_payment: 0,
          remaining_payment: 0,
          number_of_payments: 1,
          payment_type: 'full',
          frequency: null,
          member_first_name: inner.club_member?.first_name ?? null,
          member_last_name: inner.club_member?.last_name ?? null,
          metadata: JSON.stringify({
            member_id: inner.club_member?.member_id ?? null,
            price_in_bundle: known?.metadata.bundle_item_condition.price_in_bundle ?? 0,
          }),
        })
        .returning('order_item_id')
        .executeTakeFirstOrThrow();
      if (inner.club_member) {
        people.push({
          orderItemId: innerLine.order_item_id,
          isJuvenile: known?.metadata.is_juvenile === true,
          email: inner.club_member.email,
          answers: inner.registration_form,
          guardianAnswers: row.metadata.guardian,
        });
      }
    }
    if (later.length > 0) {
      await trx
        .insertInto('order_instalments')
        .values(
          later.map((payment) => ({
            order_id: orderId,
            order_item_id: inserted.order_item_id,
            sequence: payment.sequence,
            due_on: payment.dueOn,
            amount: payment.total,
          })),
        )
        .execute();
    }
  }
  await recordOrderPeople(trx, orderId, people);
}

/**
 * The buyer pays what they were shown or is told the new total (a code used up meanwhile, a
 * price changed): nothing is ordered or charged, and the cart shows the new total.
 */
function refuseChangedTotal(shown: number | undefined, total: number, currency: string): void {
  if (shown === undefined || shown === total) return;
  throw fail('total_changed', {
    message: TOTAL_CHANGED(formatMoney(total, currency)),
    extra: { total },
  });
}

/**
 * The order of a repeated checkout, holding its stock again when its hold expired: one still
 * waiting for the sweep keeps the stock it holds for another hold period; an abandoned one
 * takes its stock again (refused if it sold out meanwhile), so a payment after expiry never
 * sells what is no longer there.
 */
async function holdAgain(
  trx: Kysely<Database>,
  context: CommerceContext,
  order: OrderRow,
): Promise<OrderRow> {
  const now = context.now();
  const expiresAt = holdExpiry(context.config.stockHolds, now);
  if (order.status === 'Cancelled' && order.abandoned_at !== null) {
    return retakeAbandoned(trx, order, expiresAt);
  }
  if (order.status === 'New' && order.hold_expires_at !== null && order.hold_expires_at <= now) {
    return trx
      .updateTable('orders')
      .set({ hold_expires_at: expiresAt })
      .where('order_id', '=', order.order_id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return order;
}

type Buyer = Awaited<ReturnType<typeof buyerOf>>;

/**
 * The order an earlier request made for this revision of the cart, or for the same
 * Idempotency-Key. A key belongs to one buyer and one cart: the same key on another cart, or
 * from another buyer, is refused (409) and never answers that other order.
 */
async function earlierOrder(
  trx: Kysely<Database>,
  accountId: number,
  cart: { shopping_cart_id: string; revision: number },
  buyer: Buyer,
  idempotencyKey: string | null,
): Promise<OrderRow | undefined> {
  const sameBuyer = (order: OrderRow) =>
    buyer.userId !== null ? order.user_id === buyer.userId : order.member_id === buyer.memberId;
  if (idempotencyKey) {
    const byKey = await trx
      .selectFrom('orders')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    if (byKey) {
      if (byKey.shopping_cart_id !== cart.shopping_cart_id || !sameBuyer(byKey)) {
        throw fail('idempotency_key_reused');
      }
      return byKey;
    }
  }
  const byRevision = await trx
    .selectFrom('orders')
    .selectAll()
    .where('shopping_cart_id', '=', cart.shopping_cart_id)
    .where('cart_revision', '=', cart.revision)
    .executeTakeFirst();
  if (byRevision && !sameBuyer(byRevision)) throw fail('cart_not_found');
  return byRevision;
}

/**
 * Turns a cart into an order, once (checkout). In one transaction with the cart row
 * locked: an order already made for this revision of the cart (or for the same Idempotency-Key)
 * is returned as it is; otherwise orders of older revisions still waiting for payment are
 * cancelled, the cart is priced from the catalogue, the stock and the code use are taken with
 * conditional updates (concurrent buyers of the last places wait for each other and the losers
 * are refused), and the order, its items and later payments are written.
 */
export async function placeOrder(
  context: CommerceContext,
  input: PlaceOrderInput,
): Promise<PlaceOrderResult> {
  const { club, auth } = input;
  if (auth.kind === 'guest') {
    if (auth.accountId !== club.accountId) throw fail('forbidden');
    if (!club.features.guest_checkout) throw fail('guest_checkout_off');
  }
  return context.db.transaction().execute(async (trx) => {
    const cart = await findCart(trx, club.accountId, input.cartId, { forUpdate: true });
    if (!cart || !canUseCart(cart, auth)) throw fail('cart_not_found');
    const buyer = await buyerOf(trx, auth, club.accountId);

    const existing = await earlierOrder(trx, club.accountId, cart, buyer, input.idempotencyKey);
    if (existing) {
      // What was asked must match what the earlier order is: a free checkout never completes
      // an order that costs anything, and a paid one never pays a free order.
      if (input.mode === 'free' && existing.total !== 0) throw fail('order_not_free');
      if (input.mode === 'paid' && existing.total === 0) throw fail('order_is_free');
      refuseChangedTotal(input.shownTotal, existing.total, club.currency);
      if (existing.status !== 'Completed' && buyer.userId !== null) {
        // An unpaid order tried again (its hold may have lapsed meanwhile): its memberships are
        // still nobody else's.
        const lines = await findOrderPlanLines(trx, existing.order_id);
        await lockAndRefuseDoubleMemberships(trx, {
          accountId: club.accountId,
          userId: buyer.userId,
          cartId: cart.shopping_cart_id,
          now: context.now(),
          earlier: [],
          added: lines.map(({ productId, ...person }) => ({ productId, person })),
        });
      }
      return { order: await holdAgain(trx, context, existing), created: false, cancelled: [] };
    }
    if (cart.status !== 'open') throw fail('cart_not_found');

    // Household pricing: a racing checkout of the same household waits here for this one's
    // commit, then is priced counting its order (the plan discounts count the household's
    // memberships of the season, unpaid orders holding their places included).
    if (buyer.userId !== null) await lockHouseholdPricing(trx, club.accountId, buyer.userId);
    const loaded = await loadCart(trx, context.products(trx), club, cart, {
      buyer: { userId: buyer.userId, memberId: buyer.memberId },
    });
    if (loaded.items.length === 0) throw fail('cart_empty');
    const membership = loaded.items.some(
      (item) => item.product.type === 'Plan' || item.product.type === 'Bundle',
    );
    if (membership && auth.kind === 'guest') throw fail('guest_membership');
    if (membership && buyer.userId !== null) {
      // Before any row is changed: a racing checkout of the same plan for the same person waits
      // here for this one's commit, then finds its order and is refused.
      const claims: PlanClaim[] = loaded.items.flatMap((item) =>
        item.product.type === 'Plan' || item.product.type === 'Bundle'
          ? planClaims(item.product.product_id, item.row.metadata)
          : [],
      );
      await lockAndRefuseDoubleMemberships(trx, {
        accountId: club.accountId,
        userId: buyer.userId,
        cartId: cart.shopping_cart_id,
        now: context.now(),
        earlier: [],
        added: claims,
      });
    }
    const total = loaded.priced.payToday.total;
    if (input.mode === 'free' && total !== 0) throw fail('order_not_free');
    if (input.mode === 'paid' && total === 0) throw fail('order_is_free');
    refuseChangedTotal(input.shownTotal, total, club.currency);
    const savePaymentMethod =
      input.mode === 'paid' && savePaymentMethodFor(auth, loaded, input.savePaymentMethod);

    const stale = await trx
      .selectFrom('orders')
      .selectAll()
      .where('shopping_cart_id', '=', cart.shopping_cart_id)
      .where('status', '=', 'New')
      .forUpdate()
      .execute();
    for (const order of stale) {
      await releaseOrder(trx, order);
      await trx
        .updateTable('orders')
        .set({ status: 'Cancelled' })
        .where('order_id', '=', order.order_id)
        .execute();
    }

    const needs = stockNeeds(loaded);
    await checkHoldShare(
      trx,
      context.config.stockHolds,
      needs.counts,
      new Map([...needs.names].map(([id, entry]) => [id, entry.name])),
      { userId: buyer.userId, memberId: buyer.memberId, clientAddress: input.clientAddress },
    );
    await takeStock(trx, needs);
    const codeApplied =
      loaded.code !== null &&
      loaded.priced.codeStatus === 'valid' &&
      loaded.priced.discounts.some((discount) => discount.kind === 'code');
    if (codeApplied && loaded.code) {
      const used = await trx
        .updateTable('discount_codes')
        .set({ uses: sql<number>`uses + 1` })
        .where('discount_code_id', '=', loaded.code.discount_code_id)
        .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
        .returning('discount_code_id')
        .executeTakeFirst();
      if (!used) throw fail('discount_code_used_up');
    }

    const free = input.mode === 'free';
    const order = await trx
      .insertInto('orders')
      .values({
        account_id: club.accountId,
        order_seq: await nextOrderSeq(trx, club.accountId),
        shopping_cart_id: cart.shopping_cart_id,
        cart_revision: cart.revision,
        idempotency_key: input.idempotencyKey,
        user_id: buyer.userId,
        member_id: buyer.memberId,
        is_guest_checkout: auth.kind === 'guest',
        buyer_first_name: input.guestNames.firstName?.trim() || buyer.first_name,
        buyer_last_name: input.guestNames.lastName?.trim() || buyer.last_name,
        buyer_email: buyer.email,
        status: free ? 'Completed' : 'New',
        currency: club.currency,
        subtotal: loaded.priced.payToday.subtotal,
        discount: loaded.priced.payToday.discount,
        total,
        summary: JSON.stringify({
          pay_today: loaded.priced.payToday,
          totals: loaded.priced.totals,
          ...discountLines(loaded.priced, codeApplied ? loaded.code : null),
        }),
        discount_code_id: codeApplied ? (loaded.code?.discount_code_id ?? null) : null,
        save_payment_method: savePaymentMethod,
        receipt_sent_at: null,
        completed_at: free ? new Date() : null,
        hold_expires_at: free ? null : holdExpiry(context.config.stockHolds, context.now()),
        client_address: input.clientAddress,
        cart_item_ids: JSON.stringify(loaded.items.map((item) => item.row.shopping_cart_item_id)),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await insertItems(trx, order.order_id, loaded);
    if (free) {
      // Paid (nothing to pay): the people it is for join the buyer's household now.
      await linkOrderHousehold(trx, order.order_id);
      await trx
        .updateTable('shopping_carts')
        .set({ status: 'ordered', updated_at: new Date() })
        .where('shopping_cart_id', '=', cart.shopping_cart_id)
        .execute();
    }
    return { order, created: true, cancelled: stale.map((row) => row.order_id) };
  });
}
