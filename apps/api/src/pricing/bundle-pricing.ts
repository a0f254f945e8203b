// The bundle rules live in the validators package, shared with the site.
export {
  addAtLeast,
  addAtMost,
  bundlePrice,
  bundleSelectionProblems,
  chooseBetween,
  defaultBundleSelection,
  NOT_IN_BUNDLE,
  OVERSOLD,
  SELECT_PLANS_IN_BUNDLE,
  type BundleLine,
  type BundlePricing,
  type BundleRuleItem,
  type BundleRules,
} from '@touchline/validators';
