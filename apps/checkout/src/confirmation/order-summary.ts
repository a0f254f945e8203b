import type { Order, OrderItem, Settlement } from '@touchline/contracts';
import { groupCartItems, type CartGroup } from '../cart-contents/cart-groups';
import { type CheckoutT, englishT } from '../messages/checkout-messages';

export interface OrderSummaryGroup extends CartGroup<OrderItem> {
  /** What the group's items cost today (first instalments for instalment plans). */
  subtotal: number;
}

/**
 * What an item costs on the receipt: the amount of the order's one pricing summary (the API's
 * `receipt`, which the PDF and the mail show too): today's price before discounts.
 */
export function receiptAmount(order: Order, item: OrderItem): number {
  return receiptLineOf(order, item)?.amount ?? item.initial_payment;
}

/**
 * What the receipt says of the item beside its price (the PDF and the mail say the same): the
 * member, a bundle's members, a ticket's lines and draw date, a size.
 */
export function receiptDetails(order: Order, item: OrderItem): string[] {
  return receiptLineOf(order, item)?.details ?? [];
}

function receiptLineOf(order: Order, item: OrderItem) {
  for (const group of order.receipt.groups) {
    const line = group.lines.find((entry) => entry.order_item_id === item.order_item_id);
    if (line) return line;
  }
  return undefined;
}

/**
 * The order's items by kind, each group with its subtotal (bundle contents count in their
 * bundle); headings in `t`'s language.
 */
export function summariseOrder(order: Order, t: CheckoutT = englishT): OrderSummaryGroup[] {
  const lines = order.items.filter((item) => item.bundle_order_item_id === null);
  return groupCartItems(lines, t).map((group) => ({
    ...group,
    subtotal: group.items.reduce((sum, item) => sum + receiptAmount(order, item), 0),
  }));
}

export interface OrderDiscountLine {
  name: string;
  amount: number;
}

/** Every discount on the order, once: codes, multi-product and shop item discounts. */
export const orderDiscounts = (order: Order): OrderDiscountLine[] =>
  order.receipt.discounts.filter((line) => line.amount > 0);

/** The card a paid order was paid with, if the payment has settled. */
export const paymentCardOf = (order: Order): Settlement | null =>
  order.transactions[0]?.settlement ?? null;

const twoDigits = (n: number) => String(n % 100).padStart(2, '0');

/** 'Visa •••• 4242', expiry '12/28'. */
export const maskedCardNumber = (card: Settlement) => `•••• •••• •••• ${card.last_four_digits}`;
export const cardExpiry = (card: Settlement) =>
  `${twoDigits(card.expiration_month)}/${twoDigits(card.expiration_year)}`;
