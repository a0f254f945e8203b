import type { CartItem, ShoppingCart, User } from '@touchline/contracts';

// The carts and the member of the cart behaviour's tests.

export const CART_ID = '5b0e1c1e-7f1a-4c39-9a53-2f1e0c7d9b11';
export const NEW_CART_ID = '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 21,
    email: 'member@demo.touchline.test',
    email_verified: true,
    first_name: 'Aoife',
    last_name: 'Murphy',
    mobile: null,
    roles: ['Member'],
    accounts: [
      { account_id: 1, slug: 'demo', name: 'Glenarden Gaels GAA Club', roles: ['Member'] },
    ],
    governing_body: null,
    areas: ['site', 'myaccount'],
    pwd_set_allowed: true,
    password_set: true,
    language: null,
    ...overrides,
  };
}

export function aCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    shopping_cart_item: 12,
    product_id: 4,
    product: { name: 'Adult membership', type: 'Plan', slug: 'adult-membership', metadata: {} },
    quantity: 1,
    price: 12000,
    discount: 0,
    total: 12000,
    payment_options: [],
    payment_option_id: null,
    payment_type: 'full',
    instalments: [],
    recurs_until_cancelled: false,
    pay_today: { subtotal: 12000, discount: 0, total: 12000 },
    metadata: {
      name: 'Adult membership',
      title: null,
      club_member: { member_id: 9, first_name: 'Aoife', last_name: 'Murphy' },
      discounts: {},
      multiproduct: [],
      shop_item_discount: [],
      configurable_price: null,
      pick: null,
      auto_renewal: false,
      bundle_items: [],
      size: null,
      venue: null,
    },
    ...overrides,
  };
}

export function aCart(items: CartItem[] = [aCartItem()], id = CART_ID): ShoppingCart {
  const total = items.reduce((sum, item) => sum + item.pay_today.total, 0);
  return {
    shopping_cart_id: id,
    account_id: 1,
    currency: 'EUR',
    items,
    pay_today: { subtotal: total, discount: 0, total },
    totals: { subtotal: total, discount: 0, total },
    discount_codes: [],
    multiproduct_discounts: [],
    shop_item_discounts: [],
    has_membership_items: items.some((item) => item.product.type === 'Plan'),
    requires_saved_card: false,
    associated: false,
    updated_at: '2026-05-01T10:00:00.000Z',
  };
}
