// Schemas of a member's saved cards and of paying their arrears (failed instalments).
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './club-account';
import { Cents, ConfirmationToken, Id, IsoDateTime, Uuid } from './commerce-values';

export const PaymentMethod = Type.Object({
  id: Type.Integer(),
  brand: Type.String(),
  last_four_digits: Type.String(),
  expiration_month: Type.Integer(),
  expiration_year: Type.Integer(),
  funding: Type.String(),
  is_default: Type.Boolean(),
  created_at: IsoDateTime,
});
export type PaymentMethod = Static<typeof PaymentMethod>;

export const PaymentMethodList = Type.Object({
  items: Type.Array(PaymentMethod),
  total: Type.Integer({ minimum: 0 }),
  current_page: Type.Integer(),
  per_page: Type.Integer(),
  from: Nullable(Type.Integer()),
  to: Nullable(Type.Integer()),
});
export type PaymentMethodList = Static<typeof PaymentMethodList>;

export const PaymentMethodListQuery = Type.Object({
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
});
export type PaymentMethodListQuery = Static<typeof PaymentMethodListQuery>;

export const PaymentMethodParams = Type.Object({ id: Id });
export type PaymentMethodParams = Static<typeof PaymentMethodParams>;

export const CreatePaymentMethodBody = Type.Object(
  {
    /** What the provider's library gave for the card: a payment method or confirmation token. */
    payment_method: ConfirmationToken,
    is_default: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreatePaymentMethodBody = Static<typeof CreatePaymentMethodBody>;

export const UpdatePaymentMethodBody = Type.Object(
  { is_default: Type.Literal(true) },
  { additionalProperties: false },
);
export type UpdatePaymentMethodBody = Static<typeof UpdatePaymentMethodBody>;

export const SetupIntentResult = Type.Object({
  client_secret: Type.String(),
  setup_intent_id: Type.String(),
  provider: Type.Union([Type.Literal('test'), Type.Literal('stripe')]),
});
export type SetupIntentResult = Static<typeof SetupIntentResult>;

export const FailedPaymentsResult = Type.Object({
  has_failed_payments: Type.Boolean(),
  /** Failed payments waiting to be paid. */
  count: Type.Integer({ minimum: 0 }),
});
export type FailedPaymentsResult = Static<typeof FailedPaymentsResult>;

export const ArrearsInstalment = Type.Object({
  instalment_id: Type.Integer(),
  product_name: Type.String(),
  sequence: Type.Integer(),
  due_on: Type.String(),
  amount: Cents,
});
export type ArrearsInstalment = Static<typeof ArrearsInstalment>;

export const ArrearsOrder = Type.Object({
  order_id: Uuid,
  order_seq: Type.Integer(),
  club: Type.Object({ account_id: Type.Integer(), name: Type.String(), slug: Type.String() }),
  currency: Type.String(),
  amount_due: Cents,
  created_at: IsoDateTime,
  instalments: Type.Array(ArrearsInstalment),
});
export type ArrearsOrder = Static<typeof ArrearsOrder>;

export const ArrearsOrderList = Type.Object({
  items: Type.Array(ArrearsOrder),
  total: Type.Integer({ minimum: 0 }),
});
export type ArrearsOrderList = Static<typeof ArrearsOrderList>;

export const ArrearsPayBody = Type.Object(
  {
    order_ids: Type.Array(Uuid, { minItems: 1, maxItems: 20, uniqueItems: true }),
    payment_method_id: Id,
    /**
     * The account page the bank's authentication step (3-D Secure) comes back to, when the card
     * asks for it; without it such a payment is refused with 402.
     */
    return_url: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type ArrearsPayBody = Static<typeof ArrearsPayBody>;

export const ArrearsPayResult = Type.Object({
  paid: Type.Array(Type.Object({ order_id: Uuid, amount: Cents, currency: Type.String() })),
  /**
   * The bank asks the member to confirm the payment of this order (3-D Secure): the browser goes
   * to `redirect_url`, which comes back to the `return_url` with `payment_intent` and
   * `redirect_status` (`succeeded` or `failed`). The orders after it were not charged.
   */
  requires_action: Type.Optional(
    Nullable(
      Type.Object({
        order_id: Uuid,
        payment_intent_id: Type.String(),
        redirect_url: Type.String(),
      }),
    ),
  ),
});
export type ArrearsPayResult = Static<typeof ArrearsPayResult>;
