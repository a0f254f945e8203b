import type { PaymentOption, Product } from '@touchline/contracts';
import { formatDayShortYear, formatMoney } from '@touchline/ui';

export const UNTIL_CANCELLED = 'Recurs until cancelled by club';
export const INSTALMENTS_BADGE = 'Instalments available';
export const SUBSCRIPTION_BADGE = 'Subscription';
export const FREE = 'Free';
/** A bundle's price before any of its plans is chosen (not "Free"). */
export const PRICE_AFTER_CHOICE = 'The price shows once plans are chosen';
export const EMPTY_PROGRAMME = 'There are no products for this programme';
export const NOTHING_SELECTED = 'No plans selected yet';
export const ADDED_TO_SUMMARY = 'Added to summary';
/** Bundle descriptions longer than this are cut, with Show more / Show less. */
export const DESCRIPTION_LIMIT = 75;
/** Bundle cards list this many plans; the rest are under Show more. */
export const BUNDLE_ITEMS_SHOWN = 5;

/** "every 1 month", "every 2 weeks": month or week, plural above 1. */
export function frequencyText(option: Pick<PaymentOption, 'occurrence' | 'frequency'>): string {
  const unit = option.frequency === 'Weekly' ? 'week' : 'month';
  return `every ${option.occurrence} ${unit}${option.occurrence > 1 ? 's' : ''}`;
}

const firstOption = (product: Product) => product.metadata.payment_options[0];

export const isSubscription = (product: Product) => firstOption(product)?.type === 'subscription';

/** The plan card's badge: instalments offered, or a subscription; none for pay-in-full plans. */
export function planBadge(product: Product): string | null {
  if (isSubscription(product)) return SUBSCRIPTION_BADGE;
  const options = product.metadata.payment_options;
  return options.some(
    (option) => option.type === 'instalment' || option.type === 'reducing_instalment',
  )
    ? INSTALMENTS_BADGE
    : null;
}

/** "Valid until 31/12/27", or for subscriptions without an end 'Recurs until cancelled by club'. */
export function validityText(product: Product): string | null {
  if (isSubscription(product)) {
    const end = product.metadata.subscription?.period.end ?? firstOption(product)?.ends_on ?? null;
    return end ? `Recurs till ${formatDayShortYear(end)}` : UNTIL_CANCELLED;
  }
  const until = product.metadata.valid_dates?.valid_to ?? null;
  return until ? `Valid until ${formatDayShortYear(until)}` : null;
}

/** A price, or 'Free' for nothing. */
export const priceText = (cents: number, currency?: string) =>
  cents === 0 ? FREE : formatMoney(cents, currency);

/** A subscription's payment rhythm ("every 1 month"); null for other plans. */
export function rhythmText(product: Product): string | null {
  const option = firstOption(product);
  return option && option.type === 'subscription' ? frequencyText(option) : null;
}

/** A description cut at 75 characters (on a word when one ends near), with an ellipsis. */
export function truncated(text: string, limit = DESCRIPTION_LIMIT): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit - 15 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
