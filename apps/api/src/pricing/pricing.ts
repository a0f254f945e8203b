/**
 * The API's pricing rules, in one module for the catalogue, the cart and checkout: bundle prices
 * and selection limits, plan (multiproduct), shop item and code discounts (plan discounts counting the household's earlier memberships of the season), splitting an amount
 * over payments, the payment schedule of a payment option, and pricing a whole cart (every
 * discount allocated to lines and payments). Pure functions: no database, no HTTP.
 *
 * The rest of the API imports this module; the modules it gathers import each other directly,
 * never this one (that would be an import loop).
 */
export {
  bundlePrice,
  bundleSelectionProblems,
  defaultBundleSelection,
  type BundleLine,
  type BundlePricing,
  type BundleRuleItem,
  type BundleRules,
} from './bundle-pricing';
export {
  discountCodeAmount,
  discountCodeStatus,
  multiproductDiscounts,
  offeringFor,
  percentOf,
  planDiscountAmount,
  shopItemDiscountAmount,
  splitOverPayments,
  type AppliedDiscount,
  type DiscountCodeRule,
  type DiscountCodeStatus,
  type PricedPlan,
  type ShopItemDiscountRule,
  type ShopItemLine,
} from './discounts';
export {
  addPeriods,
  paymentSchedule,
  regularPayment,
  todayUtc,
  toScheduleOption,
  type ScheduleOption,
} from './payment-schedule';
export { allocate, spreadOverPayments } from './allocate';
export {
  householdCountText,
  householdMultiproductDiscounts,
  householdReason,
  ordinal,
  sameSeason,
  type HouseholdDiscount,
  type HouseholdMembership,
  type SeasonedPlan,
  type SeasonPeriod,
} from './household-discounts';
export {
  priceCart,
  type AppliedCode,
  type Amounts,
  type CartDiscountTotal,
  type DiscountKind,
  type LineDiscount,
  type NamedShopItemDiscount,
  type PricedCart,
  type PricedLine,
  type PricedPayment,
  type PricingLine,
  type PricingRules,
} from './price-cart';
