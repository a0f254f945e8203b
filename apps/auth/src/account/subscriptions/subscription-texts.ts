import type { MemberSubscription } from '@touchline/contracts';
import { DATE_FORMATS, formatDate, formatMoney } from '@touchline/ui';

export const SUBSCRIPTION_TEXTS = {
  heading: 'Subscriptions',
  intro: 'Plans paid period by period with your default card until they end or you stop them.',
  none: 'You have no subscriptions.',
  failed: 'Your subscriptions could not be loaded.',
  stop: 'Stop',
  confirmTitle: 'Stop this subscription?',
  confirm: 'Stop subscription',
  keep: 'Keep',
  stopped: 'Your subscription has been stopped.',
  active: 'Active',
  noNextPayment: 'No payment scheduled',
  untilCancelled: 'Recurs until cancelled by club',
} as const;

/** The plan and who it is for: "Supporters Club Subscription (Siobhan Murphy)". */
export const describeSubscription = (subscription: MemberSubscription) =>
  subscription.person ? `${subscription.name} (${subscription.person})` : subscription.name;

/** "€10.00 every 1 month", "€8.00 every 2 weeks". */
export function periodPriceText(subscription: MemberSubscription): string {
  const price = formatMoney(subscription.period_amount, subscription.currency);
  if (!subscription.frequency) return price;
  const every = subscription.occurrence ?? 1;
  const unit = subscription.frequency === 'Weekly' ? 'week' : 'month';
  return `${price} every ${every} ${unit}${every > 1 ? 's' : ''}`;
}

/** "Next payment 14/12/2026", or none scheduled. */
export const nextPaymentText = (subscription: MemberSubscription) =>
  subscription.next_payment
    ? `Next payment ${formatDate(subscription.next_payment.due_on, DATE_FORMATS.day)}`
    : SUBSCRIPTION_TEXTS.noNextPayment;

/** "Recurs till 30/06/2027", or until cancelled by the club. */
export const endText = (subscription: MemberSubscription) =>
  subscription.ends_on
    ? `Recurs till ${formatDate(subscription.ends_on, DATE_FORMATS.day)}`
    : SUBSCRIPTION_TEXTS.untilCancelled;

/** "Active", "Stopped on 25/11/2026" or "Stopped by the club on 25/11/2026". */
export function stateText(subscription: MemberSubscription): string {
  if (!subscription.stopped_at) return SUBSCRIPTION_TEXTS.active;
  const on = formatDate(subscription.stopped_at, DATE_FORMATS.day);
  return subscription.stopped_by === 'club' ? `Stopped by the club on ${on}` : `Stopped on ${on}`;
}
