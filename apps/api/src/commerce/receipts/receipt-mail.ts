import type { Order } from '@touchline/contracts';
import { escapeHtml } from '../../mail/html';
import type { MailMessage } from '../../mail/mail-port';
import { formatMoney } from './money-format';
import { formatOrderDate } from './receipt-dates';
import { RECEIPT_GROUPS } from './receipt-pdf';

/** The time zone of dates in receipt mails (the buyer's own is known only to their browser). */
export const RECEIPT_MAIL_TIME_ZONE = 'Europe/Dublin';

/** The order receipt mail (kind `order_receipt`): the confirmation page in words. */
export function receiptMail(order: Order, to: string): MailMessage {
  const money = (cents: number) => formatMoney(cents, order.currency);
  const lines: string[] = [
    `Thank you for your order, ${order.buyer.first_name}!`,
    '',
    `Order placed on ${formatOrderDate(new Date(order.created_at), RECEIPT_MAIL_TIME_ZONE)}`,
    `ID ${order.order_seq}`,
    '',
  ];
  const topLevel = order.items.filter((item) => item.bundle_order_item_id === null);
  for (const group of RECEIPT_GROUPS) {
    const items = topLevel.filter((item) => group.types.includes(item.product.type));
    if (items.length === 0) continue;
    lines.push(group.title);
    for (const item of items) {
      const who = item.membership
        ? ` (${item.membership.first_name} ${item.membership.last_name})`
        : '';
      const quantity = item.quantity > 1 ? ` × ${item.quantity}` : '';
      lines.push(
        `  ${item.product.name}${quantity}${who}: ${item.price === 0 ? 'FREE' : money(item.price)}`,
      );
    }
    lines.push('');
  }
  lines.push(`Subtotal: ${money(order.pay_today.subtotal)}`);
  for (const discount of [
    ...order.multiproduct_discounts,
    ...order.discount_codes,
    ...order.shop_item_discounts,
  ]) {
    if (discount.amount > 0) lines.push(`Discount (${discount.name}): ${money(-discount.amount)}`);
  }
  lines.push(`Total: ${money(order.pay_today.total)}`);
  const settlement = order.transactions.find((t) => t.status === 'succeeded')?.settlement;
  if (settlement) {
    lines.push(`Paid by ${settlement.brand} card ending ${settlement.last_four_digits}`);
  }
  lines.push('', order.club.name);
  const text = lines.join('\n');
  return {
    to,
    kind: 'order_receipt',
    subject: `${order.club.name}: order ${order.order_seq} confirmed`,
    text,
    html: `<pre style="font:14px/1.5 system-ui,sans-serif">${escapeHtml(text)}</pre>`,
    data: {
      order_id: order.order_id,
      order_seq: order.order_seq,
      total: order.pay_today.total,
      currency: order.currency,
    },
  };
}
