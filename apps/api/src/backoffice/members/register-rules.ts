import type {
  AgeGroup,
  FormQuestion,
  MemberPaymentState,
  RegisterColumn,
} from '@touchline/contracts';

// The member register's rules: seasons, age groups, payment states, and which questions of the
// registration forms are medical. The clubs have no season rules of their own yet, so a season is
// a calendar year (the one its plans' periods start in) and the age groups are the bands below.

/**
 * The season the register opens on: the year's, until August; from September the next one's
 * (memberships are sold for it from then, as the catalogue's seasons are).
 */
export function currentSeason(now: Date): number {
  return now.getUTCMonth() >= 8 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
}

/**
 * The weeks a season is sold in, as `currentSeason` counts them: from 1 September of the year
 * before to 31 August of its own (UTC).
 */
export function seasonSellingSpan(season: number): { opens: Date; closes: Date } {
  return { opens: new Date(Date.UTC(season - 1, 8, 1)), closes: new Date(Date.UTC(season, 7, 31)) };
}

/**
 * The dates whose memberships fall in `season` by `seasonOf`: from 1 January of its year to the
 * next 1 January (`to` excluded), for a query to narrow to a season's lines.
 */
export function seasonDates(season: number): { from: Date; to: Date } {
  return { from: new Date(Date.UTC(season, 0, 1)), to: new Date(Date.UTC(season + 1, 0, 1)) };
}

/** A membership's season: the year its plan's period starts, or the year it was paid for. */
export function seasonOf(validFrom: Date | null, completedAt: Date | null): number {
  return (validFrom ?? completedAt ?? new Date(0)).getUTCFullYear();
}

/** The under-N bands, youngest first: a member is `U<N>` when under N on 31 December. */
const UNDER_BANDS = [8, 10, 12, 14, 16, 18] as const;

/**
 * A member's age group in `season`, by their age on 31 December of its year (as Irish and
 * British youth sport counts it): `U8` … `U18`, `Adult` from 18, `Unknown` without a birth date.
 */
export function ageGroupOf(dateOfBirth: Date | null, season: number): AgeGroup {
  if (!dateOfBirth) return 'Unknown';
  const age = season - dateOfBirth.getUTCFullYear();
  const band = UNDER_BANDS.find((under) => age < under);
  return band === undefined ? 'Adult' : (`U${band}` as AgeGroup);
}

const SEVERITY: Readonly<Record<MemberPaymentState, number>> = {
  none: 0,
  paid: 1,
  instalments_due: 2,
  in_arrears: 3,
};

/** The state of several memberships: the one that asks most of the club (arrears first). */
export function worstPaymentState(states: readonly MemberPaymentState[]): MemberPaymentState {
  return states.reduce<MemberPaymentState>(
    (worst, state) => (SEVERITY[state] > SEVERITY[worst] ? state : worst),
    'none',
  );
}

/** Words of a question's label that make it a medical one. */
const MEDICAL_WORDS =
  /\b(medical|medicines?|medication|allerg\w*|health|conditions?|asthma|diabet\w*|epilep\w*|injur\w*|disabilit\w*|doctor|gp)\b/i;

/**
 * The medical questions of a form: a question whose label speaks of health (`MEDICAL_WORDS`), and
 * a question shown only after one (its details: "Please give details" after "Any medical
 * conditions?").
 */
export function medicalQuestionIds(questions: readonly FormQuestion[]): Set<number> {
  const medical = new Set(
    questions
      .filter((question) => MEDICAL_WORDS.test(question.input.label))
      .map((question) => question.question_id),
  );
  let grew = true;
  while (grew) {
    grew = false;
    for (const question of questions) {
      if (medical.has(question.question_id)) continue;
      if (question.input.condition.some((condition) => medical.has(condition.question_id))) {
        medical.add(question.question_id);
        grew = true;
      }
    }
  }
  return medical;
}

/** Questions the register shows in its own columns (name, email, date of birth). */
const OWN_COLUMNS = new Set(['first_name', 'last_name', 'email', 'date_of_birth']);

export interface StoredForm {
  readonly registration_form_id: number;
  readonly name: string;
  readonly form_type: 'member' | 'guardian';
  readonly sections: readonly { readonly questions: readonly FormQuestion[] }[];
}

/** `<form id>:<question id>`. */
export const columnKey = (formId: number, questionId: number) => `${formId}:${questionId}`;

/** The register's answer columns: every question of the club's forms, form by form. */
export function registerColumns(forms: readonly StoredForm[]): RegisterColumn[] {
  return forms.flatMap((form) => {
    const questions = form.sections.flatMap((section) => section.questions);
    const medical = medicalQuestionIds(questions);
    const formName = form.name || (form.form_type === 'guardian' ? 'Guardian form' : 'Member form');
    return questions
      .filter((question) => !OWN_COLUMNS.has(question.default_question_id ?? ''))
      .map((question) => ({
        key: columnKey(form.registration_form_id, question.question_id),
        form: formName,
        question: question.input.label,
        medical: medical.has(question.question_id),
      }));
  });
}

/** An answer as the register and its CSV show it; null for no answer. */
export function answerText(answer: unknown): string | null {
  if (answer === null || answer === undefined || answer === '') return null;
  if (typeof answer === 'boolean') return answer ? 'Yes' : 'No';
  if (Array.isArray(answer)) return answer.length === 0 ? null : answer.map(String).join('; ');
  if (typeof answer === 'object') return null;
  return String(answer);
}
