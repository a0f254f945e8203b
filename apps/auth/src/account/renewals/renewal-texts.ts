import type { Renewal } from '@touchline/contracts';
import { DATE_FORMATS, formatDate, formatMoney } from '@touchline/ui';

export const RENEWAL_TEXTS = {
  heading: 'Renewals',
  intro:
    'Memberships of your family that ended or end within 60 days. Renew puts next season’s plan for the same people in your cart, with the answers you gave last time.',
  none: 'No memberships of your family ended recently or end within 60 days.',
  failed: 'Your renewals could not be loaded.',
  renew: 'Renew',
  renewed: 'Renewed for next season',
  noPlan: 'No plan for next season yet: the club has not put one on sale.',
  noBundle: 'No bundle for next season yet: the club has not put one on sale.',
  goToCart: 'Go to your cart',
  newQuestions: 'New this season',
  guardian: 'the parent or guardian',
  refusedFallback: 'The memberships could not be put in your cart.',
} as const;

const day = (iso: string) => formatDate(iso, DATE_FORMATS.day);

/** `Adult Social Membership for Ciaran Murphy`. */
export const describeRenewal = (renewal: Renewal) =>
  renewal.person ? `${renewal.plan_name} for ${renewal.person}` : renewal.plan_name;

/** `Ended on 31/12/2026` or `Ends on 31/12/2027`. */
export const endText = (renewal: Renewal) =>
  `${renewal.ended ? 'Ended' : 'Ends'} on ${day(renewal.ends_on)}`;

/** `Next season: Adult Social Membership, €65.00, from 01/01/2028` (a bundle: its price for them). */
export function nextPlanText(renewal: Renewal, currency = 'EUR'): string | null {
  const next = renewal.next_plan ?? renewal.next_bundle;
  if (!next) return null;
  const from = next.valid_from ? `, from ${day(next.valid_from)}` : '';
  return `Next season: ${next.name}, ${formatMoney(next.price, currency)}${from}`;
}

/** What a row says when next season offers nothing to renew into. */
export const noSuccessorText = (renewal: Renewal) =>
  renewal.kind === 'bundle' ? RENEWAL_TEXTS.noBundle : RENEWAL_TEXTS.noPlan;

/** `New this season for Aoife Byrne`: the legend of a bundle person's new questions. */
export const newQuestionsFor = (who: string) => `${RENEWAL_TEXTS.newQuestions} for ${who}`;

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
