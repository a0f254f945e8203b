import type {
  CartDiscountCode,
  CartDiscountLine,
  Order,
  OrderTransaction,
  PayToday,
} from '@touchline/contracts';
import type { Kysely } from 'kysely';
import type { ClubLookup } from '../../clubs/club-lookup';
import type { Database } from '../../db/schema';
import { hasRole, type Auth } from '../../identity/authenticate';
import type { OrderRow } from './order-row';
import { checkoutPaymentsOf, orderItemsOf } from './order-view-repository';
import { receiptSummary } from '../receipts/receipt-summary';

interface OrderSummary {
  pay_today: PayToday;
  discount_codes: CartDiscountCode[];
  multiproduct_discounts: CartDiscountLine[];
  shop_item_discounts: CartDiscountLine[];
}

/** Who may read an order: its buyer (the guest too, with the guest header), or the club's admins. */
export function canReadOrder(order: OrderRow, auth: Auth | null): boolean {
  if (!auth) return false;
  if (auth.kind === 'guest') return order.is_guest_checkout && order.member_id === auth.memberId;
  return auth.userId === order.user_id || hasRole(auth, ['Admin', 'Owner'], order.account_id);
}

export function transactionStatus(status: string, failed: boolean): OrderTransaction['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'processing') return 'pending';
  if (failed || status === 'canceled') return 'failed';
  return 'new';
}

/**
 * The order as the confirmation page and the receipt show it. Its club is found through `clubs`:
 * in a request, `request.clubs`, which knows the path's club already.
 */
export async function orderView(
  db: Kysely<Database>,
  clubs: ClubLookup,
  order: OrderRow,
): Promise<Order> {
  const [club, items, payments] = await Promise.all([
    clubOfOrder(clubs, order),
    orderItemsOf(db, order.order_id),
    checkoutPaymentsOf(db, order.order_id),
  ]);
  const summary = order.summary as unknown as OrderSummary;
  const latest = payments[0];
  const view: Omit<Order, 'receipt'> = {
    order_id: order.order_id,
    order_seq: order.order_seq,
    status: order.status,
    payment_token: order.status === 'New' ? (latest?.client_secret ?? null) : null,
    created_at: new Date(order.created_at).toISOString(),
    completed_at: order.completed_at ? new Date(order.completed_at).toISOString() : null,
    is_guest_checkout: order.is_guest_checkout,
    currency: order.currency,
    club: { account_id: club.accountId, name: club.name, slug: club.slug },
    buyer: {
      first_name: order.buyer_first_name,
      last_name: order.buyer_last_name,
      email: order.buyer_email,
    },
    items: items.map((item) => {
      const metadata = item.metadata as Record<string, unknown>;
      return {
        order_item_id: item.order_item_id,
        bundle_order_item_id: item.bundle_order_item_id,
        product_id: item.product_id,
        product: { name: item.name, type: item.product_type },
        quantity: item.quantity,
        price: item.price,
        discount: item.discount,
        subtotal: item.subtotal,
        bundle_total: item.product_type === 'Bundle' ? item.subtotal : null,
        initial_payment: item.initial_payment,
        remaining_payment: item.remaining_payment,
        number_of_payments: item.number_of_payments,
        payment_type: item.payment_type,
        membership:
          item.member_first_name !== null && item.member_last_name !== null
            ? { first_name: item.member_first_name, last_name: item.member_last_name }
            : null,
        metadata,
      };
    }),
    pay_today: summary.pay_today,
    multiproduct_discounts: summary.multiproduct_discounts ?? [],
    discount_codes: summary.discount_codes ?? [],
    shop_item_discounts: summary.shop_item_discounts ?? [],
    transactions: payments.map((payment) => ({
      status: transactionStatus(payment.status, payment.error_message !== null),
      amount: payment.amount,
      created_at: new Date(payment.created_at).toISOString(),
      settlement:
        payment.brand &&
        payment.last_four_digits &&
        payment.expiration_month &&
        payment.expiration_year
          ? {
              brand: payment.brand,
              last_four_digits: payment.last_four_digits,
              expiration_month: payment.expiration_month,
              expiration_year: payment.expiration_year,
            }
          : null,
    })),
  };
  return { ...view, receipt: receiptSummary(view) };
}

async function clubOfOrder(clubs: ClubLookup, order: OrderRow) {
  const club = await clubs.byAccountId(order.account_id);
  // The orders table references its club: a missing one is a broken database, not a 404.
  if (!club) throw new Error(`Order ${order.order_id} names no club (${order.account_id})`);
  return club;
}
