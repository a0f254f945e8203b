import type { Language, Renewal } from '@touchline/contracts';
import type { Translate } from '@touchline/i18n';
import { DATE_FORMATS, formatDate, formatMoney } from '@touchline/ui';

/** The messages the renewal rows' texts are made of. */
export type RenewalTextId =
  | 'renewals.describe'
  | 'renewals.endedOn'
  | 'renewals.endsOn'
  | 'renewals.nextSeason'
  | 'renewals.nextSeasonFrom'
  | 'renewals.noPlan'
  | 'renewals.noBundle';

/** `Adult Social Membership for Ciaran Murphy`. */
export const describeRenewal = (t: Translate<RenewalTextId>, renewal: Renewal) =>
  renewal.person
    ? t('renewals.describe', { plan: renewal.plan_name, person: renewal.person })
    : renewal.plan_name;

/** `Ended on 31/12/2026` or `Ends on 31/12/2027`, the date in the page's language. */
export const endText = (t: Translate<RenewalTextId>, language: Language, renewal: Renewal) =>
  t(renewal.ended ? 'renewals.endedOn' : 'renewals.endsOn', {
    date: formatDate(renewal.ends_on, DATE_FORMATS.day, language),
  });

/** `Next season: Adult Social Membership, €65.00, from 01/01/2028` (a bundle: its price for them). */
export function nextPlanText(
  t: Translate<RenewalTextId>,
  language: Language,
  renewal: Renewal,
  currency = 'EUR',
): string | null {
  const next = renewal.next_plan ?? renewal.next_bundle;
  if (!next) return null;
  const values = { name: next.name, price: formatMoney(next.price, currency) };
  return next.valid_from
    ? t('renewals.nextSeasonFrom', {
        ...values,
        date: formatDate(next.valid_from, DATE_FORMATS.day, language),
      })
    : t('renewals.nextSeason', values);
}

/** What a row says when next season offers nothing to renew into. */
export const noSuccessorText = (t: Translate<RenewalTextId>, renewal: Renewal) =>
  t(renewal.kind === 'bundle' ? 'renewals.noBundle' : 'renewals.noPlan');

/** `Aoife Byrne: Juvenile Membership`: a bundle's person and the plan next season gives them. */
export function bundlePersonText(renewal: Renewal, orderItemId: number): string {
  const person = renewal.people.find((one) => one.order_item_id === orderItemId);
  const plan = renewal.next_bundle?.plans.find((one) => one.order_item_id === orderItemId);
  const name = person?.person ?? '';
  return `${name}: ${plan?.name ?? person?.plan_name ?? ''}`;
}

/** Whether a row can be renewed now. */
export const canRenew = (renewal: Renewal) =>
  (renewal.next_plan !== null || renewal.next_bundle !== null) &&
  !renewal.renewed &&
  renewal.membership_held === null;
