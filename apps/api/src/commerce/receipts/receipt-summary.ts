import { pickText, type Order, type ReceiptSummary } from '@touchline/contracts';
import { englishMail, type MailMessageId, type MailT } from '../../mail/mail-language';

type OrderItem = Order['items'][number];

/** The time zone of a draw's date on a receipt: the clubs' own. */
const DRAW_DATE_TIME_ZONE = 'Europe/Dublin';

/** The receipt's groups (their titles' messages), in the cart's order. */
export const RECEIPT_GROUPS: readonly { title: MailMessageId; types: readonly string[] }[] = [
  { title: 'receipt.group.plans', types: ['Plan', 'Bundle'] },
  { title: 'receipt.group.lotto', types: ['Lotto'] },
  { title: 'receipt.group.draws', types: ['Draw'] },
  { title: 'receipt.group.shop', types: ['ShopItem'] },
  { title: 'receipt.group.events', types: ['EventTicket'] },
];

/** What an item costs today before discounts (orders placed before this was kept: estimated). */
function todayPrice(item: OrderItem): number {
  const kept = item.metadata['today_price'];
  if (typeof kept === 'number') return kept;
  return item.number_of_payments <= 1 ? item.price : item.initial_payment;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const fullName = (person: { first_name: string; last_name: string } | null) =>
  person ? `${person.first_name} ${person.last_name}`.trim() || null : null;

/** A draw's date as the receipts write dates, dd/MM/yyyy. */
function drawDate(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: DRAW_DATE_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/**
 * What the buyer chose, as the cart showed it: the member a plan is for, a bundle's plans and
 * members, a ticket's option, lines, draws and draw date, a shop item's size.
 */
export function receiptLineDetails(
  item: OrderItem,
  inBundle: readonly OrderItem[],
  t: MailT = englishMail(),
): string[] {
  const metadata = item.metadata;
  const details: string[] = [];
  const member = fullName(item.membership);
  if (member) details.push(member);
  for (const inner of inBundle) {
    const who = fullName(inner.membership);
    details.push(who ? `${inner.product.name} – ${who}` : inner.product.name);
  }
  const option = text(metadata['configurable_price_title']);
  if (option) details.push(option);
  const picks = Array.isArray(metadata['pick']) ? (metadata['pick'] as unknown[]) : [];
  const letters = metadata['number_type'] === 'Letter';
  picks.forEach((line, index) => {
    if (!Array.isArray(line)) return;
    const pick = pickText(line, letters);
    details.push(t('receipt.detail.line', { number: String(index + 1), pick }));
  });
  if (typeof metadata['draws'] === 'number' && item.product.type === 'Lotto') {
    details.push(t('receipt.detail.draws', { draws: String(metadata['draws']) }));
  }
  const date = text(metadata['draw_at']);
  const day = date && drawDate(date);
  if (day) details.push(t('receipt.detail.drawDate', { date: day }));
  if (metadata['auto_renewal'] === true) details.push(t('receipt.detail.autoRenew'));
  const size = text(metadata['size']);
  if (size) details.push(t('receipt.detail.size', { size }));
  return details;
}

/**
 * The one pricing summary of an order: each item at today's price before discounts, by group
 * with the group's subtotal, then the order's discounts once and the total charged today. The
 * confirmation page, the PDF and the receipt mail show exactly this, the last two in the member's
 * language (`t`); the API's order is in English.
 */
export function receiptSummary(
  order: Omit<Order, 'receipt'>,
  t: MailT = englishMail(),
): ReceiptSummary {
  const topLevel = order.items.filter((item) => item.bundle_order_item_id === null);
  const groups = RECEIPT_GROUPS.map((group) => {
    const lines = topLevel
      .filter((item) => group.types.includes(item.product.type))
      .map((item) => ({
        order_item_id: item.order_item_id,
        name: item.product.name,
        quantity: item.quantity,
        amount: todayPrice(item),
        details: receiptLineDetails(
          item,
          order.items.filter((inner) => inner.bundle_order_item_id === item.order_item_id),
          t,
        ),
      }));
    return {
      title: t(group.title),
      lines,
      subtotal: lines.reduce((sum, line) => sum + line.amount, 0),
    };
  }).filter((group) => group.lines.length > 0);
  const discounts = [
    ...order.multiproduct_discounts,
    ...order.discount_codes,
    ...order.shop_item_discounts,
  ]
    .filter((line) => line.amount > 0)
    .map(({ name, amount }) => ({ name, amount }));
  return {
    groups,
    subtotal: order.pay_today.subtotal,
    discounts,
    total: order.pay_today.total,
  };
}
