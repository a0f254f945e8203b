// Schemas of the commerce area: one TypeBox source for the API's validation and the client's checks.
import { Type, type Static } from '@sinclair/typebox';
import { ClubSlug, Nullable } from './club-account';
import { PaymentOption, ProductType } from './catalogue';
import { MAX_CART_QUANTITY } from './commerce-limits';

const Cents = Type.Integer({ minimum: 0, description: 'Cents' });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Name = Type.String({ minLength: 1, maxLength: 100 });
const Email = Type.String({ format: 'email', maxLength: 254 });
const IsoDateTime = Type.String({ description: 'ISO 8601 date and time (UTC)' });

/** A shopping cart, order or payment id: a UUID (unguessable; the cart's is kept in a cookie). */
export const Uuid = Type.String({ format: 'uuid' });

export const CartParams = Type.Object({ club: ClubSlug, cartId: Uuid });
export type CartParams = Static<typeof CartParams>;

export const CartItemParams = Type.Object({ club: ClubSlug, cartId: Uuid, itemId: Id });
export type CartItemParams = Static<typeof CartItemParams>;

export const OrderParams = Type.Object({ club: ClubSlug, id: Uuid });
export type OrderParams = Static<typeof OrderParams>;

// ---------------------------------------------------------------------------------------------
// Adding items. Prices, totals and discounts are never taken from the browser: properties
// other than these are dropped before the API reads the body.

/** The person a plan is for. */
export const ClubMemberInput = Type.Object(
  { first_name: Name, last_name: Name, email: Type.Optional(Email) },
  { additionalProperties: false },
);
export type ClubMemberInput = Static<typeof ClubMemberInput>;

/** One plan chosen inside a bundle (one entry per person). */
export const BundleItemInput = Type.Object(
  {
    product_id: Id,
    metadata: Type.Optional(
      Type.Object(
        {
          member_id: Type.Optional(Id),
          club_member: Type.Optional(ClubMemberInput),
          registration_form: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type BundleItemInput = Static<typeof BundleItemInput>;

/** A lotto line pick: the numbers of one line (letters as 1-26). */
export const LottoLine = Type.Array(Type.Integer({ minimum: 0, maximum: 999 }), {
  minItems: 0,
  maxItems: 20,
});

export const CartItemMetadataInput = Type.Object(
  {
    /** Plans: the plan (repeated from product_id by the site). */
    plan_id: Type.Optional(Id),
    /** Plans: an existing membership (the account holder, a juvenile or a related adult). */
    member_id: Type.Optional(Id),
    /** Plans: a new person. */
    club_member: Type.Optional(ClubMemberInput),
    /** Plans: the registration form answers (`{ [question_id]: answer }` or the form's sections). */
    registration_form: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    /** Juvenile plans: the parent or guardian's answers. */
    guardian: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    /** Bundles: the plans chosen, one entry per person. */
    products: Type.Optional(Type.Array(BundleItemInput, { maxItems: 20 })),
    /** Lotto: the price option chosen, by its title. */
    configurable_price: Type.Optional(
      Type.Object({ title: Type.String({ minLength: 1, maxLength: 100 }) }),
    ),
    /** Lotto: the numbers of each line. */
    pick: Type.Optional(Type.Array(LottoLine, { maxItems: 20 })),
    /** Lotto and draw: renew automatically after the last draw. */
    auto_renewal: Type.Optional(Type.Boolean()),
    /** Shop items: a size the item offers. */
    size: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type CartItemMetadataInput = Static<typeof CartItemMetadataInput>;

export const CartItemInput = Type.Object(
  {
    product_id: Id,
    /** Shop items and draw tickets; 1 for everything else. */
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CART_QUANTITY })),
    payment_option_id: Type.Optional(Nullable(Id)),
    metadata: Type.Optional(CartItemMetadataInput),
  },
  { additionalProperties: false },
);
export type CartItemInput = Static<typeof CartItemInput>;

export const CartItemsBody = Type.Object(
  { items: Type.Array(CartItemInput, { minItems: 1, maxItems: 50 }) },
  { additionalProperties: false },
);
export type CartItemsBody = Static<typeof CartItemsBody>;

export const CartItemOptionBody = Type.Object(
  { payment_option_id: Id },
  { additionalProperties: false },
);
export type CartItemOptionBody = Static<typeof CartItemOptionBody>;

export const DiscountCodeBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);
export type DiscountCodeBody = Static<typeof DiscountCodeBody>;

// ---------------------------------------------------------------------------------------------
// The cart as answered.

export const PayToday = Type.Object({ subtotal: Cents, discount: Cents, total: Cents });
export type PayToday = Static<typeof PayToday>;

/** A discount on one item: `amount` in all, `iteration` per payment (the first takes the remainder). */
export const ItemDiscount = Type.Object({
  name: Type.String(),
  amount: Cents,
  iteration: Cents,
  /**
   * Multiproduct discounts that counted the household's memberships of the season: the plan's
   * place in the family ("Third child in your family this season"). Absent otherwise.
   */
  reason: Type.Optional(Type.String()),
});
export type ItemDiscount = Static<typeof ItemDiscount>;

export const ClubMember = Type.Object({
  member_id: Nullable(Type.Integer()),
  first_name: Type.String(),
  last_name: Type.String(),
});
export type ClubMember = Static<typeof ClubMember>;

export const BundleItem = Type.Object({
  product_id: Type.Integer(),
  product: Type.Object({ name: Type.String() }),
  price_in_bundle: Cents,
  metadata: Type.Object({ is_juvenile: Type.Boolean(), club_member: Nullable(ClubMember) }),
});
export type BundleItem = Static<typeof BundleItem>;

/** One payment of an item paid in instalments or by subscription; the first is paid today. */
export const Instalment = Type.Object({
  sequence: Type.Integer({ minimum: 1 }),
  price: Cents,
  discount: Cents,
  total: Cents,
  /** `YYYY-MM-DD`; today for the first. */
  due_on: Type.String(),
});
export type Instalment = Static<typeof Instalment>;

export const CartItemMetadata = Type.Object({
  name: Type.String(),
  title: Nullable(Type.String()),
  club_member: Nullable(ClubMember),
  /** Discount codes on this item, by code. */
  discounts: Type.Record(Type.String(), ItemDiscount),
  multiproduct: Type.Array(ItemDiscount),
  shop_item_discount: Type.Array(ItemDiscount),
  configurable_price: Nullable(
    Type.Object({
      title: Type.String(),
      price: Cents,
      lines: Type.Integer(),
      entries: Type.Integer(),
      draws: Type.Integer(),
    }),
  ),
  pick: Nullable(Type.Array(Type.Array(Type.Integer()))),
  auto_renewal: Type.Boolean(),
  bundle_items: Type.Array(BundleItem),
  size: Nullable(Type.String()),
  venue: Nullable(Type.String()),
});
export type CartItemMetadata = Static<typeof CartItemMetadata>;

export const CartItem = Type.Object({
  shopping_cart_item: Type.Integer(),
  product_id: Type.Integer(),
  product: Type.Object({
    name: Type.String(),
    type: ProductType,
    slug: Type.String(),
    metadata: Type.Record(Type.String(), Type.Unknown()),
  }),
  quantity: Type.Integer({ minimum: 1 }),
  /** Unit price x quantity (bundles: the bundle price), before discounts. */
  price: Cents,
  /** Every discount on the item, over all its payments. */
  discount: Cents,
  /** price - discount: what the item costs over all its payments. */
  total: Cents,
  payment_options: Type.Array(PaymentOption),
  payment_option_id: Nullable(Type.Integer()),
  /** `full`, `instalment`, `reducing_instalment` or `subscription`. */
  payment_type: Type.String(),
  /** Every payment of the item, today's first (one for full payment). */
  instalments: Type.Array(Instalment),
  /** Subscriptions that recur until cancelled by the club. */
  recurs_until_cancelled: Type.Boolean(),
  pay_today: PayToday,
  metadata: CartItemMetadata,
});
export type CartItem = Static<typeof CartItem>;

export const CartDiscountLine = Type.Object({
  name: Type.String(),
  /** Cents off today's payment. */
  amount: Cents,
  /** Cents off over every payment. */
  total_amount: Cents,
  /**
   * Multiproduct discounts that counted the household's memberships of the season besides the
   * cart's ("Counts 2 memberships your family has this season"). Absent otherwise.
   */
  reason: Type.Optional(Type.String()),
});
export type CartDiscountLine = Static<typeof CartDiscountLine>;

export const CartDiscountCode = Type.Composite([
  CartDiscountLine,
  Type.Object({
    code: Type.String(),
    type: Type.Union([Type.Literal('percentage'), Type.Literal('amount')]),
    /** Percent or cents, as the club set it. */
    value: Type.Integer(),
  }),
]);
export type CartDiscountCode = Static<typeof CartDiscountCode>;

export const ShoppingCart = Type.Object({
  shopping_cart_id: Uuid,
  account_id: Type.Integer(),
  currency: Type.String(),
  items: Type.Array(CartItem),
  /** What is charged today: zero means free checkout. */
  pay_today: PayToday,
  /** Over every payment of every item. */
  totals: PayToday,
  discount_codes: Type.Array(CartDiscountCode),
  multiproduct_discounts: Type.Array(CartDiscountLine),
  shop_item_discounts: Type.Array(CartDiscountLine),
  has_membership_items: Type.Boolean(),
  /** Instalments, subscriptions or auto-renewing tickets: the card must be saved. */
  requires_saved_card: Type.Boolean(),
  /** Set once the cart belongs to a signed-in account. */
  associated: Type.Boolean(),
  updated_at: IsoDateTime,
});
export type ShoppingCart = Static<typeof ShoppingCart>;

export const DiscountCodeResult = Type.Object({
  is_valid: Type.Boolean(),
  message: Type.String(),
  shopping_cart: ShoppingCart,
});
export type DiscountCodeResult = Static<typeof DiscountCodeResult>;

// ---------------------------------------------------------------------------------------------
// Checkout.

/** A return address on the club site (an allowed origin) for the 3-D Secure step. */
const ReturnUrl = Type.String({ format: 'uri', maxLength: 2000 });
/** A payment's client secret (`pi_..._secret_...`). */
const ClientSecret = Type.String({ pattern: '^[A-Za-z0-9_]{10,255}$' });
/** A confirmation token the provider's library made from the card (`ctoken_...`). */
const ConfirmationToken = Type.String({ pattern: '^[A-Za-z0-9_]{6,255}$' });

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

// ---------------------------------------------------------------------------------------------
// Orders.

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

// ---------------------------------------------------------------------------------------------
// Saved cards, arrears.

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

// ---------------------------------------------------------------------------------------------
// Payment provider as the browser sees it; the offline simulator's calls.

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
