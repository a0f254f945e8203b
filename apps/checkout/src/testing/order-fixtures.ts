import type { CheckoutResult, Order, OrderItem } from '@touchline/contracts';

export const ORDER_ID = '0f4c2b9e-3d5a-4e1f-8a7b-6c9d0e1f2a3b';

let nextOrderItemId = 500;

export function anOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  const price = overrides.price ?? 2500;
  return {
    order_item_id: nextOrderItemId++,
    bundle_order_item_id: null,
    product_id: 12,
    product: { name: 'Club Lotto', type: 'Lotto' },
    quantity: 1,
    price,
    discount: 0,
    subtotal: price,
    bundle_total: null,
    initial_payment: price,
    remaining_payment: 0,
    number_of_payments: 1,
    payment_type: 'full',
    membership: null,
    metadata: {},
    ...overrides,
  };
}

/** A completed, paid order of a signed-in member. */
/** The order's pricing summary as the API makes it: each item at today's price before discounts. */
export function aReceipt(order: Omit<Order, 'receipt'>): Order['receipt'] {
  const lines = order.items
    .filter((item) => item.bundle_order_item_id === null)
    .map((item) => ({
      order_item_id: item.order_item_id,
      name: item.product.name,
      quantity: item.quantity,
      amount: item.number_of_payments <= 1 ? item.price : item.initial_payment,
      details: item.membership
        ? [`${item.membership.first_name} ${item.membership.last_name}`]
        : [],
    }));
  const discounts = [
    ...order.multiproduct_discounts,
    ...order.discount_codes,
    ...order.shop_item_discounts,
  ].map(({ name, amount }) => ({ name, amount }));
  return {
    groups: [
      { title: 'Items', lines, subtotal: lines.reduce((sum, line) => sum + line.amount, 0) },
    ],
    subtotal: order.pay_today.subtotal,
    discounts,
    total: order.pay_today.total,
  };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  const placed = placedOrder(overrides);
  return { ...placed, receipt: overrides.receipt ?? aReceipt(placed) };
}

function placedOrder(overrides: Partial<Order>): Omit<Order, 'receipt'> {
  const items = overrides.items ?? [anOrderItem()];
  const subtotal = items.reduce((sum, item) => sum + item.initial_payment, 0);
  return {
    order_id: ORDER_ID,
    order_seq: 1042,
    status: 'Completed',
    payment_token: 'pi_test_abcdefgh_secret_12345678',
    created_at: '2026-11-24T14:30:05.000Z',
    completed_at: '2026-11-24T14:30:09.000Z',
    is_guest_checkout: false,
    currency: 'EUR',
    club: { account_id: 1, name: 'Test Gaels', slug: 'demo' },
    buyer: { first_name: 'Aoife', last_name: 'Byrne', email: 'aoife@example.ie' },
    items,
    pay_today: { subtotal, discount: 0, total: subtotal },
    multiproduct_discounts: [],
    discount_codes: [],
    shop_item_discounts: [],
    transactions: [
      {
        status: 'succeeded',
        amount: subtotal,
        created_at: '2026-11-24T14:30:06.000Z',
        settlement: {
          brand: 'visa',
          last_four_digits: '4242',
          expiration_month: 4,
          expiration_year: 2029,
        },
      },
    ],
    ...overrides,
  };
}

export function aCheckoutResult(overrides: Partial<CheckoutResult> = {}): CheckoutResult {
  return {
    order_id: ORDER_ID,
    order_seq: 1042,
    order_status: 'New',
    payment_token: 'pi_test_abcdefgh_secret_12345678',
    payment_intent_id: 'pi_test_abcdefgh',
    status: 'succeeded',
    amount: 2500,
    currency: 'EUR',
    next_action: null,
    error: null,
    ...overrides,
  };
}
