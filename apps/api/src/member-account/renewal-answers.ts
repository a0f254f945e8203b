import type { RegistrationForm, RenewalQuestion } from '@touchline/contracts';

type Question = RegistrationForm['sections'][number]['questions'][number];

const questionsOf = (form: RegistrationForm): Question[] =>
  form.sections.flatMap((section) => section.questions);

/** A question left to answer, as the Renewals page asks it. */
const asked = (question: Question): RenewalQuestion => ({
  question_id: question.question_id,
  label: question.input.label,
  type: question.input.type,
  required:
    question.input.required || question.input.validations.some((rule) => rule.type === 'Mandatory'),
  options: question.input.metadata.options ?? [],
});

const labelKey = (question: Question) => question.input.label.trim().toLowerCase();

/**
 * Last season's answers carried into the new season's form: a question keeps the answer given to
 * the same question (same id, same well-known question or same label) of the last form. The form
 * model has no answers that expire, so only questions new in the form are left to ask (all of
 * them when no answers were kept).
 */
export function carriedAnswers(
  lastForm: RegistrationForm | null,
  lastAnswers: Readonly<Record<string, unknown>> | null,
  nextForm: RegistrationForm,
): { answers: Record<string, unknown>; toAnswer: RenewalQuestion[] } {
  const answers: Record<string, unknown> = {};
  const toAnswer: RenewalQuestion[] = [];
  const last = lastForm ? questionsOf(lastForm) : [];
  for (const question of questionsOf(nextForm)) {
    const same =
      last.find((old) => old.question_id === question.question_id) ??
      last.find(
        (old) =>
          question.default_question_id !== null &&
          old.default_question_id === question.default_question_id,
      ) ??
      last.find((old) => labelKey(old) === labelKey(question));
    const answer = same ? lastAnswers?.[String(same.question_id)] : undefined;
    if (same && answer !== undefined) answers[String(question.question_id)] = answer;
    else if (!same || lastAnswers === null) toAnswer.push(asked(question));
  }
  return { answers, toAnswer };
}
