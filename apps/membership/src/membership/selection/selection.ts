// The membership selection: plans and bundles chosen on step 1, each person's registration
// filled in on step 2. Pure functions over plain data, kept in browser storage between visits.
import type { PlanDiscount, Product } from '@touchline/contracts';
import {
  bundlePrice,
  bundleSelectionProblems,
  defaultBundleSelection,
  multiproductDiscounts,
  OVERSOLD,
  type BundleRules,
} from '@touchline/validators';

export type Answers = Record<string, string | boolean | string[] | null>;

/** Who a plan is for and the answers given for them (and their parent / guardian). */
export interface Registration {
  /** An existing membership, or null for a new person. */
  readonly memberId: number | null;
  readonly member: Answers | null;
  readonly guardianId: number | null;
  readonly guardian: Answers | null;
}

/** One person's plan inside a selected bundle. */
export interface BundleEntry {
  readonly product_id: number;
  readonly name: string;
  readonly is_juvenile: boolean;
  readonly registration: Registration | null;
}

/** A selected plan (one copy per person) or bundle. */
export interface SelectedItem {
  readonly key: string;
  readonly product: Product;
  readonly bundleItems?: readonly BundleEntry[];
  readonly registration: Registration | null;
}

export const OVERSOLD_MESSAGE = OVERSOLD;

let keys = 0;
const newKey = () => `${Date.now().toString(36)}-${(keys += 1)}`;

/** Copies of a plan already selected, bundles' plans included. */
export function selectedCount(selecteds: readonly SelectedItem[], productId: number): number {
  let count = 0;
  for (const item of selecteds) {
    if (item.product.product_id === productId) count += 1;
    for (const entry of item.bundleItems ?? []) if (entry.product_id === productId) count += 1;
  }
  return count;
}

/** Whether `count` more of a plan fit in the places it has left. */
export function fits(
  selecteds: readonly SelectedItem[],
  productId: number,
  availableCount: number | null,
  count: number,
): boolean {
  if (availableCount === null) return true;
  return selectedCount(selecteds, productId) + count <= availableCount;
}

export type SelectResult =
  | { readonly ok: true; readonly selecteds: SelectedItem[] }
  | { readonly ok: false; readonly message: string };

/** Adds `count` copies of a plan, or refuses when that oversells it. */
export function selectPlan(
  selecteds: readonly SelectedItem[],
  product: Product,
  count = 1,
): SelectResult {
  if (
    product.metadata.sold_out ||
    !fits(selecteds, product.product_id, product.metadata.available_count, count)
  ) {
    return { ok: false, message: OVERSOLD_MESSAGE };
  }
  const copies = Array.from({ length: count }, () => ({
    key: newKey(),
    product,
    registration: null,
  }));
  return { ok: true, selecteds: [...selecteds, ...copies] };
}

/** Removes every copy of a plan (a deselected plan card). */
export function deselectPlan(
  selecteds: readonly SelectedItem[],
  productId: number,
): SelectedItem[] {
  return selecteds.filter(
    (item) => item.bundleItems !== undefined || item.product.product_id !== productId,
  );
}

/** One copy less of a plan (never below one: decrement is disabled there). */
export function decrementPlan(
  selecteds: readonly SelectedItem[],
  productId: number,
): SelectedItem[] {
  const plans = selecteds.filter(
    (item) => !item.bundleItems && item.product.product_id === productId,
  );
  if (plans.length <= 1) return [...selecteds];
  const last = plans[plans.length - 1]!;
  return selecteds.filter((item) => item !== last);
}

/** The rules of a bundle in the shape the shared bundle rules take. */
export function bundleRules(bundle: Product): BundleRules {
  return {
    conditions: bundle.metadata.conditions ?? {},
    items: (bundle.metadata.products ?? []).map((item) => ({
      productId: item.product_id,
      name: item.product.name,
      isJuvenile: item.metadata.is_juvenile,
      minAllowed: item.metadata.bundle_item_condition.min_allowed,
      maxAllowed: item.metadata.bundle_item_condition.max_allowed,
      availableCount: item.metadata.available_count,
    })),
  };
}

/** A bundle card's first counts: the minimum allowed of each plan. */
export const defaultBundleCounts = (bundle: Product): Map<number, number> =>
  defaultBundleSelection(bundleRules(bundle));

/** What stops these counts of a bundle (the shared rules' texts); empty when complete. */
export const bundleProblems = (bundle: Product, counts: ReadonlyMap<number, number>) =>
  bundleSelectionProblems(bundleRules(bundle), counts);

/** Adds a bundle with its chosen plans (one entry per person), or refuses it. */
export function selectBundle(
  selecteds: readonly SelectedItem[],
  bundle: Product,
  counts: ReadonlyMap<number, number>,
): SelectResult {
  const problems = bundleProblems(bundle, counts);
  if (problems.length > 0) return { ok: false, message: problems[0]! };
  const entries: BundleEntry[] = [];
  for (const item of bundle.metadata.products ?? []) {
    const count = counts.get(item.product_id) ?? 0;
    if (!fits(selecteds, item.product_id, item.metadata.available_count, count)) {
      return { ok: false, message: OVERSOLD_MESSAGE };
    }
    for (let copy = 0; copy < count; copy += 1) {
      entries.push({
        product_id: item.product_id,
        name: item.product.name,
        is_juvenile: item.metadata.is_juvenile,
        registration: null,
      });
    }
  }
  if (!fits(selecteds, bundle.product_id, bundle.metadata.available_count, 1)) {
    return { ok: false, message: OVERSOLD_MESSAGE };
  }
  return {
    ok: true,
    selecteds: [
      ...selecteds,
      { key: newKey(), product: bundle, bundleItems: entries, registration: null },
    ],
  };
}

/** Removes the bundle at this position of the selection. */
export const removeAt = (selecteds: readonly SelectedItem[], index: number): SelectedItem[] =>
  selecteds.filter((_, position) => position !== index);

/** The price of a selected item: a plan's, or the bundle's from its chosen plans. */
export function itemPrice(item: SelectedItem): number {
  if (!item.bundleItems) return item.product.price;
  const inBundle = new Map(
    (item.product.metadata.products ?? []).map((plan) => [
      plan.product_id,
      plan.metadata.bundle_item_condition.price_in_bundle,
    ]),
  );
  const counts = new Map<number, number>();
  for (const entry of item.bundleItems)
    counts.set(entry.product_id, (counts.get(entry.product_id) ?? 0) + 1);
  return bundlePrice(
    [...counts].map(([productId, count]) => ({
      priceInBundle: inBundle.get(productId) ?? 0,
      count,
    })),
    {
      isDynamicPricing: item.product.metadata.is_dynamic_pricing === true,
      priceCap: item.product.metadata.price_cap ?? null,
      flatPrice: item.product.metadata.flat_price ?? item.product.price,
    },
  );
}

/**
 * Discounts are hidden for a selection of bundles only when the dynamically priced ones are
 * fewer than the others.
 */
export function discountsHidden(selecteds: readonly SelectedItem[]): boolean {
  if (selecteds.length === 0 || selecteds.some((item) => !item.bundleItems)) return false;
  const dynamic = selecteds.filter(
    (item) => item.product.metadata.is_dynamic_pricing === true,
  ).length;
  return dynamic < selecteds.length - dynamic;
}

export interface SelectionSummary {
  readonly plans: number;
  readonly bundles: number;
  readonly subtotal: number;
  readonly discounts: readonly { name: string; amount: number }[];
  readonly total: number;
}

/** Counts, the multi-member discounts the plans earn and the total, as the summary shows them. */
export function summarize(
  selecteds: readonly SelectedItem[],
  planDiscounts: readonly PlanDiscount[],
): SelectionSummary {
  const plans = selecteds.filter((item) => !item.bundleItems);
  const subtotal = selecteds.reduce((sum, item) => sum + itemPrice(item), 0);
  const discounts = discountsHidden(selecteds)
    ? []
    : multiproductDiscounts(
        planDiscounts,
        plans.map((item) => ({ productId: item.product.product_id, price: item.product.price })),
      ).map((discount) => ({ name: discount.name, amount: discount.amount }));
  const off = discounts.reduce((sum, discount) => sum + discount.amount, 0);
  return {
    plans: plans.length,
    bundles: selecteds.length - plans.length,
    subtotal,
    discounts,
    total: Math.max(0, subtotal - off),
  };
}

/** Step 2 is open when a plan is selected and every bundle meets its limits. */
export function selectionComplete(selecteds: readonly SelectedItem[]): boolean {
  if (selecteds.length === 0) return false;
  return selecteds.every((item) => {
    if (!item.bundleItems) return true;
    const counts = new Map<number, number>();
    for (const entry of item.bundleItems)
      counts.set(entry.product_id, (counts.get(entry.product_id) ?? 0) + 1);
    return bundleProblems(item.product, counts).length === 0;
  });
}

/** One person to register: a selected plan, or one plan of a selected bundle. */
export interface PersonSlot {
  readonly selectedIndex: number;
  /** The entry of a bundle; null for a plan. */
  readonly entryIndex: number | null;
  readonly planId: number;
  readonly planName: string;
  readonly isJuvenile: boolean;
  readonly registration: Registration | null;
}

/** Every person the selection registers, in order: the tabs of step 2. */
export function personSlots(selecteds: readonly SelectedItem[]): PersonSlot[] {
  return selecteds.flatMap((item, selectedIndex): PersonSlot[] =>
    item.bundleItems
      ? item.bundleItems.map((entry, entryIndex) => ({
          selectedIndex,
          entryIndex,
          planId: entry.product_id,
          planName: `${item.product.name}: ${entry.name}`,
          isJuvenile: entry.is_juvenile,
          registration: entry.registration,
        }))
      : [
          {
            selectedIndex,
            entryIndex: null,
            planId: item.product.product_id,
            planName: item.product.name,
            isJuvenile: item.product.metadata.is_juvenile === true,
            registration: item.registration,
          },
        ],
  );
}

/** The selection with one person's registration set. */
export function withRegistration(
  selecteds: readonly SelectedItem[],
  slot: Pick<PersonSlot, 'selectedIndex' | 'entryIndex'>,
  registration: Registration,
): SelectedItem[] {
  return selecteds.map((item, index) => {
    if (index !== slot.selectedIndex) return item;
    if (slot.entryIndex === null || !item.bundleItems) return { ...item, registration };
    return {
      ...item,
      bundleItems: item.bundleItems.map((entry, position) =>
        position === slot.entryIndex ? { ...entry, registration } : entry,
      ),
    };
  });
}

export const SELECTED_PLANS_KEY = 'selected-plans';

function parseSelection(raw: string | null): SelectedItem[] {
  try {
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is SelectedItem =>
            typeof item === 'object' && item !== null && 'product' in item && 'key' in item,
        )
      : [];
  } catch {
    return [];
  }
}

function readStoredText(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_PLANS_KEY);
  } catch {
    return null;
  }
}

/** The selection kept in browser storage, or none when missing or unreadable. */
export function readStoredSelection(): SelectedItem[] {
  return parseSelection(readStoredText());
}

let snapshot: { raw: string | null; items: SelectedItem[] } | undefined;

/**
 * The stored selection as `useSyncExternalStore` reads it: the same array while the storage
 * holds the same text.
 */
export function storedSelectionSnapshot(): SelectedItem[] {
  const raw = readStoredText();
  if (!snapshot || snapshot.raw !== raw) snapshot = { raw, items: parseSelection(raw) };
  return snapshot.items;
}

export function storeSelection(selecteds: readonly SelectedItem[]): void {
  try {
    if (selecteds.length === 0) window.localStorage.removeItem(SELECTED_PLANS_KEY);
    else window.localStorage.setItem(SELECTED_PLANS_KEY, JSON.stringify(selecteds));
  } catch {
    // storage unavailable: the selection lasts as long as the page
  }
}
