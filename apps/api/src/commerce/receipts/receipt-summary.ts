import type { Order, ReceiptSummary } from '@touchline/contracts';

/** The receipt's groups, in the cart's order. */
export const RECEIPT_GROUPS: readonly { title: string; types: readonly string[] }[] = [
  { title: 'Membership plans', types: ['Plan', 'Bundle'] },
  { title: 'Lotto tickets', types: ['Lotto'] },
  { title: 'Draw tickets', types: ['Draw'] },
  { title: 'Shop items', types: ['ShopItem'] },
  { title: 'Tickets / Events', types: ['EventTicket'] },
];

/** What an item costs today before discounts (orders placed before this was kept: estimated). */
function todayPrice(item: Order['items'][number]): number {
  const kept = item.metadata['today_price'];
  if (typeof kept === 'number') return kept;
  return item.number_of_payments <= 1 ? item.price : item.initial_payment;
}

/**
 * The one pricing summary of an order: each item at today's price before discounts, by group
 * with the group's subtotal, then the order's discounts once and the total charged today. The
 * confirmation page, the PDF and the receipt mail show exactly this.
 */
export function receiptSummary(order: Omit<Order, 'receipt'>): ReceiptSummary {
  const topLevel = order.items.filter((item) => item.bundle_order_item_id === null);
  const groups = RECEIPT_GROUPS.map((group) => {
    const lines = topLevel
      .filter((item) => group.types.includes(item.product.type))
      .map((item) => ({
        order_item_id: item.order_item_id,
        name: item.product.name,
        quantity: item.quantity,
        amount: todayPrice(item),
      }));
    return {
      title: group.title,
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
