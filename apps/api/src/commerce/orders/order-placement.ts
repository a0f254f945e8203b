import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { inTransaction } from '../../db/in-transaction';
import type { Auth } from '../../identity/authenticate';
import {
  lockAndRefuseDoubleMemberships,
  planClaims,
  type PlanClaim,
} from '../cart/double-membership';
import { findOrderPlanLines } from '../cart/membership-holding-repository';
import { lockHouseholdPricing } from '../cart/household-membership-repository';
import { loadCart } from '../cart/cart-pricing-repository';
import { canUseCart, findCart } from '../cart/cart-repository';
import { discountLines } from '../cart/cart-view';
import type { CommerceClub, CommerceContext } from '../commerce-context';
import { fail } from '../../errors/domain-error';
import { TOTAL_CHANGED } from '../commerce-messages';
import { formatMoney } from '../receipts/money-format';
import { linkOrderHousehold } from '../../member-account/household-repository';
import { buyerOf, earlierOrder } from './checkout-buyer-repository';
import { insertOrderItems } from './order-items-repository';
import {
  cancelOrder,
  insertOrder,
  lockWaitingCartOrders,
  markCartOrdered,
} from './order-placement-repository';
import { nextOrderSeq } from './order-repository';
import type { OrderRow } from './order-row';
import { stockNeeds, takeStock } from './order-stock-repository';
import { savePaymentMethodFor } from './saved-card-rule';
import { extendHold, retakeCodeUse } from './stock-hold-repository';
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
    return extendHold(trx, order.order_id, expiresAt);
  }
  return order;
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
  return inTransaction(context.db, async (trx) => {
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

    const stale = await lockWaitingCartOrders(trx, cart.shopping_cart_id);
    for (const order of stale) {
      await releaseOrder(trx, order);
      await cancelOrder(trx, order.order_id);
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
      const used = await retakeCodeUse(trx, loaded.code.discount_code_id);
      if (!used) throw fail('discount_code_used_up');
    }

    const free = input.mode === 'free';
    const order = await insertOrder(trx, {
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
    });
    await insertOrderItems(trx, order.order_id, loaded);
    if (free) {
      // Paid (nothing to pay): the people it is for join the buyer's household now.
      await linkOrderHousehold(trx, order.order_id);
      await markCartOrdered(trx, cart.shopping_cart_id);
    }
    return { order, created: true, cancelled: stale.map((row) => row.order_id) };
  });
}
