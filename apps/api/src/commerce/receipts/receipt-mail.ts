import type { Order } from '@touchline/contracts';
import type { MailMessage } from '../../mail/mail-port';
import { plainTextHtml } from '../../mail/plain-text-mail';
import { formatMoney } from './money-format';
import { formatOrderDate } from './receipt-dates';

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
  // The order's one pricing summary: the same lines, subtotals and total as the page and PDF.
  const { receipt } = order;
  for (const group of receipt.groups) {
    lines.push(group.title);
    for (const line of group.lines) {
      const quantity = line.quantity > 1 ? ` × ${line.quantity}` : '';
      lines.push(`  ${line.name}${quantity}: ${line.amount === 0 ? 'FREE' : money(line.amount)}`);
      for (const detail of line.details) lines.push(`    ${detail}`);
    }
    lines.push(`  Subtotal: ${money(group.subtotal)}`, '');
  }
  lines.push(`Subtotal: ${money(receipt.subtotal)}`);
  for (const discount of receipt.discounts) {
    lines.push(`Discount (${discount.name}): ${money(-discount.amount)}`);
  }
  lines.push(`Total: ${money(receipt.total)}`);
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
    html: plainTextHtml(lines),
    data: {
      order_id: order.order_id,
      order_seq: order.order_seq,
      total: receipt.total,
      currency: order.currency,
    },
  };
}
