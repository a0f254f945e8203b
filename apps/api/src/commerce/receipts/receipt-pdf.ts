import type { Order, OrderItem } from '@touchline/contracts';
import type { Language } from '@touchline/contracts/languages';
import { mailTranslator, type MailT } from '../../mail/mail-language';
import { formatMoney } from './money-format';
import { formatOrderDate } from './receipt-dates';
import { receiptSummary } from './receipt-summary';

export { RECEIPT_GROUPS } from './receipt-summary';

const MARGIN = 50;
const GREY = '#555555';

function paymentNote(t: MailT, item: OrderItem, currency: string): string | null {
  if (item.number_of_payments <= 1 && item.payment_type !== 'subscription') return null;
  const today = formatMoney(item.initial_payment, currency);
  if (item.payment_type === 'subscription') return t('receipt.pdf.subscription', { amount: today });
  return t('receipt.pdf.instalments', {
    count: String(item.number_of_payments),
    today,
    later: formatMoney(item.remaining_payment, currency),
  });
}

/**
 * The order receipt as a PDF (A4, the standard Helvetica: no font files): club, order number and
 * date in the buyer's time zone, items by group with their discounts, totals and the card used,
 * in the member's language. PDFKit (and its font machinery) loads with the first receipt asked
 * for, not with the API.
 */
export async function renderReceiptPdf(
  order: Order,
  timeZone: string,
  language: Language = 'en',
): Promise<Buffer> {
  const t = mailTranslator(language);
  const orderSeq = String(order.order_seq);
  const { default: PDFDocument } = await import('pdfkit');
  const document = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: language,
    info: {
      Title: t('receipt.pdf.title', { club: order.club.name, orderSeq }),
      Author: order.club.name,
      Subject: t('receipt.pdf.subject'),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const width = document.page.width - MARGIN * 2;
  const money = (cents: number) => formatMoney(cents, order.currency);
  const row = (label: string, amount: string, options: { bold?: boolean } = {}) => {
    const y = document.y;
    document.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
    document.text(label, MARGIN, y, { width: width - 120 });
    const after = document.y;
    document.text(amount, MARGIN + width - 120, y, { width: 120, align: 'right' });
    document.y = Math.max(after, document.y);
    document.x = MARGIN;
  };

  document.font('Helvetica-Bold').fontSize(20).text(order.club.name);
  document.moveDown(0.5);
  document.fontSize(16).text(t('receipt.pdf.heading'));
  document.font('Helvetica').fontSize(11).fillColor(GREY);
  const date = formatOrderDate(new Date(order.created_at), timeZone, language);
  document.text(t('receipt.placedOn', { date }));
  document.text(t('receipt.id', { orderSeq }));
  const buyer = `${order.buyer.first_name} ${order.buyer.last_name}`.trim();
  document.text(order.buyer.email ? `${buyer} (${order.buyer.email})` : buyer);
  document.fillColor('black').moveDown();

  // The order's one pricing summary: the same lines, subtotals and total as the page and mail.
  const receipt = receiptSummary(order, t);
  const byId = new Map(order.items.map((item) => [item.order_item_id, item]));
  const plans = t('receipt.group.plans');
  for (const group of receipt.groups) {
    const count = group.lines.reduce((sum, line) => sum + line.quantity, 0);
    const heading = group.title === plans ? group.title : `${group.title} × ${count}`;
    document.font('Helvetica-Bold').fontSize(13).text(heading);
    document.moveDown(0.3);
    for (const line of group.lines) {
      const item = byId.get(line.order_item_id)!;
      const name = line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name;
      row(name, line.amount === 0 ? t('receipt.free') : money(line.amount));
      document.font('Helvetica').fontSize(9).fillColor(GREY);
      for (const detail of line.details) document.text(detail);
      const note = paymentNote(t, item, order.currency);
      if (note) document.text(note);
      document.fillColor('black');
      document.moveDown(0.3);
    }
    row(t('receipt.subtotal'), money(group.subtotal));
    document.moveDown();
  }

  document
    .moveTo(MARGIN, document.y)
    .lineTo(MARGIN + width, document.y)
    .strokeColor('#cccccc')
    .stroke();
  document.moveDown(0.5);
  row(t('receipt.subtotal'), money(receipt.subtotal));
  for (const discount of receipt.discounts) {
    row(t('receipt.discount', { name: discount.name }), money(-discount.amount));
  }
  row(t('receipt.total'), money(receipt.total), { bold: true });
  document.moveDown();

  const settlement = order.transactions.find((paid) => paid.status === 'succeeded')?.settlement;
  document.font('Helvetica').fontSize(10).fillColor(GREY);
  if (settlement) {
    const month = String(settlement.expiration_month).padStart(2, '0');
    document.text(
      t('receipt.pdf.paidBy', {
        brand: settlement.brand,
        lastFour: settlement.last_four_digits,
        expiry: `${month}/${settlement.expiration_year}`,
      }),
    );
  } else if (receipt.total === 0) {
    document.text(t('receipt.pdf.notCharged'));
  }
  document.text(t('receipt.pdf.reference', { orderId: order.order_id }));
  document.end();
  return done;
}
