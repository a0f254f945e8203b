import { pickText, type CartItem, type PaymentOption } from '@touchline/contracts';
import { DATE_FORMATS, formatDate, formatMoney } from '@touchline/ui';
import { type CheckoutT, englishT } from '../messages/checkout-messages';

// Each text takes the translator of the page's language last; English when left out.

/** An item's price, or FREE when it costs nothing. */
export const priceText = (cents: number, currency: string, t: CheckoutT = englishT) =>
  cents === 0 ? t('cartItem.free') : formatMoney(cents, currency);

/** The payment option the item is paid by: the chosen one, else the product's first. */
export function chosenOption(item: CartItem): PaymentOption | undefined {
  return (
    item.payment_options.find((option) => option.payment_option_id === item.payment_option_id) ??
    item.payment_options[0]
  );
}

/** "every 1 month", "every 2 weeks": month or week, plural above 1. */
export function frequencyText(
  option: Pick<PaymentOption, 'occurrence' | 'frequency'>,
  t: CheckoutT = englishT,
): string {
  const id = option.frequency === 'Weekly' ? 'cartItem.everyWeeks' : 'cartItem.everyMonths';
  return t(id, { occurrence: option.occurrence });
}

/** A subscription's end: "Recurs till 30/06/2027", or until cancelled by the club. */
export function recursText(item: CartItem, option: PaymentOption, t: CheckoutT = englishT): string {
  if (item.recurs_until_cancelled || !option.ends_on) return t('cartItem.untilCancelled');
  return t('cartItem.recursTill', { date: formatDate(option.ends_on, DATE_FORMATS.day) });
}

/** The subscription lines of a plan paid by subscription; none otherwise. */
export function subscriptionTexts(item: CartItem, t: CheckoutT = englishT): string[] {
  const option = chosenOption(item);
  if (!option || option.type !== 'subscription') return [];
  return [recursText(item, option, t), frequencyText(option, t)];
}

/** The member a plan is for. */
export function memberName(item: CartItem): string | null {
  const member = item.metadata.club_member;
  if (!member) return null;
  return `${member.first_name} ${member.last_name}`.trim() || null;
}

const LETTER_DRAW = 'Letter';

function drawNumberType(item: CartItem): string | null {
  const draw = item.product.metadata['draw'];
  if (!draw || typeof draw !== 'object') return null;
  const type = (draw as Record<string, unknown>)['number_type'];
  return typeof type === 'string' ? type : null;
}

export interface LottoDetails {
  lines: number | null;
  draws: number | null;
  picks: string[];
  autoRenew: boolean;
}

/** What a lotto or draw ticket shows: lines, picks, draws and whether it renews. */
export function lottoDetails(item: CartItem): LottoDetails {
  const price = item.metadata.configurable_price;
  const letters = drawNumberType(item) === LETTER_DRAW;
  return {
    lines: price?.lines ?? null,
    draws: price?.draws ?? null,
    picks: (item.metadata.pick ?? []).map((line) => pickText(line, letters)),
    autoRenew: item.metadata.auto_renewal,
  };
}

/** "Quantity: 1", "Quantity: 2 × €12.00": every line says how many it holds. */
export function quantityText(
  item: Pick<CartItem, 'quantity' | 'price'>,
  currency: string,
  t: CheckoutT = englishT,
): string {
  // The count as it is written in the code (no grouping of thousands).
  const quantity = String(item.quantity);
  if (item.quantity <= 1) return t('cartItem.quantity', { quantity });
  const unit = formatMoney(Math.round(item.price / item.quantity), currency);
  return t('cartItem.quantityUnit', { quantity, unit });
}

const listed = (parts: string[], t: CheckoutT) =>
  parts.length <= 1
    ? parts.join('')
    : t('plan.listLast', { items: parts.slice(0, -1).join(', '), last: parts.at(-1) ?? '' });

/**
 * What an item paid over time costs and when, before paying: "€50.00 today, then €50.00 on
 * 28/12/2026 and 28/01/2027, total €150.00". Null for an item paid at once.
 */
export function paymentPlanText(
  item: Pick<CartItem, 'instalments' | 'recurs_until_cancelled'>,
  currency: string,
  t: CheckoutT = englishT,
): string | null {
  const [today, ...later] = item.instalments;
  if (!today || later.length === 0) return null;
  const money = (cents: number) => formatMoney(cents, currency);
  const day = (date: string) => formatDate(date, DATE_FORMATS.day);
  const first = later[0]!;
  const last = later.at(-1)!;
  const equal = later.every((payment) => payment.total === first.total);
  const span = { count: String(later.length), first: day(first.due_on), last: day(last.due_on) };
  const on = (amount: number, dates: string) =>
    t('plan.amountOn', { amount: money(amount), dates });
  let then: string;
  if (later.length > 3) {
    then = equal
      ? t('plan.paymentsOfFromTo', { ...span, amount: money(first.total) })
      : t('plan.paymentsFromTo', span);
  } else if (equal) {
    const dates = later.map((payment) => day(payment.due_on));
    then = on(first.total, listed(dates, t));
  } else {
    const payments = later.map((payment) => on(payment.total, day(payment.due_on)));
    then = listed(payments, t);
  }
  const plan = t('plan.todayThen', { today: money(today.total), then });
  if (item.recurs_until_cancelled) return plan;
  const total = item.instalments.reduce((sum, payment) => sum + payment.total, 0);
  return t('plan.withTotal', { plan, total: money(total) });
}

/**
 * Why an item's plan discounts count the family's earlier memberships, each with what it takes
 * off: "Third child in your family this season: -€20.00". None without such a discount.
 */
export function discountReasonTexts(item: Pick<CartItem, 'metadata'>, currency: string): string[] {
  return item.metadata.multiproduct.flatMap((discount) =>
    discount.reason ? [`${discount.reason}: ${formatMoney(-discount.amount, currency)}`] : [],
  );
}
