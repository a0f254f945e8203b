import type { AgeGroup, MemberPaymentState, MemberRegisterFilters } from '@touchline/contracts';

export const MEMBERS_PATH = '/members';
export const MEMBERS_TITLE = 'Members';
export const MEMBERS_INTRO =
  'The club’s members with their memberships, household, payments and registration answers.';
export const MEDICAL_HIDDEN =
  'Medical answers are not part of your role, so they are not shown or exported.';
export const MEDICAL_SHOWN =
  'Medical answers are shown and exported: keep them to those who need them.';
export const FILTERS_TITLE = 'Find members';
export const SEARCH_LABEL = 'Name or email';
export const SEASON_LABEL = 'Season';
export const ANY_SEASON = 'Any season';
export const PROGRAM_LABEL = 'Programme';
export const PLAN_LABEL = 'Plan';
export const AGE_GROUP_LABEL = 'Age group';
export const PAYMENT_LABEL = 'Payment';
export const ANY = 'Any';
export const SHOW_MEMBERS = 'Show members';
export const REGISTER_CAPTION = 'Member register';
export const NO_MEMBERS = 'No members match these filters.';
export const NO_MEMBERSHIP = 'No membership';
export const ANSWERS_SUMMARY = (count: number) => (count === 1 ? '1 answer' : `${count} answers`);
export const NO_ANSWERS = 'No answers';
export const MEDICAL_MARK = '(medical)';
export const EXPORT_TITLE = 'Export';
export const EXPORT_INTRO =
  'The members these filters show, with their answers as columns, as a CSV file. Every export is recorded.';
export const EXPORT_BUTTON = 'Export CSV';
export const EXPORT_FAILED = 'The export could not be made. Please try again.';
export const EXPORTS_TITLE = 'Recent exports';
export const NO_EXPORTS = 'No exports yet.';
export const WITH_MEDICAL = 'with medical answers';
export const WITHOUT_MEDICAL = 'without medical answers';
export const NO_FILTERS = 'all members';
export const exportedRows = (count: number) => (count === 1 ? '1 member' : `${count} members`);

export const PAYMENT_STATE_NAMES: Readonly<Record<MemberPaymentState, string>> = {
  paid: 'Paid',
  instalments_due: 'Instalments due',
  in_arrears: 'In arrears',
  none: 'No membership',
};

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

export const RELATION_NAMES = { Guardian: 'guardian', Child: 'child', Family: 'family' } as const;

/** An export's filters in words: `Season 2027, Under 10, “murphy”`. */
export function filtersInWords(filters: MemberRegisterFilters): string {
  const words = [
    filters.season !== undefined ? `Season ${filters.season}` : null,
    filters.program_id !== undefined ? `programme #${filters.program_id}` : null,
    filters.plan_id !== undefined ? `plan #${filters.plan_id}` : null,
    filters.age_group ? AGE_GROUP_NAMES[filters.age_group] : null,
    filters.payment_state ? PAYMENT_STATE_NAMES[filters.payment_state] : null,
    filters.q ? `“${filters.q}”` : null,
  ].filter((word): word is string => word !== null);
  return words.length > 0 ? words.join(', ') : NO_FILTERS;
}
