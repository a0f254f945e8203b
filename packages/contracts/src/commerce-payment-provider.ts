// Schemas of the payment provider as the browser sees it, and of the card simulator's calls.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './club-account';
import { IntentStatus, PaymentErrorBody } from './commerce-checkout';
import { Cents, ClientSecret, ConfirmationToken, ReturnUrl } from './commerce-values';

export const PaymentsConfigResult = Type.Object({
  provider: Type.Union([Type.Literal('test'), Type.Literal('stripe')]),
  publishable_key: Nullable(Type.String()),
});
export type PaymentsConfigResult = Static<typeof PaymentsConfigResult>;

export const TestCardBody = Type.Object(
  {
    number: Type.String({ pattern: '^[0-9 -]{12,23}$' }),
    exp_month: Type.Integer({ minimum: 1, maximum: 12 }),
    exp_year: Type.Integer({ minimum: 0, maximum: 2200 }),
    cvc: Type.String({ pattern: '^[0-9]{3,4}$' }),
  },
  { additionalProperties: false },
);
export type TestCardBody = Static<typeof TestCardBody>;

export const TestCardToken = Type.Object({
  id: Type.String(),
  card: Type.Object({
    brand: Type.String(),
    last4: Type.String(),
    exp_month: Type.Integer(),
    exp_year: Type.Integer(),
    funding: Type.String(),
  }),
});
export type TestCardToken = Static<typeof TestCardToken>;

export const TestConfirmBody = Type.Object(
  {
    client_secret: ClientSecret,
    confirmation_token: ConfirmationToken,
    return_url: Type.Optional(ReturnUrl),
  },
  { additionalProperties: false },
);
export type TestConfirmBody = Static<typeof TestConfirmBody>;

export const TestIntentQuery = Type.Object({
  client_secret: ClientSecret,
});
export type TestIntentQuery = Static<typeof TestIntentQuery>;

export const TestIntent = Type.Object({
  id: Type.String(),
  status: IntentStatus,
  amount: Cents,
  currency: Type.String(),
  next_action: Nullable(Type.Object({ redirect_url: Nullable(Type.String()) })),
  last_payment_error: Nullable(PaymentErrorBody),
});
export type TestIntent = Static<typeof TestIntent>;

export const TestSetupConfirmBody = Type.Object(
  {
    client_secret: ClientSecret,
    confirmation_token: ConfirmationToken,
  },
  { additionalProperties: false },
);
export type TestSetupConfirmBody = Static<typeof TestSetupConfirmBody>;

export const TestSetupResult = Type.Object({
  status: Type.Literal('succeeded'),
  payment_method: Type.String(),
});
export type TestSetupResult = Static<typeof TestSetupResult>;

export const TestAuthenticationParams = Type.Object({
  intentId: Type.String({ pattern: '^pi_test_[A-Za-z0-9_-]{8,64}$' }),
});
export type TestAuthenticationParams = Static<typeof TestAuthenticationParams>;

export const TestAuthenticationBody = Type.Object({
  client_secret: ClientSecret,
  outcome: Type.Union([Type.Literal('approve'), Type.Literal('fail')]),
});
export type TestAuthenticationBody = Static<typeof TestAuthenticationBody>;

export const WebhookReceipt = Type.Object({ received: Type.Literal(true) });
export type WebhookReceipt = Static<typeof WebhookReceipt>;
