import type { ColumnType, Generated } from 'kysely';
import type { JsonColumn } from './schema';

/** Tables of the catalogue area (programmes, products, discounts, promotions, forms). */
export interface CatalogueTables {
  programs: ProgramsTable;
  shop_item_types: ShopItemTypesTable;
  products: ProductsTable;
  payment_options: PaymentOptionsTable;
  plan_discounts: PlanDiscountsTable;
  discount_codes: DiscountCodesTable;
  promotions: PromotionsTable;
  registration_forms: RegistrationFormsTable;
}

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface ProgramsTable {
  program_id: Generated<number>;
  account_id: number;
  title: string;
  description: Defaulted<string>;
  status: Defaulted<'active' | 'finished'>;
  position: Defaulted<number>;
}

export interface ShopItemTypesTable {
  shop_item_type_id: Generated<number>;
  account_id: number;
  name: string;
}

export type ProductType = 'Plan' | 'Bundle' | 'Lotto' | 'Draw' | 'ShopItem' | 'EventTicket';

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
  metadata: JsonColumn<Record<string, unknown>>;
  position: Defaulted<number>;
  active: Defaulted<boolean>;
  created_at: Generated<Date>;
}

export interface PaymentOptionsTable {
  payment_option_id: Generated<number>;
  product_id: number;
  type: 'full' | 'instalment' | 'reducing_instalment' | 'subscription';
  number_of_payments: Defaulted<number>;
  occurrence: Defaulted<number>;
  frequency: Defaulted<'Monthly' | 'Weekly'>;
  initial_payment: Defaulted<number>;
  position: Defaulted<number>;
}

export interface PlanDiscountsTable {
  discount_id: Generated<number>;
  account_id: number;
  name: string;
  type: 'percentage' | 'fixed';
  plans: JsonColumn<number[]>;
  offerings: JsonColumn<{ number_of_products: number; discount_amount: number }[]>;
  active: Defaulted<boolean>;
}

export interface DiscountCodesTable {
  discount_code_id: Generated<number>;
  account_id: number;
  code: string;
  name: string;
  type: 'percentage' | 'amount';
  amount: number;
  valid_from: Date | null;
  valid_to: Date | null;
  max_uses: number | null;
  uses: Defaulted<number>;
}

export interface PromotionsTable {
  promotion_id: Generated<number>;
  account_id: number;
  product_id: number;
  description: string;
  image_path: string | null;
  starts_at: Defaulted<Date>;
  ends_at: Date | null;
}

export interface RegistrationFormsTable {
  registration_form_id: Generated<number>;
  account_id: number;
  plan_ids: JsonColumn<number[]>;
  form_type: 'member' | 'guardian';
  definition: JsonColumn<Record<string, unknown>>;
}
