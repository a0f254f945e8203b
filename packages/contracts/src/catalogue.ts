// Schemas of the catalogue area: one TypeBox source for the API's validation and the client's checks.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './club-account';

export const ProductType = Type.Union([
  Type.Literal('Plan'),
  Type.Literal('Bundle'),
  Type.Literal('Lotto'),
  Type.Literal('Draw'),
  Type.Literal('ShopItem'),
  Type.Literal('EventTicket'),
]);
export type ProductType = Static<typeof ProductType>;

export const PaymentOption = Type.Object({
  payment_option_id: Type.Integer(),
  type: Type.Union([
    Type.Literal('full'),
    Type.Literal('instalment'),
    Type.Literal('reducing_instalment'),
    Type.Literal('subscription'),
  ]),
  number_of_payments: Type.Integer({ minimum: 1 }),
  occurrence: Type.Integer({ minimum: 1 }),
  frequency: Type.Union([Type.Literal('Monthly'), Type.Literal('Weekly')]),
  /** Cents paid today; the rest is spread over the later payments. */
  initial_payment: Type.Integer({ minimum: 0 }),
});
export type PaymentOption = Static<typeof PaymentOption>;

/**
 * The spec's product metadata: a bag of type-specific settings (validity dates, juvenile flag,
 * bundle conditions and contents, dynamic pricing, lotto rules, images). Stock and payment
 * options are filled in from their own columns.
 */
export const ProductMetadata = Type.Object(
  {
    available_count: Nullable(Type.Integer({ minimum: 0 })),
    sold_out: Type.Boolean(),
    payment_options: Type.Array(PaymentOption),
  },
  { additionalProperties: true },
);
export type ProductMetadata = Static<typeof ProductMetadata> & Record<string, unknown>;

export const Product = Type.Object({
  product_id: Type.Integer(),
  type: ProductType,
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /** Cents. */
  price: Type.Integer({ minimum: 0 }),
  program_id: Nullable(Type.Integer()),
  shop_item_type_id: Nullable(Type.Integer()),
  metadata: ProductMetadata,
});
export type Product = Static<typeof Product>;

export const ProductList = Type.Object({ data: Type.Array(Product) });
export type ProductList = Static<typeof ProductList>;

export const Program = Type.Object({
  program_id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('finished')]),
});
export type Program = Static<typeof Program>;

export const ProgramList = Type.Object({
  data: Type.Array(Program),
  total: Type.Integer({ minimum: 0 }),
});
export type ProgramList = Static<typeof ProgramList>;

export const DiscountOffering = Type.Object({
  number_of_products: Type.Integer({ minimum: 1 }),
  /** Percent for a percentage discount, cents for a fixed one. */
  discount_amount: Type.Integer({ minimum: 0 }),
});
export type DiscountOffering = Static<typeof DiscountOffering>;

export const PlanDiscount = Type.Object({
  discount_id: Type.Integer(),
  name: Type.String(),
  type: Type.Union([Type.Literal('percentage'), Type.Literal('fixed')]),
  plans: Type.Array(Type.Integer()),
  offerings: Type.Array(DiscountOffering),
});
export type PlanDiscount = Static<typeof PlanDiscount>;

export const PlanDiscountList = Type.Object({ data: Type.Array(PlanDiscount) });
export type PlanDiscountList = Static<typeof PlanDiscountList>;

export const Promotion = Type.Object({
  product_id: Type.Integer(),
  product_slug: Type.String(),
  product_type: ProductType,
  description: Type.String(),
  image: Nullable(Type.Object({ path: Type.String() })),
});
export type Promotion = Static<typeof Promotion>;

export const CurrentPromotion = Type.Object({ data: Nullable(Promotion) });
export type CurrentPromotion = Static<typeof CurrentPromotion>;

export const ShopItemType = Type.Object({ shop_item_type_id: Type.Integer(), name: Type.String() });
export type ShopItemType = Static<typeof ShopItemType>;

export const ShopItemPage = Type.Object({
  data: Type.Array(Product),
  total: Type.Integer({ minimum: 0 }),
});
export type ShopItemPage = Static<typeof ShopItemPage>;

export const QuickPick = Type.Object({
  draw_id: Type.Integer(),
  numbers: Type.Array(Type.Integer({ minimum: 1 })),
});
export type QuickPick = Static<typeof QuickPick>;

export const FormQuestion = Type.Object(
  {
    question_id: Type.Integer(),
    default_question_id: Nullable(Type.String()),
    label: Type.String(),
    kind: Type.String(),
  },
  { additionalProperties: true },
);
export type FormQuestion = Static<typeof FormQuestion>;

export const RegistrationForm = Type.Object({
  registration_form_id: Type.Integer(),
  form_type: Type.Union([Type.Literal('member'), Type.Literal('guardian')]),
  sections: Type.Array(
    Type.Object({
      section_id: Type.Integer(),
      label: Type.String(),
      questions: Type.Array(FormQuestion),
    }),
  ),
});
export type RegistrationForm = Static<typeof RegistrationForm>;

export const PlanForms = Type.Object({
  member: Nullable(RegistrationForm),
  guardian: Nullable(RegistrationForm),
});
export type PlanForms = Static<typeof PlanForms>;
