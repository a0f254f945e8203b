import type { PaymentOption, Product } from '@touchline/contracts';
import { formatDayShortYear, formatMoney } from '@touchline/ui';
import type { MembershipT } from '../../messages/membership-messages';

/** Bundle descriptions longer than this are cut, with Show more / Show less. */
export const DESCRIPTION_LIMIT = 75;
/** Bundle cards list this many plans; the rest are under Show more. */
export const BUNDLE_ITEMS_SHOWN = 5;

/** "every 1 month", "every 2 weeks": month or week, plural above 1. */
export function frequencyText(
  option: Pick<PaymentOption, 'occurrence' | 'frequency'>,
  t: MembershipT,
): string {
  const count = option.occurrence;
  return option.frequency === 'Weekly'
    ? t('plan.everyWeeks', { count })
    : t('plan.everyMonths', { count });
}

const firstOption = (product: Product) => product.metadata.payment_options[0];

export const isSubscription = (product: Product) => firstOption(product)?.type === 'subscription';

/** The plan card's badge: instalments offered, or a subscription; none for pay-in-full plans. */
export function planBadge(product: Product, t: MembershipT): string | null {
  if (isSubscription(product)) return t('plan.subscription');
  const options = product.metadata.payment_options;
  return options.some(
    (option) => option.type === 'instalment' || option.type === 'reducing_instalment',
  )
    ? t('plan.instalments')
    : null;
}

/** "Valid until 31/12/27", or for subscriptions without an end 'Recurs until cancelled by club'. */
export function validityText(product: Product, t: MembershipT): string | null {
  if (isSubscription(product)) {
    const end = product.metadata.subscription?.period.end ?? firstOption(product)?.ends_on ?? null;
    return end ? t('plan.recursTill', { date: formatDayShortYear(end) }) : t('plan.untilCancelled');
  }
  const until = product.metadata.valid_dates?.valid_to ?? null;
  return until ? t('plan.validUntil', { date: formatDayShortYear(until) }) : null;
}

/** A price, or 'Free' for nothing. */
export const priceText = (cents: number, currency: string | undefined, t: MembershipT) =>
  cents === 0 ? t('plan.free') : formatMoney(cents, currency);

/** A subscription's payment rhythm ("every 1 month"); null for other plans. */
export function rhythmText(product: Product, t: MembershipT): string | null {
  const option = firstOption(product);
  return option && option.type === 'subscription' ? frequencyText(option, t) : null;
}

/** A description cut at 75 characters (on a word when one ends near), with an ellipsis. */
export function truncated(text: string, limit = DESCRIPTION_LIMIT): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit - 15 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
