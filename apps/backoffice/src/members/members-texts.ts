import type { AgeGroup, MemberPaymentState, MemberRegisterFilters } from '@touchline/contracts';
import type { Translate } from '@touchline/i18n';
import type { BackofficeMessageId } from '../messages/backoffice-messages';

type T = Translate<BackofficeMessageId>;

export const MEMBERS_PATH = '/members';

/** The age groups' English names, for the dashboard; the register says them through `ageGroupText`. */
export const AGE_GROUP_NAMES: Readonly<Record<AgeGroup, string>> = {
  U8: 'Under 8',
  U10: 'Under 10',
  U12: 'Under 12',
  U14: 'Under 14',
  U16: 'Under 16',
  U18: 'Under 18',
  Adult: 'Adult',
  Unknown: 'No date of birth',
};

const AGE_GROUP_IDS: Readonly<Record<AgeGroup, BackofficeMessageId>> = {
  U8: 'members.ageGroup.U8',
  U10: 'members.ageGroup.U10',
  U12: 'members.ageGroup.U12',
  U14: 'members.ageGroup.U14',
  U16: 'members.ageGroup.U16',
  U18: 'members.ageGroup.U18',
  Adult: 'members.ageGroup.Adult',
  Unknown: 'members.ageGroup.Unknown',
};

export const ageGroupText = (t: T, group: AgeGroup) => t(AGE_GROUP_IDS[group]);

const PAYMENT_STATE_IDS: Readonly<Record<MemberPaymentState, BackofficeMessageId>> = {
  paid: 'members.paymentState.paid',
  instalments_due: 'members.paymentState.instalments_due',
  in_arrears: 'members.paymentState.in_arrears',
  none: 'members.paymentState.none',
};

export const paymentStateText = (t: T, state: MemberPaymentState) => t(PAYMENT_STATE_IDS[state]);

const RELATION_IDS = {
  Guardian: 'members.relation.Guardian',
  Child: 'members.relation.Child',
  Family: 'members.relation.Family',
} as const satisfies Record<string, BackofficeMessageId>;

export const relationText = (t: T, relation: keyof typeof RELATION_IDS) =>
  t(RELATION_IDS[relation]);

export const memberCount = (t: T, count: number) => t('members.count', { count });

/** An export's filters in words: `Season 2027, Under 10, “murphy”`. */
export function filtersInWords(t: T, filters: MemberRegisterFilters): string {
  const words = [
    filters.season !== undefined
      ? t('members.filterSeason', { season: String(filters.season) })
      : null,
    filters.program_id !== undefined
      ? t('members.filterProgram', { id: String(filters.program_id) })
      : null,
    filters.plan_id !== undefined ? t('members.filterPlan', { id: String(filters.plan_id) }) : null,
    filters.age_group ? ageGroupText(t, filters.age_group) : null,
    filters.payment_state ? paymentStateText(t, filters.payment_state) : null,
    filters.q ? t('members.filterQuery', { q: filters.q }) : null,
  ].filter((word): word is string => word !== null);
  return words.length > 0 ? words.join(', ') : t('members.noFilters');
}
