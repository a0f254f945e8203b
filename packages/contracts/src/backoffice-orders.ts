// Schemas of the back office's orders: the club's orders, one order's lines, payments and
// refunds, and the refunds and cancellations a club admin makes.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './club-account';
import { OrderStatus } from './commerce-orders';
import { Uuid } from './commerce-values';

const DateTime = Type.String({ description: 'ISO 8601 date and time (UTC)' });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Cents = Type.Integer({ minimum: 0, description: 'Cents' });

export const BackofficeOrderQuery = Type.Object({
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  account_id: Type.Optional(Id),
  /** An order number (`42` or `#42`), or part of the buyer's email, any case. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
});
export type BackofficeOrderQuery = Static<typeof BackofficeOrderQuery>;

/** What was given back of what was paid: nothing, part of it, or all of it. */
export const OrderRefundState = Type.Union([
  Type.Literal('not_refunded'),
  Type.Literal('partly_refunded'),
  Type.Literal('refunded'),
]);
export type OrderRefundState = Static<typeof OrderRefundState>;

export const BackofficeOrderSummary = Type.Object({
  order_id: Uuid,
  order_seq: Type.Integer(),
  created_at: DateTime,
  status: OrderStatus,
  buyer_name: Type.String(),
  buyer_email: Nullable(Type.String()),
  currency: Type.String(),
  total: Cents,
  /** Taken so far: the checkout payment and the instalments paid since. */
  paid: Cents,
  refunded: Cents,
  refund_state: OrderRefundState,
});
export type BackofficeOrderSummary = Static<typeof BackofficeOrderSummary>;

export const BackofficeOrderPage = Type.Object({
  items: Type.Array(BackofficeOrderSummary),
  total: Type.Integer({ minimum: 0 }),
  current_page: Type.Integer({ minimum: 1 }),
  per_page: Type.Integer({ minimum: 1 }),
  from: Nullable(Type.Integer()),
  to: Nullable(Type.Integer()),
});
export type BackofficeOrderPage = Static<typeof BackofficeOrderPage>;

export const BackofficeInstalmentStatus = Type.Union([
  Type.Literal('scheduled'),
  Type.Literal('paid'),
  Type.Literal('failed'),
  Type.Literal('cancelled'),
]);
export type BackofficeInstalmentStatus = Static<typeof BackofficeInstalmentStatus>;

/** A payment of a line after the first: an instalment or a subscription period. */
export const BackofficeOrderInstalment = Type.Object({
  order_instalment_id: Type.Integer(),
  sequence: Type.Integer({ minimum: 2 }),
  /** `YYYY-MM-DD`. */
  due_on: Type.String(),
  amount: Cents,
  status: BackofficeInstalmentStatus,
});
export type BackofficeOrderInstalment = Static<typeof BackofficeOrderInstalment>;

export const BackofficeOrderLine = Type.Object({
  order_item_id: Type.Integer(),
  name: Type.String(),
  product_type: Type.String(),
  quantity: Type.Integer(),
  /** Who a membership is for. */
  member_name: Nullable(Type.String()),
  /** The line's price after its discount (all its payments together). */
  subtotal: Cents,
  number_of_payments: Type.Integer({ minimum: 1 }),
  paid: Cents,
  refunded: Cents,
  /** What can still be given back: paid less refunded. */
  refundable: Cents,
  refund_state: OrderRefundState,
  /** A membership refunded in full has ended. */
  ended_at: Nullable(DateTime),
  /** How many of its items went back to the stock with refunds. */
  returned_quantity: Type.Integer({ minimum: 0 }),
  /** How many of its items a refund may still give back (not returned, nor being refunded). */
  returnable_quantity: Type.Integer({ minimum: 0 }),
  instalments: Type.Array(BackofficeOrderInstalment),
  /** How many of its instalments are still to be charged (scheduled or failed). */
  unpaid_instalments: Type.Integer({ minimum: 0 }),
});
export type BackofficeOrderLine = Static<typeof BackofficeOrderLine>;

export const BackofficeOrderPayment = Type.Object({
  payment_id: Type.Integer(),
  /** `checkout`, `instalment` (charged to the saved card) or `arrears` (paid by the member). */
  purpose: Type.String(),
  amount: Cents,
  status: Type.String(),
  /** The card, as "visa •••• 4242", when known. */
  card: Nullable(Type.String()),
  refunded: Cents,
  created_at: DateTime,
});
export type BackofficeOrderPayment = Static<typeof BackofficeOrderPayment>;

export const BackofficeOrderRefund = Type.Object({
  order_refund_id: Type.Integer(),
  order_item_id: Type.Integer(),
  item_name: Type.String(),
  amount: Cents,
  reason: Type.String(),
  /**
   * `pending`: sent to the card provider without an answer yet (sent again by the workers until
   * it answers); `failed`: refused, with `failure_reason`.
   */
  status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')]),
  /** The card provider's reference of the refund. */
  provider_refund_id: Nullable(Type.String()),
  /** Why the card provider refused the refund (`failed` only). */
  failure_reason: Nullable(Type.String()),
  /** How many of the line's items it gives back to the stock (0: money only). */
  quantity: Type.Integer({ minimum: 0 }),
  /** The club admin who refunded. */
  refunded_by: Nullable(Type.String()),
  created_at: DateTime,
});
export type BackofficeOrderRefund = Static<typeof BackofficeOrderRefund>;

export const BackofficeOrder = Type.Composite([
  BackofficeOrderSummary,
  Type.Object({
    refundable: Cents,
    lines: Type.Array(BackofficeOrderLine),
    payments: Type.Array(BackofficeOrderPayment),
    refunds: Type.Array(BackofficeOrderRefund),
  }),
]);
export type BackofficeOrder = Static<typeof BackofficeOrder>;

export const BackofficeOrderParams = Type.Object({ order_id: Uuid });
export type BackofficeOrderParams = Static<typeof BackofficeOrderParams>;

export const BackofficeOrderLineParams = Type.Object({ order_id: Uuid, order_item_id: Id });
export type BackofficeOrderLineParams = Static<typeof BackofficeOrderLineParams>;

export const REFUND_REASON_MAX = 500;
export const REFUND_REASON_REQUIRED = 'Please give a reason for the refund';

/**
 * A refund: of one line (`order_item_id`) or of the whole order; of `amount` cents (a line
 * only) or, without it, of everything still refundable. The server computes what was paid.
 * A line refunded in full gives back to the stock every item not given back yet.
 */
export const RefundBody = Type.Object({
  order_item_id: Type.Optional(Id),
  amount: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000_000 })),
  /**
   * How many of the line's items come back (a line only): they return to the stock when the
   * refund succeeds. Without `amount`, the refund is those items' share of what the line paid.
   */
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  reason: Type.String({ maxLength: REFUND_REASON_MAX }),
  /**
   * A key the browser makes once per refund it asks for: asking again with it (a double click,
   * a retry) answers the refund already made and gives nothing back twice.
   */
  idempotency_key: Type.String({ pattern: '^[A-Za-z0-9_-]{8,100}$' }),
});
export type RefundBody = Static<typeof RefundBody>;

export const RefundResult = Type.Object({
  /** What this request gave back. */
  refunded: Cents,
  order: BackofficeOrder,
});
export type RefundResult = Static<typeof RefundResult>;

export const CancelInstalmentsResult = Type.Object({
  /** How many instalments were cancelled (0 when none was left to charge). */
  cancelled: Type.Integer({ minimum: 0 }),
  order: BackofficeOrder,
});
export type CancelInstalmentsResult = Static<typeof CancelInstalmentsResult>;
