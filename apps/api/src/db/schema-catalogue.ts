import type { ColumnType, Generated } from 'kysely';
import type { JsonColumn, NullableJsonColumn } from './json-column';

/**
 * Tables of the catalogue area (migration 0004): programmes, products and what hangs off them
 * (bundle contents, payment options, lottery draws), discounts, promotions, registration forms
 * and the answers members gave them. Money in cents.
 */
export interface CatalogueTables {
  programs: ProgramsTable;
  shop_item_types: ShopItemTypesTable;
  products: ProductsTable;
  bundle_items: BundleItemsTable;
  payment_options: PaymentOptionsTable;
  lottery_draws: LotteryDrawsTable;
  plan_discounts: PlanDiscountsTable;
  shop_item_discounts: ShopItemDiscountsTable;
  discount_codes: DiscountCodesTable;
  promotions: PromotionsTable;
  registration_forms: RegistrationFormsTable;
  plan_registration_forms: PlanRegistrationFormsTable;
  registration_answers: RegistrationAnswersTable;
}

type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A `date` column: read as a Date (midnight UTC), written as `YYYY-MM-DD`. */
type DateColumn = ColumnType<Date | null, string | null | undefined, string | null>;

export type ProgramStatus = 'active' | 'finished';
export type ProductType = 'Plan' | 'Bundle' | 'Lotto' | 'Draw' | 'ShopItem' | 'EventTicket';
export type PaymentOptionType = 'full' | 'instalment' | 'reducing_instalment' | 'subscription';
export type PaymentFrequency = 'Monthly' | 'Weekly';
export type DrawStatus = 'open' | 'closed' | 'drawn';
export type NumberType = 'Number' | 'Letter' | 'Lucky Dip' | 'None';
export type FormType = 'member' | 'guardian';

export interface ProgramsTable {
  program_id: Generated<number>;
  account_id: number;
  title: string;
  description: Defaulted<string>;
  status: Defaulted<ProgramStatus>;
  starts_on: DateColumn;
  ends_on: DateColumn;
  position: Defaulted<number>;
}

export interface ShopItemTypesTable {
  shop_item_type_id: Generated<number>;
  account_id: number;
  name: string;
  position: Defaulted<number>;
}

/** The limits of adult or juvenile plans in a bundle. */
export interface PlanTypeLimits {
  min_allowed: number;
  max_allowed: number;
}

/** What `products.metadata` holds, by product type; every key optional. */
export interface StoredProductMetadata {
  /** Plans: a juvenile plan (asks for a guardian too). */
  is_juvenile?: boolean;
  /** Bundles: priced from the chosen plans (capped by `price_cap`), else `flat_price`. */
  is_dynamic_pricing?: boolean;
  price_cap?: number | null;
  flat_price?: number | null;
  conditions?: { adult?: PlanTypeLimits; juvenile?: PlanTypeLimits };
  /**
   * Lotto: prize tiers, the amount in cents of the tiers that pay a set amount (the Jackpot is
   * the next draw's), and the price of line/draw combinations.
   */
  prize_tiers?: string[];
  prize_amounts?: Record<string, number>;
  configurable_price?: { title: string; price: number; lines: number; draws: number }[];
  /** Draws: the prizes. */
  prizes?: string[];
  /** Shop items: sizes to choose from and where the item is collected. */
  sizes?: string[];
  venue?: string | null;
}

export interface ProductsTable {
  product_id: Generated<number>;
  account_id: number;
  program_id: number | null;
  shop_item_type_id: number | null;
  type: ProductType;
  slug: string;
  name: string;
  description: Defaulted<string>;
  price: number;
  available_count: number | null;
  valid_from: DateColumn;
  valid_to: DateColumn;
  image_path: ColumnType<string | null, string | null | undefined, string | null>;
  metadata: JsonColumn<StoredProductMetadata>;
  position: Defaulted<number>;
  active: Defaulted<boolean>;
  created_at: Generated<Date>;
}

export interface BundleItemsTable {
  bundle_item_id: Generated<number>;
  bundle_id: number;
  product_id: number;
  min_allowed: Defaulted<number>;
  max_allowed: number;
  price_in_bundle: number;
  position: Defaulted<number>;
}

export interface PaymentOptionsTable {
  payment_option_id: Generated<number>;
  product_id: number;
  type: PaymentOptionType;
  number_of_payments: Defaulted<number>;
  occurrence: Defaulted<number>;
  frequency: Defaulted<PaymentFrequency>;
  initial_payment: Defaulted<number>;
  starts_on: DateColumn;
  ends_on: DateColumn;
  position: Defaulted<number>;
}

export interface LotteryDrawsTable {
  draw_id: Generated<number>;
  account_id: number;
  product_id: number;
  draw_at: ColumnType<Date, Date | string, Date | string>;
  status: Defaulted<DrawStatus>;
  number_type: Defaulted<NumberType>;
  numbers_count: Defaulted<number>;
  min_number: Defaulted<number>;
  max_number: Defaulted<number>;
  jackpot: number | null;
  winning_numbers: NullableJsonColumn<number[]>;
}

export interface DiscountOfferingRow {
  number_of_products: number;
  discount_amount: number;
}

export interface PlanDiscountsTable {
  discount_id: Generated<number>;
  account_id: number;
  name: string;
  type: 'percentage' | 'fixed';
  plans: JsonColumn<number[]>;
  offerings: JsonColumn<DiscountOfferingRow[]>;
  active: Defaulted<boolean>;
}

export interface ShopItemDiscountsTable {
  shop_item_discount_id: Generated<number>;
  account_id: number;
  name: string;
  type: 'percentage' | 'amount';
  amount: number;
  shop_item_type_id: number | null;
  min_quantity: Defaulted<number>;
  active: Defaulted<boolean>;
}

export interface DiscountCodesTable {
  discount_code_id: Generated<number>;
  account_id: number;
  /** Upper-case. */
  code: string;
  name: string;
  type: 'percentage' | 'amount';
  amount: number;
  product_types: ColumnType<ProductType[], string | undefined, string>;
  min_subtotal: Defaulted<number>;
  valid_from: Date | null;
  valid_to: Date | null;
  max_uses: number | null;
  max_uses_per_member: ColumnType<number | null, number | null | undefined, number | null>;
  uses: Defaulted<number>;
  active: Defaulted<boolean>;
}

export interface PromotionsTable {
  promotion_id: Generated<number>;
  account_id: number;
  product_id: number;
  description: string;
  image_path: string | null;
  starts_at: Defaulted<Date>;
  ends_at: Date | null;
  active: Defaulted<boolean>;
}

export interface RegistrationFormsTable {
  registration_form_id: Generated<number>;
  account_id: number;
  name: Defaulted<string>;
  form_type: FormType;
  /** `{ sections: FormSection[] }` (contracts `RegistrationFormDefinition`). */
  definition: JsonColumn<{ sections: unknown[] }>;
}

export interface PlanRegistrationFormsTable {
  product_id: number;
  form_type: FormType;
  registration_form_id: number;
}

export interface RegistrationAnswersTable {
  member_id: number;
  registration_form_id: number;
  /** Answers by question id. */
  answers: JsonColumn<Record<string, unknown>>;
  updated_at: Generated<Date>;
}
