// Schemas of the cart: what the site may add to it, and the cart as the API answers it, priced.
import { Type, type Static } from '@sinclair/typebox';
import { ClubSlug, Nullable } from './club-account';
import { PaymentOption, ProductType } from './catalogue';
import { MAX_CART_QUANTITY } from './commerce-limits';
import { Cents, Email, Id, IsoDateTime, Name, Uuid } from './commerce-values';

export const CartParams = Type.Object({ club: ClubSlug, cartId: Uuid });
export type CartParams = Static<typeof CartParams>;

export const CartItemParams = Type.Object({ club: ClubSlug, cartId: Uuid, itemId: Id });
export type CartItemParams = Static<typeof CartItemParams>;

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
