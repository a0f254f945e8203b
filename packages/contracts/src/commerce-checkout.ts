// Schemas of checkout: placing the order and its payment, paid or free, and the refusals.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './club-account';
import { Cents, ConfirmationToken, Id, Name, ReturnUrl, Uuid } from './commerce-values';

export const CheckoutBody = Type.Object(
  {
    shopping_cart_id: Uuid,
    save_payment_method: Type.Optional(Type.Boolean()),
    guest_first_name: Type.Optional(Name),
    guest_last_name: Type.Optional(Name),
    /** Confirm on the server with this card (else the browser confirms with `payment_token`). */
    confirmation_token: Type.Optional(ConfirmationToken),
    /** Pay with a saved card (`id` of a payment method of the signed-in member). */
    payment_method_id: Type.Optional(Id),
    return_url: Type.Optional(ReturnUrl),
    /**
     * The total the buyer was shown (`pay_today.total`): a cart that now costs something else is
     * refused with 409 `total_changed` and its new `total`, and nothing is charged.
     */
    shown_total: Type.Optional(Cents),
  },
  { additionalProperties: false },
);
export type CheckoutBody = Static<typeof CheckoutBody>;

export const IntentStatus = Type.Union([
  Type.Literal('requires_payment_method'),
  Type.Literal('requires_confirmation'),
  Type.Literal('requires_action'),
  Type.Literal('processing'),
  Type.Literal('succeeded'),
  Type.Literal('canceled'),
]);
export type IntentStatus = Static<typeof IntentStatus>;

export const PaymentErrorBody = Type.Object({
  type: Type.String(),
  code: Nullable(Type.String()),
  decline_code: Nullable(Type.String()),
  message: Type.String(),
});
export type PaymentErrorBody = Static<typeof PaymentErrorBody>;

export const CheckoutResult = Type.Object({
  order_id: Uuid,
  order_seq: Type.Integer(),
  order_status: Type.Union([
    Type.Literal('New'),
    Type.Literal('Completed'),
    Type.Literal('Cancelled'),
  ]),
  /** The payment's client secret: the browser confirms the payment with it. */
  payment_token: Type.String(),
  payment_intent_id: Type.String(),
  status: IntentStatus,
  amount: Cents,
  currency: Type.String(),
  /** While `requires_action`: where the buyer authenticates (3-D Secure). */
  next_action: Nullable(Type.Object({ redirect_url: Nullable(Type.String()) })),
  error: Nullable(PaymentErrorBody),
});
export type CheckoutResult = Static<typeof CheckoutResult>;

/** A refused card (402) or a card the club cannot take (422): the message to show. */
export const PaymentRefusal = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  code: Type.Optional(Nullable(Type.String())),
  decline_code: Type.Optional(Nullable(Type.String())),
  order_id: Type.Optional(Uuid),
  payment_token: Type.Optional(Type.String()),
});
export type PaymentRefusal = Static<typeof PaymentRefusal>;

/** A checkout refused for a conflict: stock or a code taken meanwhile, a key reused, a new total. */
export const CheckoutConflict = Type.Object({
  message: Type.String(),
  code: Type.Optional(Nullable(Type.String())),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  /** `total_changed`: what the cart costs today, to show in place of the total shown. */
  total: Type.Optional(Cents),
});
export type CheckoutConflict = Static<typeof CheckoutConflict>;

export const CreatePaymentIntentBody = Type.Object(
  {
    shopping_cart_id: Uuid,
    /** Accepted for compatibility and ignored: the amount comes from the cart. */
    amount: Type.Optional(Type.Integer()),
    currency: Type.Optional(Type.String({ maxLength: 3 })),
    save_payment_method: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreatePaymentIntentBody = Static<typeof CreatePaymentIntentBody>;

export const PaymentIntentResult = Type.Object({
  client_secret: Type.String(),
  payment_intent_id: Type.String(),
  order_id: Uuid,
  amount: Cents,
  currency: Type.String(),
  status: IntentStatus,
});
export type PaymentIntentResult = Static<typeof PaymentIntentResult>;

export const FreeCheckoutBody = Type.Object(
  {
    shopping_cart_id: Uuid,
    guest_first_name: Type.Optional(Name),
    guest_last_name: Type.Optional(Name),
  },
  { additionalProperties: false },
);
export type FreeCheckoutBody = Static<typeof FreeCheckoutBody>;

export const FreeCheckoutResult = Type.Object({ order_id: Uuid, order_seq: Type.Integer() });
export type FreeCheckoutResult = Static<typeof FreeCheckoutResult>;
