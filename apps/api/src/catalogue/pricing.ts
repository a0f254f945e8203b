/**
 * The pure pricing rules of the catalogue, for the routes here and for the cart and checkout:
 * bundle prices and selection limits, plan (multiproduct), shop item and code discounts,
 * splitting an amount over payments, and the payment schedule of a payment option.
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
