// Schemas of the catalogue area: one TypeBox source for the API's validation and the client's
// checks. Money is in integer cents; dates without a time are `YYYY-MM-DD`.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ClubSlug, Nullable } from './club-account';

const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Cents = Type.Integer({ minimum: 0 });
/** A database id in a path or query: a positive 32-bit integer. */
export const CatalogueId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** A page of a list: the items under `data`, with the paging that produced it. */
const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    current_page: Type.Integer({ minimum: 1 }),
    per_page: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
  });

const pageQuery = (defaultPerPage: number, maxPerPage: number) => ({
  per_page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: maxPerPage, default: defaultPerPage }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
});

/* ------------------------------------------------------------------ programmes */

export const ProgramStatus = Type.Union([Type.Literal('active'), Type.Literal('finished')]);
export type ProgramStatus = Static<typeof ProgramStatus>;

export const Program = Type.Object({
  program_id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  /** `finished` once marked so or after `ends_on`. */
  status: ProgramStatus,
  starts_on: Nullable(DateOnly),
  ends_on: Nullable(DateOnly),
});
export type Program = Static<typeof Program>;

export const ProgramsQuery = Type.Object({
  status: Type.Optional(
    Type.Union([Type.Literal('not-finished'), Type.Literal('finished'), Type.Literal('all')], {
      default: 'not-finished',
    }),
  ),
  ...pageQuery(10, 1000),
});
export type ProgramsQuery = Static<typeof ProgramsQuery>;

export const ProgramList = Page(Program);
export type ProgramList = Static<typeof ProgramList>;

/* ------------------------------------------------------------------ products */

export const ProductType = Type.Union([
  Type.Literal('Plan'),
  Type.Literal('Bundle'),
  Type.Literal('Lotto'),
  Type.Literal('Draw'),
  Type.Literal('ShopItem'),
  Type.Literal('EventTicket'),
]);
export type ProductType = Static<typeof ProductType>;

export const PaymentOptionType = Type.Union([
  Type.Literal('full'),
  Type.Literal('instalment'),
  Type.Literal('reducing_instalment'),
  Type.Literal('subscription'),
]);
export type PaymentOptionType = Static<typeof PaymentOptionType>;

export const PaymentFrequency = Type.Union([Type.Literal('Monthly'), Type.Literal('Weekly')]);
export type PaymentFrequency = Static<typeof PaymentFrequency>;

export const ScheduledPayment = Type.Object({ due_date: DateOnly, amount: Cents });
export type ScheduledPayment = Static<typeof ScheduledPayment>;

export const PaymentOption = Type.Object({
  payment_option_id: Type.Integer(),
  type: PaymentOptionType,
  number_of_payments: Type.Integer({ minimum: 1 }),
  /** Payments are `occurrence` months or weeks apart. */
  occurrence: Type.Integer({ minimum: 1 }),
  frequency: PaymentFrequency,
  /** Cents paid on the day of purchase (instalments); 0 spreads the price evenly. */
  initial_payment: Cents,
  /** The first later payment (null: one period after the purchase). */
  starts_on: Nullable(DateOnly),
  /** Reducing instalments: the last payment date. Subscriptions: the end (null: until cancelled). */
  ends_on: Nullable(DateOnly),
  /** The amount of each later payment (for a subscription, of every payment). */
  instalment_amount: Cents,
  /** The payments if bought today (a subscription until cancelled lists its first 12). */
  schedule: Type.Array(ScheduledPayment),
});
export type PaymentOption = Static<typeof PaymentOption>;

export const PlanTypeLimits = Type.Object({
  min_allowed: Type.Integer({ minimum: 0 }),
  max_allowed: Type.Integer({ minimum: 0 }),
});
export type PlanTypeLimits = Static<typeof PlanTypeLimits>;

/** The limits and in-bundle price of one plan in a bundle. */
export const BundleItemCondition = Type.Object({
  min_allowed: Type.Integer({ minimum: 0 }),
  max_allowed: Type.Integer({ minimum: 1 }),
  price_in_bundle: Cents,
});
export type BundleItemCondition = Static<typeof BundleItemCondition>;

/** A plan a bundle holds. */
export const BundleProduct = Type.Object({
  product_id: Type.Integer(),
  product: Type.Object({ name: Type.String(), slug: Type.String(), price: Cents }),
  metadata: Type.Object({
    is_juvenile: Type.Boolean(),
    available_count: Nullable(Type.Integer({ minimum: 0 })),
    sold_out: Type.Boolean(),
    bundle_item_condition: BundleItemCondition,
  }),
});
export type BundleProduct = Static<typeof BundleProduct>;

/** The next open draw of a lotto or draw product and the rules of a line. */
export const DrawSummary = Type.Object({
  draw_id: Type.Integer(),
  draw_at: Type.String({ format: 'date-time' }),
  /** `Letter` values are 1-26 for A-Z; `None`: tickets carry no picks. */
  number_type: Type.Union([
    Type.Literal('Number'),
    Type.Literal('Letter'),
    Type.Literal('Lucky Dip'),
    Type.Literal('None'),
  ]),
  numbers_count: Type.Integer({ minimum: 0 }),
  min_number: Type.Integer({ minimum: 0 }),
  max_number: Type.Integer({ minimum: 0 }),
  jackpot: Nullable(Cents),
});
export type DrawSummary = Static<typeof DrawSummary>;

export const ConfigurablePrice = Type.Object({
  title: Type.String(),
  price: Cents,
  lines: Type.Integer({ minimum: 1 }),
  draws: Type.Integer({ minimum: 1 }),
});
export type ConfigurablePrice = Static<typeof ConfigurablePrice>;

/**
 * The spec's product metadata. Every product carries stock and payment options; the rest
 * belongs to its type: plans (`is_juvenile`, `valid_dates`, `subscription`), bundles (pricing,
 * `conditions`, `products`), lotto and draws (`draw`, prizes, `configurable_price`), shop items
 * (`sizes`, `venue`).
 */
export const ProductMetadata = Type.Object({
  /** null: no stock limit. */
  available_count: Nullable(Type.Integer({ minimum: 0 })),
  sold_out: Type.Boolean(),
  payment_options: Type.Array(PaymentOption),
  valid_dates: Type.Optional(
    Type.Object({ valid_from: Nullable(DateOnly), valid_to: Nullable(DateOnly) }),
  ),
  is_juvenile: Type.Optional(Type.Boolean()),
  /** Subscription plans: `period.end` null recurs until cancelled by the club. */
  subscription: Type.Optional(Type.Object({ period: Type.Object({ end: Nullable(DateOnly) }) })),
  is_dynamic_pricing: Type.Optional(Type.Boolean()),
  price_cap: Type.Optional(Nullable(Cents)),
  flat_price: Type.Optional(Nullable(Cents)),
  conditions: Type.Optional(
    Type.Object({
      adult: Type.Optional(PlanTypeLimits),
      juvenile: Type.Optional(PlanTypeLimits),
    }),
  ),
  products: Type.Optional(Type.Array(BundleProduct)),
  draw: Type.Optional(Nullable(DrawSummary)),
  prize_tiers: Type.Optional(Type.Array(Type.String())),
  /**
   * Lotto: what each prize tier pays, in cents, by tier name; the Jackpot is the next draw's
   * jackpot. A tier left out has no amount to show.
   */
  prize_amounts: Type.Optional(Type.Record(Type.String(), Cents)),
  configurable_price: Type.Optional(Type.Array(ConfigurablePrice)),
  prizes: Type.Optional(Type.Array(Type.String())),
  sizes: Type.Optional(Type.Array(Type.String())),
  venue: Type.Optional(Nullable(Type.String())),
});
export type ProductMetadata = Static<typeof ProductMetadata>;

export const ProductImage = Type.Object({ path: Type.String() });

export const Product = Type.Object({
  product_id: Type.Integer(),
  type: ProductType,
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /** Cents: a plan, a bundle's flat or starting price, a lotto line, a ticket, an item. */
  price: Cents,
  program_id: Nullable(Type.Integer()),
  shop_item_type_id: Nullable(Type.Integer()),
  image: Nullable(ProductImage),
  metadata: ProductMetadata,
});
export type Product = Static<typeof Product>;

export const ProductsQuery = Type.Object({
  'type[]': Type.Optional(Type.Array(ProductType, { maxItems: 6 })),
  'program_id[]': Type.Optional(Type.Array(CatalogueId, { maxItems: 100 })),
  ...pageQuery(100, 200),
});
export type ProductsQuery = Static<typeof ProductsQuery>;

export const ProductList = Page(Product);
export type ProductList = Static<typeof ProductList>;

/** A product id, or its slug (as the site's `/products/{type}/{slug}` pages carry). */
export const ProductParams = Type.Object({
  club: ClubSlug,
  product: Type.String({ pattern: '^[a-z0-9-]{1,120}$' }),
});
export type ProductParams = Static<typeof ProductParams>;

export const PlanParams = Type.Object({ club: ClubSlug, id: CatalogueId });
export type PlanParams = Static<typeof PlanParams>;

/* ------------------------------------------------------------------ discounts and promotions */

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
  /** The plans (product ids) counted together. */
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
  image: Nullable(ProductImage),
});
export type Promotion = Static<typeof Promotion>;

export const CurrentPromotion = Type.Object({ data: Nullable(Promotion) });
export type CurrentPromotion = Static<typeof CurrentPromotion>;

/* ------------------------------------------------------------------ shop */

export const ShopItemType = Type.Object({ shop_item_type_id: Type.Integer(), name: Type.String() });
export type ShopItemType = Static<typeof ShopItemType>;

export const ShopItemTypeList = Type.Object({ data: Type.Array(ShopItemType) });
export type ShopItemTypeList = Static<typeof ShopItemTypeList>;

export const ShopItemsQuery = Type.Object({
  type_id: Type.Optional(CatalogueId),
  /** Words in the name or description, any case (no control characters). */
  search: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\u0000-\\u001f\\u007f]*$' }),
  ),
  sort: Type.Optional(
    Type.Union([Type.Literal('position'), Type.Literal('name'), Type.Literal('price')], {
      default: 'position',
    }),
  ),
  sort_direction: Type.Optional(
    Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' }),
  ),
  ...pageQuery(10, 100),
});
export type ShopItemsQuery = Static<typeof ShopItemsQuery>;

export const ShopItemPage = Page(Product);
export type ShopItemPage = Static<typeof ShopItemPage>;

/* ------------------------------------------------------------------ lottery */

export const QuickPickQuery = Type.Object({
  lines: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 1 })),
});
export type QuickPickQuery = Static<typeof QuickPickQuery>;

export const QuickPick = Type.Object({
  draw_id: Type.Integer(),
  number_type: DrawSummary.properties.number_type,
  /** The first line: distinct values in ascending order. */
  numbers: Type.Array(Type.Integer({ minimum: 0 })),
  lines: Type.Array(Type.Array(Type.Integer({ minimum: 0 }))),
});
export type QuickPick = Static<typeof QuickPick>;

/* ------------------------------------------------------------------ registration forms */

export const FormType = Type.Union([Type.Literal('member'), Type.Literal('guardian')]);
export type FormType = Static<typeof FormType>;

export const FormOption = Type.Object({
  label: Type.String(),
  value: Type.String(),
  default: Type.Optional(Type.Boolean()),
});
export type FormOption = Static<typeof FormOption>;

export const FormValidationType = Type.Union([
  Type.Literal('Mandatory'),
  Type.Literal('Regex'),
  Type.Literal('MaxLength'),
  Type.Literal('MinLength'),
  Type.Literal('Date'),
]);
export type FormValidationType = Static<typeof FormValidationType>;

export const FormValidation = Type.Object({
  validation_id: Type.Integer(),
  type: FormValidationType,
  /** The message; in Date messages `{{ABOVEORBELOW}}` and `$label` are filled in. */
  error: Type.String(),
  metadata: Type.Object({
    pattern: Type.Optional(Type.String()),
    max_length: Type.Optional(Type.Integer({ minimum: 0 })),
    min_length: Type.Optional(Type.Integer({ minimum: 0 })),
    /** Dates `YYYY-MM-DD`. */
    greater_than: Type.Optional(DateOnly),
    less_than: Type.Optional(DateOnly),
  }),
});
export type FormValidation = Static<typeof FormValidation>;

export const FormAnswer = Type.Union([
  Type.String({ maxLength: 2000 }),
  Type.Boolean(),
  Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 }),
  Type.Null(),
]);
export type FormAnswer = Static<typeof FormAnswer>;

/**
 * While the watched question's answer is one of `value` (an empty list: always), the question
 * carrying the condition is hidden, disabled and cleared.
 */
export const FormCondition = Type.Object({
  effect: Type.Literal('DisableWhenSome'),
  question_id: Type.Integer(),
  value: Type.Array(Type.Union([Type.String(), Type.Boolean()])),
});
export type FormCondition = Static<typeof FormCondition>;

export const FormQuestionType = Type.Union([
  Type.Literal('Boolean'),
  Type.Literal('SingleChoice'),
  Type.Literal('MultipleChoice'),
  Type.Literal('Date'),
  Type.Literal('Telephone'),
  Type.Literal('text'),
]);
export type FormQuestionType = Static<typeof FormQuestionType>;

export const FormQuestionInput = Type.Object({
  label: Type.String(),
  type: FormQuestionType,
  required: Type.Boolean(),
  validations: Type.Array(FormValidation),
  /** Every condition that can disable the question (any active one does). */
  condition: Type.Array(FormCondition),
  display_as: Type.Object({
    type: Type.Union([
      Type.Literal('text'),
      Type.Literal('date'),
      Type.Literal('dropdown'),
      Type.Literal('checkbox'),
      Type.Literal('radio'),
    ]),
    /** Columns of a 12-column grid. */
    width: Type.Integer({ minimum: 1, maximum: 12 }),
    hint: Nullable(Type.String()),
    mask: Nullable(Type.String()),
    show_label: Type.Boolean(),
  }),
  metadata: Type.Object({
    options: Type.Optional(Type.Array(FormOption)),
    /** A remote option source: `GET {url}` answers items with a `name`. */
    url: Type.Optional(Nullable(Type.String())),
    /** Adds the "Other" choice and its "<label> (Other)" text input. */
    has_other_option: Type.Optional(Type.Boolean()),
    /** A "Read more" link. */
    external_url: Type.Optional(Nullable(Type.String())),
    /** County questions: the counties of each country the country question offers. */
    counties: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
    /** County questions: the country question they follow. */
    country_question_id: Type.Optional(Type.Integer()),
  }),
});
export type FormQuestionInput = Static<typeof FormQuestionInput>;

export const FormQuestion = Type.Object({
  question_id: Type.Integer(),
  /** A well-known field (first_name, email, country, county, ...) used to prefill and copy. */
  default_question_id: Nullable(Type.String()),
  sequence: Type.Integer(),
  input: FormQuestionInput,
});
export type FormQuestion = Static<typeof FormQuestion>;

export const FormSection = Type.Object({
  section_id: Type.Integer(),
  default_section_id: Nullable(Type.String()),
  label: Type.String(),
  sequence: Type.Integer(),
  questions: Type.Array(FormQuestion),
});
export type FormSection = Static<typeof FormSection>;

export const RegistrationFormDefinition = Type.Object({ sections: Type.Array(FormSection) });
export type RegistrationFormDefinition = Static<typeof RegistrationFormDefinition>;

export const RegistrationForm = Type.Object({
  registration_form_id: Type.Integer(),
  form_type: FormType,
  name: Type.String(),
  sections: Type.Array(FormSection),
});
export type RegistrationForm = Static<typeof RegistrationForm>;

/** The forms a plan asks for: the member's, and a guardian's for juvenile plans. */
export const PlanForms = Type.Object({
  member: Nullable(RegistrationForm),
  guardian: Nullable(RegistrationForm),
});
export type PlanForms = Static<typeof PlanForms>;

export const InitialAnswersQuery = Type.Object({
  juvenile_id: Type.Optional(CatalogueId),
  member_id: Type.Optional(CatalogueId),
  form_type: Type.Optional(FormType),
});
export type InitialAnswersQuery = Static<typeof InitialAnswersQuery>;

export const AnsweredQuestion = Type.Object({
  question_id: Type.Integer(),
  default_question_id: Nullable(Type.String()),
  label: Type.String(),
  answer: FormAnswer,
});
export type AnsweredQuestion = Static<typeof AnsweredQuestion>;

export const FormAnswers = Type.Object({
  registration_form_id: Type.Integer(),
  form_type: FormType,
  /** The member the answers describe; null for a signed-in user not yet a member of the club. */
  member_id: Nullable(Type.Integer()),
  sections: Type.Array(
    Type.Object({ section_id: Type.Integer(), questions: Type.Array(AnsweredQuestion) }),
  ),
});
export type FormAnswers = Static<typeof FormAnswers>;

/* ------------------------------------------------------------------ available memberships */

export const AvailableMembershipsQuery = Type.Object({
  type: Type.Union([Type.Literal('adult'), Type.Literal('juvenile'), Type.Literal('guardian')]),
  /** The plan being chosen: each person then says whether they hold it already. */
  product_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
});
export type AvailableMembershipsQuery = Static<typeof AvailableMembershipsQuery>;

export const AvailableMembership = Type.Object({
  member_id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  /** With `product_id`: whether the person holds that plan already (a paid order). */
  holds_plan: Type.Optional(Type.Boolean()),
  /** With `product_id`, for a holder: the plan's last day (`YYYY-MM-DD`), null when it has none. */
  held_until: Type.Optional(Nullable(Type.String())),
});
export type AvailableMembership = Static<typeof AvailableMembership>;

export const AvailableMembershipList = Type.Object({ data: Type.Array(AvailableMembership) });
export type AvailableMembershipList = Static<typeof AvailableMembershipList>;
