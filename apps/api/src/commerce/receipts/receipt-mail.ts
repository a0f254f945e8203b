import type { Order } from '@touchline/contracts';
import type { Language } from '@touchline/contracts/languages';
import { mailTranslator } from '../../mail/mail-language';
import type { MailMessage } from '../../mail/mail-port';
import { plainTextHtml } from '../../mail/plain-text-mail';
import { formatMoney } from './money-format';
import { formatOrderDate } from './receipt-dates';
import { receiptSummary } from './receipt-summary';

/** The time zone of dates in receipt mails (the buyer's own is known only to their browser). */
export const RECEIPT_MAIL_TIME_ZONE = 'Europe/Dublin';

/** The order receipt mail (kind `order_receipt`): the confirmation page in words. */
export function receiptMail(order: Order, to: string, language: Language = 'en'): MailMessage {
  const t = mailTranslator(language);
  const money = (cents: number) => formatMoney(cents, order.currency);
  const orderSeq = String(order.order_seq);
  const date = formatOrderDate(new Date(order.created_at), RECEIPT_MAIL_TIME_ZONE, language);
  const lines: string[] = [
    t('receipt.mail.thanks', { firstName: order.buyer.first_name }),
    '',
    t('receipt.placedOn', { date }),
    t('receipt.id', { orderSeq }),
    '',
  ];
  // The order's one pricing summary: the same lines, subtotals and total as the page and PDF.
  const receipt = receiptSummary(order, t);
  for (const group of receipt.groups) {
    lines.push(group.title);
    for (const line of group.lines) {
      const quantity = line.quantity > 1 ? ` × ${line.quantity}` : '';
      const amount = line.amount === 0 ? t('receipt.free') : money(line.amount);
      lines.push(`  ${line.name}${quantity}: ${amount}`);
      for (const detail of line.details) lines.push(`    ${detail}`);
    }
    lines.push(`  ${t('receipt.subtotal')}: ${money(group.subtotal)}`, '');
  }
  lines.push(`${t('receipt.subtotal')}: ${money(receipt.subtotal)}`);
  for (const discount of receipt.discounts) {
    lines.push(`${t('receipt.discount', { name: discount.name })}: ${money(-discount.amount)}`);
  }
  lines.push(`${t('receipt.total')}: ${money(receipt.total)}`);
  const settlement = order.transactions.find(
    (payment) => payment.status === 'succeeded',
  )?.settlement;
  if (settlement) {
    lines.push(
      t('receipt.paidBy', { brand: settlement.brand, lastFour: settlement.last_four_digits }),
    );
  }
  lines.push('', order.club.name);
  const text = lines.join('\n');
  return {
    to,
    kind: 'order_receipt',
    subject: t('receipt.mail.subject', { club: order.club.name, orderSeq }),
    text,
    html: plainTextHtml(lines, language),
    data: {
      order_id: order.order_id,
      order_seq: order.order_seq,
      total: receipt.total,
      currency: order.currency,
    },
  };
}
