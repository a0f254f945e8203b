import type { CartItem, PaymentOption, ShoppingCart } from '@touchline/contracts';

export const CART_ID = '5b0e1c1e-7f1a-4c39-9a53-2f1e0c7d9b11';

let nextItemId = 100;

export function aCartItem(overrides: Partial<CartItem> = {}): CartItem {
  const price = overrides.price ?? 12000;
  return {
    shopping_cart_item: nextItemId++,
    product_id: 4,
    product: { name: 'Adult Membership', type: 'Plan', slug: 'adult-membership', metadata: {} },
    quantity: 1,
    price,
    discount: 0,
    total: price,
    payment_options: [],
    payment_option_id: null,
    payment_type: 'full',
    instalments: [],
    recurs_until_cancelled: false,
    pay_today: { subtotal: price, discount: 0, total: price },
    ...overrides,
    metadata: {
      name: overrides.product?.name ?? 'Adult Membership',
      title: null,
      club_member: null,
      discounts: {},
      multiproduct: [],
      shop_item_discount: [],
      configurable_price: null,
      pick: null,
      auto_renewal: false,
      bundle_items: [],
      size: null,
      venue: null,
      ...overrides.metadata,
    },
  };
}

export const aPlan = (name: string, price: number, member: [string, string] | null = null) =>
  aCartItem({
    product: { name, type: 'Plan', slug: 'plan', metadata: {} },
    price,
    metadata: member
      ? ({ club_member: { member_id: 9, first_name: member[0], last_name: member[1] } } as never)
      : undefined,
  });

/**
 * A child's plan whose family discount counted the household's earlier memberships: €80.00,
 * €20.00 off as the third child of the season.
 */
export const aThirdChildPlan = () =>
  aCartItem({
    product: {
      name: 'Juvenile Membership',
      type: 'Plan',
      slug: 'juvenile-membership',
      metadata: {},
    },
    price: 8000,
    discount: 2000,
    total: 6000,
    pay_today: { subtotal: 8000, discount: 2000, total: 6000 },
    metadata: {
      club_member: { member_id: 31, first_name: 'Cara', last_name: 'Byrne' },
      multiproduct: [
        {
          name: 'Multi-member discount',
          amount: 2000,
          iteration: 2000,
          reason: 'Third child in your family this season',
        },
      ],
    } as never,
  });

/** The cart of `aThirdChildPlan`, its discount line saying what it counted. */
export const aThirdChildCart = (): ShoppingCart => ({
  ...aCart([aThirdChildPlan()], 2000),
  multiproduct_discounts: [
    {
      name: 'Multi-member discount',
      amount: 2000,
      total_amount: 2000,
      reason: 'Counts 2 memberships your family has this season',
    },
  ],
});

export const aLottoTicket = () =>
  aCartItem({
    product: {
      name: 'Club Lotto',
      type: 'Lotto',
      slug: 'club-lotto',
      metadata: { draw: { number_type: 'Number' } },
    },
    price: 1000,
    metadata: {
      configurable_price: { title: '2 lines', price: 1000, lines: 2, entries: 2, draws: 4 },
      pick: [
        [1, 5, 9, 22],
        [3, 4, 17, 28],
      ],
      auto_renewal: true,
    } as never,
  });

export const aDrawTicket = (quantity: number) =>
  aCartItem({
    product: { name: 'Summer Draw', type: 'Draw', slug: 'summer-draw', metadata: {} },
    quantity,
    price: 500 * quantity,
  });

export const aShopItem = (name: string, price: number, venue: string) =>
  aCartItem({
    product: { name, type: 'ShopItem', slug: 'shop-item', metadata: {} },
    price,
    metadata: { venue } as never,
  });

export function anOption(overrides: Partial<PaymentOption> = {}): PaymentOption {
  return {
    payment_option_id: 1,
    type: 'full',
    number_of_payments: 1,
    occurrence: 1,
    frequency: 'Monthly',
    initial_payment: 0,
    starts_on: null,
    ends_on: null,
    instalment_amount: 0,
    schedule: [],
    ...overrides,
  };
}

/** The cart with only these items, its totals added up again (the discount kept). */
export function withItems(cart: ShoppingCart, items: CartItem[]): ShoppingCart {
  return {
    ...aCart(items, Math.min(cart.pay_today.discount, sumOf(items))),
    currency: cart.currency,
  };
}

const sumOf = (items: readonly CartItem[]) =>
  items.reduce((sum, item) => sum + item.pay_today.subtotal, 0);

/** A cart of these items; today's totals add up the items' less `discount`. */
export function aCart(items: CartItem[], discount = 0): ShoppingCart {
  const subtotal = sumOf(items);
  const pay = { subtotal, discount, total: subtotal - discount };
  return {
    shopping_cart_id: CART_ID,
    account_id: 1,
    currency: 'EUR',
    items,
    pay_today: pay,
    totals: pay,
    discount_codes: [],
    multiproduct_discounts: [],
    shop_item_discounts: [],
    has_membership_items: items.some((item) => item.product.type === 'Plan'),
    requires_saved_card: false,
    associated: false,
    updated_at: '2026-05-01T10:00:00.000Z',
  };
}
