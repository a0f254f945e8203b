// The values a registration form holds while it is filled in, and the answers they make: one
// field per question (`q{id}`), and for choices with "Other" a second field for the typed text
// (`q{id}_other`) while the special Other token is chosen.
import type { FormAnswers, FormQuestion, RegistrationForm } from '@touchline/contracts';
import {
  countiesFor,
  isDisabled,
  keptAnswers,
  questionsOf,
  type AnswerMap,
  type RuleAnswer,
} from '@touchline/validators';

/** The value of a choice whose "Other" text input is in use. */
export const OTHER_TOKEN = '__other__';

export type FieldValue = string | boolean | string[] | undefined;
export type FormValues = Record<string, FieldValue>;

export const fieldName = (question: Pick<FormQuestion, 'question_id'>) =>
  `q${question.question_id}`;
export const otherFieldName = (question: Pick<FormQuestion, 'question_id'>) =>
  `q${question.question_id}_other`;

export const sortedSections = (form: RegistrationForm) =>
  [...form.sections]
    .sort((a, b) => a.sequence - b.sequence)
    .map((section) => ({
      ...section,
      questions: [...section.questions].sort((a, b) => a.sequence - b.sequence),
    }));

/** Answers by question id from the API's answered sections. */
export function answersFromSections(answers: FormAnswers | null | undefined): AnswerMap {
  const map: Record<string, RuleAnswer> = {};
  for (const section of answers?.sections ?? []) {
    for (const question of section.questions) map[String(question.question_id)] = question.answer;
  }
  return map;
}

const hasOther = (question: FormQuestion) =>
  question.input.metadata.has_other_option === true &&
  !question.input.metadata.counties &&
  question.input.type === 'SingleChoice';

const optionValues = (question: FormQuestion) =>
  (question.input.metadata.options ?? []).map((option) => option.value);

/** The value a form answer takes in the form's fields (the answers map, as the rules read it). */
export function toAnswerMap(form: RegistrationForm, values: FormValues): AnswerMap {
  const map: Record<string, RuleAnswer> = {};
  for (const question of questionsOf(form)) {
    const value = values[fieldName(question)];
    if (value === undefined) continue;
    if (value === OTHER_TOKEN && hasOther(question as FormQuestion)) {
      const typed = values[otherFieldName(question)];
      map[String(question.question_id)] = typeof typed === 'string' ? typed : '';
    } else {
      map[String(question.question_id)] = value;
    }
  }
  return map;
}

/** The answers to submit: trimmed, disabled questions left out, "Other" as the typed text. */
export function answersOf(form: RegistrationForm, values: FormValues) {
  return keptAnswers(form, toAnswerMap(form, values));
}

/**
 * The first value of one question, in the engine's order: the existing answer, then the
 * question's own answer, then its default-flagged options. A select of remote options starts
 * empty; a value not among the options goes into the "Other" input when Other is allowed.
 */
export function initialQuestionValues(
  question: FormQuestion & { answer?: RuleAnswer },
  existing: RuleAnswer | undefined,
): FormValues {
  const name = fieldName(question);
  const { input } = question;
  const given = existing ?? question.answer ?? undefined;
  const defaults = (input.metadata.options ?? [])
    .filter((option) => option.default)
    .map((option) => option.value);

  if (input.type === 'Boolean') {
    if (typeof given === 'boolean') return { [name]: given };
    return { [name]: given === 'true' ? true : false };
  }
  if (input.type === 'MultipleChoice') {
    if (Array.isArray(given)) return { [name]: [...given] };
    if (typeof given === 'string' && given !== '') return { [name]: [given] };
    return { [name]: defaults };
  }
  if (input.type === 'SingleChoice' && input.metadata.url) {
    return { [name]: typeof given === 'string' ? given : '' };
  }
  const text = typeof given === 'string' ? given : undefined;
  if (input.type === 'SingleChoice') {
    const value = text ?? defaults[0] ?? '';
    if (value === '' || input.metadata.counties || optionValues(question).includes(value)) {
      return { [name]: value };
    }
    if (hasOther(question)) return { [name]: OTHER_TOKEN, [otherFieldName(question)]: value };
    return { [name]: '' };
  }
  return { [name]: text ?? '' };
}

/**
 * The first values of a form from existing answers; then the country rules: a country that is
 * not offered is reset, a county not of the chosen country is cleared.
 */
export function initialValues(form: RegistrationForm, existing: AnswerMap = {}): FormValues {
  let values: FormValues = {};
  const questions = questionsOf(form) as FormQuestion[];
  for (const question of questions) {
    values = {
      ...values,
      ...initialQuestionValues(question, existing[String(question.question_id)]),
    };
  }
  return withCountryRules(form, values);
}

/** Clears a county that does not belong to the chosen country (and an unknown country). */
export function withCountryRules(form: RegistrationForm, values: FormValues): FormValues {
  const next = { ...values };
  const questions = questionsOf(form) as FormQuestion[];
  for (const question of questions) {
    if (question.default_question_id !== 'country' || question.input.type !== 'SingleChoice') {
      continue;
    }
    const value = next[fieldName(question)];
    if (typeof value === 'string' && value !== '' && !optionValues(question).includes(value)) {
      next[fieldName(question)] = '';
    }
  }
  const answers = toAnswerMap(form, next);
  for (const question of questions) {
    const counties = countiesFor(question, answers);
    if (counties === null) continue;
    const value = next[fieldName(question)];
    if (typeof value === 'string' && value !== '' && !counties.includes(value)) {
      next[fieldName(question)] = '';
    }
  }
  return next;
}

/** The value a question takes while a condition disables it. */
export const clearedValue = (question: FormQuestion): FieldValue =>
  question.input.type === 'MultipleChoice' ? [] : question.input.type === 'Boolean' ? false : '';

/** The questions disabled by the current values. */
export function disabledQuestionIds(form: RegistrationForm, values: FormValues): Set<number> {
  const answers = toAnswerMap(form, values);
  return new Set(
    questionsOf(form)
      .filter((question) => isDisabled(question, answers))
      .map((question) => question.question_id),
  );
}

/**
 * Answers matched to another form's questions by their well-known ids (copying a guardian's
 * details to another plan's guardian form, or prefilling from a person).
 */
export function answersByDefaultId(
  from: RegistrationForm,
  answers: AnswerMap,
  to: RegistrationForm,
): AnswerMap {
  const byDefault = new Map<string, RuleAnswer | undefined>();
  for (const question of questionsOf(from)) {
    if (question.default_question_id) {
      byDefault.set(question.default_question_id, answers[String(question.question_id)]);
    }
  }
  const mapped: Record<string, RuleAnswer> = {};
  for (const question of questionsOf(to)) {
    const value = question.default_question_id
      ? byDefault.get(question.default_question_id)
      : undefined;
    if (value !== undefined) mapped[String(question.question_id)] = value;
  }
  return mapped;
}
