import type { PlanDiscount, ProductType } from '@touchline/contracts';
import {
  discountCodeAmount,
  discountCodeStatus,
  shopItemDiscountAmount,
  type DiscountCodeRule,
  type DiscountCodeStatus,
} from './discounts';
import { paymentSchedule, type ScheduleOption } from './payment-schedule';
import { allocate, spreadOverPayments } from './allocate';
import {
  householdCountText,
  householdMultiproductDiscounts,
  householdReason,
  type HouseholdMembership,
  type SeasonPeriod,
} from './household-discounts';

/** One cart item as pricing sees it: amounts come from the catalogue, never from the browser. */
export interface PricingLine {
  readonly itemId: number;
  readonly productId: number;
  readonly type: ProductType;
  readonly shopItemTypeId: number | null;
  /** The price of one unit (a bundle: its price for the chosen plans), cents. */
  readonly unitPrice: number;
  readonly quantity: number;
  /** The chosen payment option; null: paid in full. */
  readonly option: ScheduleOption | null;
  /** Plans: the membership period (the season household pricing compares); none: open. */
  readonly period?: SeasonPeriod;
  /** Plans: whether it is a juvenile's. */
  readonly isJuvenile?: boolean;
}

export interface NamedShopItemDiscount {
  readonly id: number;
  readonly name: string;
  readonly type: 'percentage' | 'amount';
  readonly amount: number;
  readonly shopItemTypeId: number | null;
  readonly minQuantity: number;
}

export interface AppliedCode {
  readonly code: string;
  readonly name: string;
  readonly rule: DiscountCodeRule;
  /** Orders of this buyer that used the code already. */
  readonly memberUses: number;
}

export interface PricingRules {
  readonly planDiscounts: readonly PlanDiscount[];
  readonly shopItemDiscounts: readonly NamedShopItemDiscount[];
  readonly code: AppliedCode | null;
  readonly now: Date;
  /**
   * The plan memberships the buyer's household holds already (earlier orders): the plan
   * discounts count those of the same season too.
   */
  readonly household?: readonly HouseholdMembership[];
}

export type DiscountKind = 'code' | 'multiproduct' | 'shop_item_discount';

/** One discount on one item: in all, and per payment (the remainder on the first). */
export interface LineDiscount {
  readonly kind: DiscountKind;
  readonly name: string;
  /** The code, for code discounts. */
  readonly key: string | null;
  readonly amount: number;
  readonly perPayment: readonly number[];
  /** Why the line has it, when the household's earlier memberships counted. */
  readonly reason: string | null;
}

export interface PricedPayment {
  readonly sequence: number;
  readonly dueOn: string;
  readonly price: number;
  readonly discount: number;
  readonly total: number;
}

export interface PricedLine {
  readonly itemId: number;
  readonly price: number;
  readonly discount: number;
  readonly total: number;
  readonly paymentType: ScheduleOption['type'];
  readonly recursUntilCancelled: boolean;
  readonly payments: readonly PricedPayment[];
  readonly discounts: readonly LineDiscount[];
}

export interface Amounts {
  readonly subtotal: number;
  readonly discount: number;
  readonly total: number;
}

export interface CartDiscountTotal {
  readonly kind: DiscountKind;
  readonly name: string;
  readonly key: string | null;
  /** Off today's payment. */
  readonly today: number;
  /** Off every payment. */
  readonly overall: number;
  /** What it counted besides the cart (the household's earlier memberships), if anything. */
  readonly reason: string | null;
}

export interface PricedCart {
  readonly lines: readonly PricedLine[];
  readonly payToday: Amounts;
  readonly totals: Amounts;
  readonly discounts: readonly CartDiscountTotal[];
  /** Whether the applied code counts (null: no code applied). */
  readonly codeStatus: DiscountCodeStatus | 'endless_subscription' | null;
}

const FULL: ScheduleOption = {
  type: 'full',
  numberOfPayments: 1,
  occurrence: 1,
  frequency: 'Monthly',
  initialPayment: 0,
  startsOn: null,
  endsOn: null,
};

interface Working {
  readonly line: PricingLine;
  readonly price: number;
  readonly recursUntilCancelled: boolean;
  readonly schedule: { dueOn: string; amount: number }[];
  readonly discounts: LineDiscount[];
  readonly taken: number[];
}

function room(work: Working): number[] {
  return work.schedule.map((payment, index) => payment.amount - (work.taken[index] ?? 0));
}

function left(work: Working): number {
  return room(work).reduce((sum, value) => sum + value, 0);
}

/** Shares `amount` over `lines` by what each can still lose, then over each line's payments. */
function applyDiscount(
  lines: readonly Working[],
  amount: number,
  discount: { kind: DiscountKind; name: string; key: string | null },
  reasons: ReadonlyMap<Working, string> = new Map(),
): void {
  const shares = allocate(
    amount,
    lines.map((work) => left(work)),
  );
  lines.forEach((work, index) => {
    const share = shares[index] ?? 0;
    if (share <= 0) return;
    const perPayment = spreadOverPayments(share, room(work));
    perPayment.forEach((value, payment) => {
      work.taken[payment] = (work.taken[payment] ?? 0) + value;
    });
    const applied = perPayment.reduce((sum, value) => sum + value, 0);
    if (applied > 0) {
      work.discounts.push({
        ...discount,
        amount: applied,
        perPayment,
        reason: reasons.get(work) ?? null,
      });
    }
  });
}

/**
 * Prices a cart: each item's payments by its payment option, then the plan
 * (multiproduct) discounts, shop item discounts and the discount code, each shared over the
 * items it covers and spread over their payments with the remainder on the first. Amounts are
 * whole cents; no payment goes below zero. A subscription that recurs until cancelled counts
 * its first payment only, and takes no discount code.
 */
export function priceCart(lines: readonly PricingLine[], rules: PricingRules): PricedCart {
  const today = rules.now.toISOString().slice(0, 10);
  /** Plan discounts that counted the household's earlier memberships: how many, by id. */
  const counted = new Map<number, number>();
  const working: Working[] = lines.map((line) => {
    const option = line.option ?? FULL;
    const price = line.unitPrice * line.quantity;
    const recursUntilCancelled = option.type === 'subscription' && option.endsOn === null;
    const full = paymentSchedule(price, option, today);
    const payments = recursUntilCancelled ? full.slice(0, 1) : full;
    const schedule = payments.map((payment) => ({
      dueOn: payment.due_date,
      amount: payment.amount,
    }));
    return {
      line,
      price: schedule.reduce((sum, payment) => sum + payment.amount, 0),
      recursUntilCancelled,
      schedule,
      discounts: [],
      taken: schedule.map(() => 0),
    };
  });

  // Plan (multiproduct) discounts: each plan item counts once, with the household's earlier
  // memberships of the same season.
  const plans = working.filter((work) => work.line.type === 'Plan');
  const OPEN: SeasonPeriod = { validFrom: null, validTo: null };
  const planTotals = householdMultiproductDiscounts(
    rules.planDiscounts,
    plans.map((work) => ({
      productId: work.line.productId,
      price: work.price,
      period: work.line.period ?? OPEN,
      isJuvenile: work.line.isJuvenile === true,
    })),
    rules.household ?? [],
  );
  for (const applied of planTotals) {
    const discount = rules.planDiscounts.find((rule) => rule.discount_id === applied.discountId);
    const covered = plans.filter((work) => discount?.plans.includes(work.line.productId));
    const reasons = new Map<Working, string>();
    if (applied.earlier.length > 0) {
      const childrenOnly =
        applied.earlier.every((membership) => membership.isJuvenile) &&
        covered.every((work) => work.line.isJuvenile === true);
      covered.forEach((work, index) => {
        reasons.set(work, householdReason(applied.earlier.length + index + 1, childrenOnly));
      });
    }
    applyDiscount(
      covered,
      applied.amount,
      { kind: 'multiproduct', name: applied.name, key: String(applied.discountId) },
      reasons,
    );
    if (applied.earlier.length > 0) counted.set(applied.discountId, applied.earlier.length);
  }

  // Shop item discounts.
  const shopItems = working.filter((work) => work.line.type === 'ShopItem');
  for (const rule of rules.shopItemDiscounts) {
    const covered = shopItems.filter(
      (work) => rule.shopItemTypeId === null || work.line.shopItemTypeId === rule.shopItemTypeId,
    );
    const amount = shopItemDiscountAmount(
      rule,
      covered.map((work) => ({
        shopItemTypeId: work.line.shopItemTypeId,
        price: work.line.unitPrice,
        quantity: work.line.quantity,
      })),
    );
    applyDiscount(
      covered,
      Math.min(
        amount,
        covered.reduce((s, w) => s + left(w), 0),
      ),
      {
        kind: 'shop_item_discount',
        name: rule.name,
        key: String(rule.id),
      },
    );
  }

  // The discount code, on the items of its product types, after the other discounts.
  let codeStatus: PricedCart['codeStatus'] = null;
  if (rules.code) {
    const { rule } = rules.code;
    const endless = working.some((work) => work.recursUntilCancelled);
    const membership = working.some(
      (work) => work.line.type === 'Plan' || work.line.type === 'Bundle',
    );
    const covered = working.filter(
      (work) =>
        !work.recursUntilCancelled &&
        (rule.productTypes.length === 0 || rule.productTypes.includes(work.line.type)),
    );
    const subtotal = covered.reduce((sum, work) => sum + left(work), 0);
    codeStatus =
      endless && membership
        ? 'endless_subscription'
        : discountCodeStatus(rule, { now: rules.now, subtotal, memberUses: rules.code.memberUses });
    if (codeStatus === 'valid') {
      applyDiscount(covered, discountCodeAmount(rule, subtotal), {
        kind: 'code',
        name: rules.code.name,
        key: rules.code.code,
      });
    }
  }

  const priced: PricedLine[] = working.map((work) => {
    const payments = work.schedule.map((payment, index) => {
      const discount = work.taken[index] ?? 0;
      return {
        sequence: index + 1,
        dueOn: payment.dueOn,
        price: payment.amount,
        discount,
        total: payment.amount - discount,
      };
    });
    const discount = payments.reduce((sum, payment) => sum + payment.discount, 0);
    return {
      itemId: work.line.itemId,
      price: work.price,
      discount,
      total: work.price - discount,
      paymentType: (work.line.option ?? FULL).type,
      recursUntilCancelled: work.recursUntilCancelled,
      payments,
      discounts: work.discounts,
    };
  });

  const sum = (pick: (line: PricedLine) => number) =>
    priced.reduce((total, line) => total + pick(line), 0);
  const first = (line: PricedLine) => line.payments[0];
  const householdCount = (discount: LineDiscount): string | null => {
    const earlier =
      discount.kind === 'multiproduct' ? counted.get(Number(discount.key)) : undefined;
    return earlier ? householdCountText(earlier) : null;
  };
  const discounts = new Map<string, CartDiscountTotal>();
  for (const work of working) {
    for (const discount of work.discounts) {
      const id = `${discount.kind}:${discount.key ?? discount.name}`;
      const known = discounts.get(id);
      discounts.set(id, {
        kind: discount.kind,
        name: discount.name,
        key: discount.key,
        today: (known?.today ?? 0) + (discount.perPayment[0] ?? 0),
        overall: (known?.overall ?? 0) + discount.amount,
        reason: householdCount(discount),
      });
    }
  }
  return {
    lines: priced,
    payToday: {
      subtotal: sum((line) => first(line)?.price ?? 0),
      discount: sum((line) => first(line)?.discount ?? 0),
      total: sum((line) => first(line)?.total ?? 0),
    },
    totals: {
      subtotal: sum((line) => line.price),
      discount: sum((line) => line.discount),
      total: sum((line) => line.total),
    },
    discounts: [...discounts.values()],
    codeStatus,
  };
}
