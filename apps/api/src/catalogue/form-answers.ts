import type { FormAnswer, FormQuestion, RegistrationForm } from '@touchline/contracts';

/** Answers by question id, as a registration form is submitted. */
export type AnswerMap = Readonly<Record<string, FormAnswer | undefined>>;

export const INVALID_VALUE = 'Invalid value';
export const DEFAULT_TEXT_MIN = 2;
export const DEFAULT_TEXT_MAX = 64;
const OTHER_MAX = 200;

function matches(answer: FormAnswer | undefined, values: readonly (string | boolean)[]): boolean {
  if (answer === undefined || answer === null) return false;
  if (Array.isArray(answer)) return answer.some((item) => values.includes(item));
  return values.includes(answer);
}

/**
 * Whether a question is disabled by its conditions (spec 001): any `DisableWhenSome` condition
 * whose watched answer is one of its values, or whose value list is empty.
 */
export function isDisabled(question: FormQuestion, answers: AnswerMap): boolean {
  return question.input.condition.some(
    (condition) =>
      condition.effect === 'DisableWhenSome' &&
      (condition.value.length === 0 ||
        matches(answers[String(condition.question_id)], condition.value)),
  );
}

function isEmpty(answer: FormAnswer | undefined): boolean {
  return (
    answer === undefined ||
    answer === null ||
    (typeof answer === 'string' && answer.trim() === '') ||
    (Array.isArray(answer) && answer.length === 0)
  );
}

function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

function choiceProblem(question: FormQuestion, value: string, answers: AnswerMap): string | null {
  const { metadata } = question.input;
  if (metadata.counties && metadata.country_question_id !== undefined) {
    const country = answers[String(metadata.country_question_id)];
    const counties = typeof country === 'string' ? (metadata.counties[country] ?? []) : [];
    return counties.includes(value) ? null : INVALID_VALUE;
  }
  const options = metadata.options ?? [];
  if (options.some((option) => option.value === value)) return null;
  if (metadata.has_other_option && value.trim() !== '' && value.length <= OTHER_MAX) return null;
  return INVALID_VALUE;
}

function dateRangeProblem(
  question: FormQuestion,
  value: string,
  rule: { error: string; metadata: { greater_than?: string; less_than?: string } },
): string | null {
  const { greater_than: after, less_than: before } = rule.metadata;
  let position: 'below' | 'above' | null = null;
  if (after !== undefined && value <= after) position = 'below';
  else if (before !== undefined && value >= before) position = 'above';
  if (position === null) return null;
  return rule.error.replace('{{ABOVEORBELOW}}', position).replace('$label', question.input.label);
}

function questionProblems(question: FormQuestion, answers: AnswerMap): string[] {
  const { input } = question;
  const answer = answers[String(question.question_id)];
  const mandatory = input.validations.find((rule) => rule.type === 'Mandatory');
  const required = input.required || mandatory !== undefined;
  const requiredMessage = mandatory?.error ?? `Please enter ${input.label}`;
  if (input.type === 'Boolean') {
    if (answer !== undefined && answer !== null && typeof answer !== 'boolean') {
      return [INVALID_VALUE];
    }
    return required && answer !== true ? [requiredMessage] : [];
  }
  if (isEmpty(answer)) return required ? [requiredMessage] : [];
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
      const problem = dateRangeProblem(question, text, rule);
      if (problem) problems.push(problem);
    }
  }
  const shaped = input.validations.some((rule) =>
    ['MaxLength', 'MinLength', 'Regex'].includes(rule.type),
  );
  if (input.type === 'text' && !shaped) {
    if (text.length < DEFAULT_TEXT_MIN) problems.push(`Minimum ${DEFAULT_TEXT_MIN} characters`);
    if (text.length > DEFAULT_TEXT_MAX) problems.push(`Maximum ${DEFAULT_TEXT_MAX} characters`);
  }
  return problems;
}

function safeRegExp(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return null;
  }
}

/**
 * What is wrong with a form's answers, by question id (spec 001's dynamic form rules): missing
 * mandatory answers, values that are not among the options (unless "Other" is allowed), a county
 * outside the chosen country, malformed dates and phone numbers, lengths, patterns and date
 * ranges. Disabled questions are not checked. Empty when the answers are complete.
 */
export function answerProblems(
  form: RegistrationForm,
  answers: AnswerMap,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const question of form.sections.flatMap((section) => section.questions)) {
    if (isDisabled(question, answers)) continue;
    const found = questionProblems(question, answers);
    if (found.length > 0) problems[String(question.question_id)] = found;
  }
  return problems;
}

/** The answers worth keeping: those to the form's questions that are not disabled, trimmed. */
export function keptAnswers(
  form: RegistrationForm,
  answers: AnswerMap,
): Record<string, FormAnswer> {
  const kept: Record<string, FormAnswer> = {};
  for (const question of form.sections.flatMap((section) => section.questions)) {
    const key = String(question.question_id);
    const answer = answers[key];
    if (answer === undefined || isDisabled(question, answers)) continue;
    kept[key] = typeof answer === 'string' ? answer.trim() : answer;
  }
  return kept;
}
