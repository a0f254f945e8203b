import type { MemberSubscription } from '@touchline/contracts';
import type { Language } from '@touchline/contracts/languages';
import type { Translate } from '@touchline/i18n';
import { DATE_FORMATS, formatDate, formatMoney } from '@touchline/ui';

type SubscriptionTextId =
  | 'subscriptions.everyWeeks'
  | 'subscriptions.everyMonths'
  | 'subscriptions.nextPayment'
  | 'subscriptions.noNextPayment'
  | 'subscriptions.recursTill'
  | 'subscriptions.untilCancelled'
  | 'subscriptions.active'
  | 'subscriptions.stoppedOn'
  | 'subscriptions.stoppedByClubOn';

type T = Translate<SubscriptionTextId>;

/** The plan and who it is for: "Supporters Club Subscription (Siobhan Murphy)". */
export const describeSubscription = (subscription: MemberSubscription) =>
  subscription.person ? `${subscription.name} (${subscription.person})` : subscription.name;

/** "€10.00 every 1 month", "€8.00 every 2 weeks". */
export function periodPriceText(t: T, subscription: MemberSubscription): string {
  const price = formatMoney(subscription.period_amount, subscription.currency);
  if (!subscription.frequency) return price;
  const count = subscription.occurrence ?? 1;
  return subscription.frequency === 'Weekly'
    ? t('subscriptions.everyWeeks', { price, count })
    : t('subscriptions.everyMonths', { price, count });
}

/** "Next payment 14/12/2026", or none scheduled. */
export const nextPaymentText = (t: T, language: Language, subscription: MemberSubscription) =>
  subscription.next_payment
    ? t('subscriptions.nextPayment', {
        date: formatDate(subscription.next_payment.due_on, DATE_FORMATS.day, language),
      })
    : t('subscriptions.noNextPayment');

/** "Recurs till 30/06/2027", or until cancelled by the club. */
export const endText = (t: T, language: Language, subscription: MemberSubscription) =>
  subscription.ends_on
    ? t('subscriptions.recursTill', {
        date: formatDate(subscription.ends_on, DATE_FORMATS.day, language),
      })
    : t('subscriptions.untilCancelled');

/** "Active", "Stopped on 25/11/2026" or "Stopped by the club on 25/11/2026". */
export function stateText(t: T, language: Language, subscription: MemberSubscription): string {
  if (!subscription.stopped_at) return t('subscriptions.active');
  const date = formatDate(subscription.stopped_at, DATE_FORMATS.day, language);
  return subscription.stopped_by === 'club'
    ? t('subscriptions.stoppedByClubOn', { date })
    : t('subscriptions.stoppedOn', { date });
}
