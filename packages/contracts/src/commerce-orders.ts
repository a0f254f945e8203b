// Schemas of an order as the buyer sees it: its items, payments and the receipt's summary.
import { Type, type Static } from '@sinclair/typebox';
import { ClubSlug, Nullable } from './club-account';
import { CartDiscountCode, CartDiscountLine, PayToday } from './commerce-cart';
import { Cents, IsoDateTime, Uuid } from './commerce-values';

export const OrderParams = Type.Object({ club: ClubSlug, id: Uuid });
export type OrderParams = Static<typeof OrderParams>;

export const OrderStatus = Type.Union([
  Type.Literal('New'),
  Type.Literal('Completed'),
  Type.Literal('Cancelled'),
]);
export type OrderStatus = Static<typeof OrderStatus>;

export const Settlement = Type.Object({
  brand: Type.String(),
  last_four_digits: Type.String(),
  expiration_month: Type.Integer(),
  expiration_year: Type.Integer(),
});
export type Settlement = Static<typeof Settlement>;

export const OrderTransaction = Type.Object({
  status: Type.Union([
    Type.Literal('succeeded'),
    Type.Literal('pending'),
    Type.Literal('new'),
    Type.Literal('failed'),
  ]),
  amount: Cents,
  created_at: IsoDateTime,
  settlement: Nullable(Settlement),
});
export type OrderTransaction = Static<typeof OrderTransaction>;

export const OrderItem = Type.Object({
  order_item_id: Type.Integer(),
  bundle_order_item_id: Nullable(Type.Integer()),
  product_id: Nullable(Type.Integer()),
  product: Type.Object({ name: Type.String(), type: Type.String() }),
  quantity: Type.Integer(),
  /** Before discounts, over all payments. */
  price: Cents,
  discount: Cents,
  /** price - discount. */
  subtotal: Cents,
  /** Bundles: the bundle's price; null otherwise. */
  bundle_total: Nullable(Cents),
  initial_payment: Cents,
  remaining_payment: Cents,
  number_of_payments: Type.Integer(),
  payment_type: Type.String(),
  membership: Nullable(Type.Object({ first_name: Type.String(), last_name: Type.String() })),
  metadata: Type.Record(Type.String(), Type.Unknown()),
});
export type OrderItem = Static<typeof OrderItem>;

/** One item on the receipt: what it costs today before discounts, and what it is. */
export const ReceiptLine = Type.Object({
  order_item_id: Type.Integer(),
  name: Type.String(),
  quantity: Type.Integer(),
  amount: Cents,
  /**
   * What the buyer chose, one text each: the member a plan is for, a bundle's plans and members,
   * a ticket's lines, draws and draw date, a shop item's size.
   */
  details: Type.Array(Type.String()),
});
export type ReceiptLine = Static<typeof ReceiptLine>;

/**
 * The one pricing summary of an order that the confirmation page, the PDF receipt and the
 * receipt mail all show: its lines add up to `subtotal`, and `subtotal` less the discounts is
 * `total`, what was charged today.
 */
export const ReceiptSummary = Type.Object({
  groups: Type.Array(
    Type.Object({ title: Type.String(), lines: Type.Array(ReceiptLine), subtotal: Cents }),
  ),
  subtotal: Cents,
  discounts: Type.Array(Type.Object({ name: Type.String(), amount: Cents })),
  total: Cents,
});
export type ReceiptSummary = Static<typeof ReceiptSummary>;

export const Order = Type.Object({
  order_id: Uuid,
  order_seq: Type.Integer(),
  status: OrderStatus,
  payment_token: Nullable(Type.String()),
  created_at: IsoDateTime,
  completed_at: Nullable(IsoDateTime),
  is_guest_checkout: Type.Boolean(),
  currency: Type.String(),
  club: Type.Object({ account_id: Type.Integer(), name: Type.String(), slug: Type.String() }),
  buyer: Type.Object({
    first_name: Type.String(),
    last_name: Type.String(),
    email: Nullable(Type.String()),
  }),
  items: Type.Array(OrderItem),
  pay_today: PayToday,
  multiproduct_discounts: Type.Array(CartDiscountLine),
  discount_codes: Type.Array(CartDiscountCode),
  shop_item_discounts: Type.Array(CartDiscountLine),
  transactions: Type.Array(OrderTransaction),
  receipt: ReceiptSummary,
});
export type Order = Static<typeof Order>;

export const ReceiptQuery = Type.Object({
  timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type ReceiptQuery = Static<typeof ReceiptQuery>;
