// The answer rules of a dynamic registration form: one module for the form engine in the browser
// and the Club API, so a form the browser accepts is exactly a form the server accepts. The
// types are structural copies of the API contract's form definition (this package imports no
// other package).
import { TEXT_MAX_LENGTH, TEXT_MIN_LENGTH } from '../core/limits';
import { INVALID_VALUE, maximumCharacters, minimumCharacters, pleaseEnter } from '../core/messages';

export type RuleAnswer = string | boolean | readonly string[] | null;

/** Answers by question id, as a registration form is submitted. */
export type AnswerMap = Readonly<Record<string, RuleAnswer | undefined>>;

export interface RuleValidation {
  readonly type: 'Mandatory' | 'Regex' | 'MaxLength' | 'MinLength' | 'Date';
  readonly error: string;
  readonly metadata: {
    readonly pattern?: string;
    readonly max_length?: number;
    readonly min_length?: number;
    readonly greater_than?: string;
    readonly less_than?: string;
  };
}

export interface RuleCondition {
  readonly effect: 'DisableWhenSome';
  readonly question_id: number;
  readonly value: readonly (string | boolean)[];
}

export interface RuleQuestion {
  readonly question_id: number;
  readonly default_question_id: string | null;
  readonly input: {
    readonly label: string;
    readonly type: 'Boolean' | 'SingleChoice' | 'MultipleChoice' | 'Date' | 'Telephone' | 'text';
    readonly required: boolean;
    readonly validations: readonly RuleValidation[];
    readonly condition: readonly RuleCondition[];
    readonly metadata: {
      readonly options?: readonly { readonly label: string; readonly value: string }[];
      readonly url?: string | null;
      readonly has_other_option?: boolean;
      readonly counties?: Readonly<Record<string, readonly string[]>>;
      readonly country_question_id?: number;
    };
  };
}

export interface RuleForm {
  readonly sections: readonly { readonly questions: readonly RuleQuestion[] }[];
}

export const DEFAULT_TEXT_MIN = TEXT_MIN_LENGTH;
export const DEFAULT_TEXT_MAX = TEXT_MAX_LENGTH;
/** The longest answer typed into an "Other" input (its counter shows "n / 200"). */
export const OTHER_MAX_LENGTH = 200;

export const questionsOf = (form: RuleForm): RuleQuestion[] =>
  form.sections.flatMap((section) => [...section.questions]);

function matches(answer: RuleAnswer | undefined, values: readonly (string | boolean)[]): boolean {
  if (answer === undefined || answer === null) return false;
  if (Array.isArray(answer)) return answer.some((item) => values.includes(item));
  return values.includes(answer as string | boolean);
}

/**
 * Whether a question is disabled by its conditions: any `DisableWhenSome` condition whose
 * watched answer is one of its values, or whose value list is empty.
 */
export function isDisabled(question: RuleQuestion, answers: AnswerMap): boolean {
  return question.input.condition.some(
    (condition) =>
      condition.effect === 'DisableWhenSome' &&
      (condition.value.length === 0 ||
        matches(answers[String(condition.question_id)], condition.value)),
  );
}

export function isEmptyAnswer(answer: RuleAnswer | undefined): boolean {
  return (
    answer === undefined ||
    answer === null ||
    (typeof answer === 'string' && answer.trim() === '') ||
    (Array.isArray(answer) && answer.length === 0)
  );
}

/** A real calendar day written `YYYY-MM-DD`. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** The counties a county question offers for the country answered, or null if not a county. */
export function countiesFor(question: RuleQuestion, answers: AnswerMap): readonly string[] | null {
  const { metadata } = question.input;
  if (!metadata.counties || metadata.country_question_id === undefined) return null;
  const country = answers[String(metadata.country_question_id)];
  return typeof country === 'string' ? (metadata.counties[country] ?? []) : [];
}

/** Whether a choice answer is one of the question's options. */
export function isOption(question: RuleQuestion, value: string, answers: AnswerMap): boolean {
  const counties = countiesFor(question, answers);
  if (counties) return counties.includes(value);
  // Options fetched from a URL are not known here: any non-empty value is one of them.
  if (question.input.metadata.url) return true;
  return (question.input.metadata.options ?? []).some((option) => option.value === value);
}

function choiceProblem(question: RuleQuestion, value: string, answers: AnswerMap): string | null {
  if (isOption(question, value, answers)) return null;
  if (countiesFor(question, answers) === null && question.input.metadata.has_other_option) {
    if (value.trim() !== '' && value.length <= OTHER_MAX_LENGTH) return null;
  }
  return INVALID_VALUE;
}

/**
 * A date rule's message for a date outside `greater_than`..`less_than`, with `{{ABOVEORBELOW}}`
 * and `$label` filled in; null when the date is inside.
 */
export function dateRangeProblem(
  label: string,
  value: string,
  rule: Pick<RuleValidation, 'error' | 'metadata'>,
): string | null {
  const { greater_than: after, less_than: before } = rule.metadata;
  let position: 'below' | 'above' | null = null;
  if (after !== undefined && value <= after) position = 'below';
  else if (before !== undefined && value >= before) position = 'above';
  if (position === null) return null;
  return rule.error.replaceAll('{{ABOVEORBELOW}}', position).replaceAll('$label', label);
}

function safeRegExp(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return null;
  }
}

/** Whether the question must be answered (marked required or carrying a Mandatory rule). */
export function isRequired(question: RuleQuestion): boolean {
  return question.input.required || question.input.validations.some((r) => r.type === 'Mandatory');
}

/** The message of a missing answer: the Mandatory rule's own, else "Please enter {label}". */
export function requiredMessage(question: RuleQuestion): string {
  const mandatory = question.input.validations.find((rule) => rule.type === 'Mandatory');
  return mandatory?.error ?? pleaseEnter(question.input.label);
}

/** The rules of free text (text answers, dates and phone numbers after their own checks). */
export function textProblems(question: RuleQuestion, text: string): string[] {
  const { input } = question;
  const problems: string[] = [];
  for (const rule of input.validations) {
    const { metadata } = rule;
    if (rule.type === 'MaxLength' && metadata.max_length !== undefined) {
      if (text.length > metadata.max_length) problems.push(rule.error);
    } else if (rule.type === 'MinLength' && metadata.min_length !== undefined) {
      if (text.length < metadata.min_length) problems.push(rule.error);
    } else if (rule.type === 'Regex' && metadata.pattern !== undefined) {
      if (!safeRegExp(metadata.pattern)?.test(text)) problems.push(rule.error);
    } else if (rule.type === 'Date' && input.type === 'Date') {
      const problem = dateRangeProblem(input.label, text, rule);
      if (problem) problems.push(problem);
    }
  }
  const shaped = input.validations.some((rule) =>
    ['MaxLength', 'MinLength', 'Regex'].includes(rule.type),
  );
  if (input.type === 'text' && !shaped) {
    if (text.length < DEFAULT_TEXT_MIN) problems.push(minimumCharacters(DEFAULT_TEXT_MIN));
    if (text.length > DEFAULT_TEXT_MAX) problems.push(maximumCharacters(DEFAULT_TEXT_MAX));
  }
  return problems;
}

/**
 * What is wrong with one question's answer, given all the form's answers (conditions and the
 * county's country read them). Empty when the answer is fine or the question is disabled.
 */
export function questionProblems(question: RuleQuestion, answers: AnswerMap): string[] {
  if (isDisabled(question, answers)) return [];
  const { input } = question;
  const answer = answers[String(question.question_id)];
  const required = isRequired(question);
  if (input.type === 'Boolean') {
    if (answer !== undefined && answer !== null && typeof answer !== 'boolean') {
      return [INVALID_VALUE];
    }
    return required && answer !== true ? [requiredMessage(question)] : [];
  }
  if (isEmptyAnswer(answer)) return required ? [requiredMessage(question)] : [];
  if (input.type === 'MultipleChoice') {
    if (!Array.isArray(answer)) return [INVALID_VALUE];
    return answer.some((item) => choiceProblem(question, item, answers) !== null)
      ? [INVALID_VALUE]
      : [];
  }
  if (typeof answer !== 'string') return [INVALID_VALUE];
  const text = answer.trim();
  switch (input.type) {
    case 'SingleChoice': {
      const problem = choiceProblem(question, answer, answers);
      return problem ? [problem] : [];
    }
    case 'Date':
      if (!isCalendarDate(text)) return [INVALID_VALUE];
      break;
    case 'Telephone':
      if (!/^\+?\d{6,20}$/.test(text)) return [INVALID_VALUE];
      break;
    case 'text':
      break;
  }
  return textProblems(question, text);
}

/**
 * What is wrong with a form's answers, by question id: missing mandatory answers, values that
 * are not among the options (unless "Other" is allowed), a county outside the chosen country,
 * malformed dates and phone numbers, lengths, patterns and date ranges. Disabled questions are
 * not checked. Empty when the answers are complete.
 */
export function answerProblems(form: RuleForm, answers: AnswerMap): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const question of questionsOf(form)) {
    const found = questionProblems(question, answers);
    if (found.length > 0) problems[String(question.question_id)] = found;
  }
  return problems;
}

/** The answers worth keeping: those to the form's questions that are not disabled, trimmed. */
export function keptAnswers(
  form: RuleForm,
  answers: AnswerMap,
): Record<string, string | boolean | string[] | null> {
  const kept: Record<string, string | boolean | string[] | null> = {};
  for (const question of questionsOf(form)) {
    const key = String(question.question_id);
    const answer = answers[key];
    if (answer === undefined || isDisabled(question, answers)) continue;
    if (typeof answer === 'string') kept[key] = answer.trim();
    else if (typeof answer === 'boolean' || answer === null) kept[key] = answer;
    else kept[key] = [...(answer as readonly string[])];
  }
  return kept;
}

/** The answer of the question with this well-known id (first_name, email, ...), if any. */
export function answerByDefaultId(
  form: RuleForm,
  answers: AnswerMap,
  defaultId: string,
): RuleAnswer | undefined {
  const question = questionsOf(form).find((q) => q.default_question_id === defaultId);
  return question ? answers[String(question.question_id)] : undefined;
}
