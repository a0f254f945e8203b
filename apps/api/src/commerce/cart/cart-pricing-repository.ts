// A cart priced: its items with their products, priced from the catalogue, the club's active
// discounts, the applied code and the household's earlier memberships.
import type { PaymentOption, PlanDiscount, Product } from '@touchline/contracts';
import type { Kysely, Selectable } from 'kysely';
import {
  bundlePrice,
  toScheduleOption,
  priceCart,
  type PricedCart,
  type PricedLine,
  type PricingLine,
  type ScheduleOption,
} from '../../pricing/pricing';
import type { ProductReader } from '../../catalogue/product-repository';
import type { Database } from '../../db/schema';
import type { ShopItemDiscountsTable } from '../../db/schema-catalogue';
import type { CommerceClub } from '../commerce-context';
import type { StoredItemMetadata } from './cart-item-rules';
import { findHouseholdMemberships } from './household-membership-repository';
import { cartItems, type CartItemRow, type CartRow, type DiscountCodeRow } from './cart-repository';

export const scheduleOption = (option: PaymentOption | undefined): ScheduleOption | null =>
  option ? toScheduleOption(option) : null;

/** The price of one unit of an item, from the catalogue (bundles by their chosen plans). */
export function unitPrice(product: Product, metadata: StoredItemMetadata): number {
  if (product.type === 'Bundle') {
    const counts = new Map<number, number>();
    for (const item of metadata.bundle_items ?? []) {
      counts.set(item.product_id, (counts.get(item.product_id) ?? 0) + 1);
    }
    return bundlePrice(
      (product.metadata.products ?? []).map((item) => ({
        priceInBundle: item.metadata.bundle_item_condition.price_in_bundle,
        count: counts.get(item.product_id) ?? 0,
      })),
      {
        isDynamicPricing: product.metadata.is_dynamic_pricing === true,
        priceCap: product.metadata.price_cap ?? null,
        flatPrice: product.metadata.flat_price ?? product.price,
      },
    );
  }
  if ((product.type === 'Lotto' || product.type === 'Draw') && metadata.configurable_price_title) {
    const option = product.metadata.configurable_price?.find(
      (price) => price.title === metadata.configurable_price_title,
    );
    if (option) return option.price;
  }
  return product.price;
}

export interface LoadedItem {
  readonly row: CartItemRow;
  readonly product: Product;
  readonly priced: PricedLine;
}

export interface LoadedCart {
  readonly cart: CartRow;
  readonly club: CommerceClub;
  readonly items: readonly LoadedItem[];
  readonly priced: PricedCart;
  readonly code: DiscountCodeRow | null;
}

/** Orders (not cancelled) of a buyer that used a code. */
async function codeUses(
  db: Kysely<Database>,
  codeId: number,
  buyer: { userId: number | null; memberId: number | null },
): Promise<number> {
  if (buyer.userId === null && buyer.memberId === null) return 0;
  let query = db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('uses'))
    .where('discount_code_id', '=', codeId)
    .where('status', '<>', 'Cancelled');
  query =
    buyer.userId !== null
      ? query.where('user_id', '=', buyer.userId)
      : query.where('member_id', '=', buyer.memberId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.uses);
}

/** What prices a cart besides its items: the club's active discounts and the applied code. */
export interface PricingRules {
  readonly planDiscounts: readonly PlanDiscount[];
  readonly shopItemDiscounts: readonly Selectable<ShopItemDiscountsTable>[];
  readonly code: DiscountCodeRow | undefined;
}

/** The club's active plan and shop item discounts, in their order, and the cart's code if any. */
async function pricingRules(
  db: Kysely<Database>,
  accountId: number,
  discountCodeId: number | null,
): Promise<PricingRules> {
  const [planDiscounts, shopItemDiscounts, code] = await Promise.all([
    db
      .selectFrom('plan_discounts')
      .select(['discount_id', 'name', 'type', 'plans', 'offerings'])
      .where('account_id', '=', accountId)
      .where('active', '=', true)
      .orderBy('discount_id')
      .execute(),
    db
      .selectFrom('shop_item_discounts')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('active', '=', true)
      .orderBy('shop_item_discount_id')
      .execute(),
    discountCodeId === null
      ? Promise.resolve(undefined)
      : db
          .selectFrom('discount_codes')
          .selectAll()
          .where('discount_code_id', '=', discountCodeId)
          .executeTakeFirst(),
  ]);
  return { planDiscounts: planDiscounts as PlanDiscount[], shopItemDiscounts, code };
}

export interface LoadCartOptions {
  readonly now?: Date;
  readonly buyer?: { userId: number | null; memberId: number | null };
}

/**
 * Reads a cart with its products and prices it from the catalogue, the club's discounts and
 * the applied code. Items whose product is no longer sold are left out.
 */
export async function loadCart(
  db: Kysely<Database>,
  products: ProductReader,
  club: CommerceClub,
  cart: CartRow,
  options: LoadCartOptions = {},
): Promise<LoadedCart> {
  const rows = await cartItems(db, cart.shopping_cart_id);
  return loadCartItems(db, products, club, cart, rows, options);
}

/**
 * `loadCart` for a cart whose item rows (in item order) were read with its row, in the
 * transaction that just changed it: the cart as that transaction left it. `catalogue`, when
 * that transaction read the items' products too, saves reading them again.
 */
export async function loadCartItems(
  db: Kysely<Database>,
  products: ProductReader,
  club: CommerceClub,
  cart: CartRow,
  rows: readonly CartItemRow[],
  options: LoadCartOptions & {
    catalogue?: readonly Product[];
    /** The rules, when the same transaction read them (`lockCartForChange`). */
    rules?: PricingRules;
  } = {},
): Promise<LoadedCart> {
  const [catalogue, rules] = await Promise.all([
    options.catalogue ??
      products.byIds(club.accountId, [...new Set(rows.map((row) => row.product_id))]),
    options.rules ?? pricingRules(db, club.accountId, cart.discount_code_id),
  ]);
  return priceRows(db, club, cart, rows, catalogue, rules, options);
}

async function priceRows(
  db: Kysely<Database>,
  club: CommerceClub,
  cart: CartRow,
  rows: readonly CartItemRow[],
  catalogue: readonly Product[],
  rules: PricingRules,
  options: LoadCartOptions,
): Promise<LoadedCart> {
  const now = options.now ?? new Date();
  const { code } = rules;
  const byId = new Map(catalogue.map((product) => [product.product_id, product]));
  const present = rows.flatMap((row) => {
    const product = byId.get(row.product_id);
    return product ? [{ row, product }] : [];
  });
  const lines: PricingLine[] = present.map(({ row, product }) => ({
    itemId: row.shopping_cart_item_id,
    productId: product.product_id,
    type: product.type,
    shopItemTypeId: product.shop_item_type_id,
    unitPrice: unitPrice(product, row.metadata),
    quantity: row.quantity,
    option: scheduleOption(
      product.metadata.payment_options.find(
        (option) => option.payment_option_id === row.payment_option_id,
      ) ?? product.metadata.payment_options[0],
    ),
    period: {
      validFrom: product.metadata.valid_dates?.valid_from ?? null,
      validTo: product.metadata.valid_dates?.valid_to ?? null,
    },
    isJuvenile: product.metadata.is_juvenile === true,
  }));
  const buyer = options.buyer ?? { userId: cart.user_id, memberId: null };
  // The household's earlier memberships of the plans of the discounts that count this cart's.
  const cartPlans = new Set(
    lines.filter((line) => line.type === 'Plan').map((line) => line.productId),
  );
  const countedPlans = rules.planDiscounts
    .filter((discount) => discount.plans.some((plan) => cartPlans.has(plan)))
    .flatMap((discount) => discount.plans);
  const household =
    buyer.userId !== null && countedPlans.length > 0
      ? await findHouseholdMemberships(db, {
          accountId: club.accountId,
          userId: buyer.userId,
          productIds: countedPlans,
          cartId: cart.shopping_cart_id,
          now,
        })
      : [];
  const priced = priceCart(lines, {
    planDiscounts: rules.planDiscounts,
    shopItemDiscounts: rules.shopItemDiscounts.map((rule) => ({
      id: rule.shop_item_discount_id,
      name: rule.name,
      type: rule.type,
      amount: rule.amount,
      shopItemTypeId: rule.shop_item_type_id,
      minQuantity: rule.min_quantity,
    })),
    code: code
      ? {
          code: code.code,
          name: code.name,
          memberUses: await codeUses(db, code.discount_code_id, buyer),
          rule: {
            type: code.type,
            amount: code.amount,
            productTypes: code.product_types,
            minSubtotal: code.min_subtotal,
            validFrom: code.valid_from,
            validTo: code.valid_to,
            maxUses: code.max_uses,
            maxUsesPerMember: code.max_uses_per_member,
            uses: code.uses,
            active: code.active,
          },
        }
      : null,
    now,
    household,
  });
  const pricedById = new Map(priced.lines.map((line) => [line.itemId, line]));
  return {
    cart,
    club,
    items: present.map(({ row, product }) => ({
      row,
      product,
      priced: pricedById.get(row.shopping_cart_item_id)!,
    })),
    priced,
    code: code ?? null,
  };
}
