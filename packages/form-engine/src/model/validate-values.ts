import type { FormQuestion, RegistrationForm } from '@touchline/contracts';
import {
  isDisabled,
  maximumLength,
  OTHER_MAX_LENGTH,
  questionProblems,
  questionsOf,
  requiredMessage,
} from '@touchline/validators';
import {
  fieldName,
  otherFieldName,
  OTHER_TOKEN,
  toAnswerMap,
  type FormValues,
} from './form-values';

/**
 * The first message of each field that breaks its rule, keyed by field name: exactly the rules
 * the server applies to the submitted answers (the shared `questionProblems`). While "Other" is
 * chosen its text input carries the question's messages; disabled questions have none.
 */
export function validateValues(form: RegistrationForm, values: FormValues): Record<string, string> {
  const answers = toAnswerMap(form, values);
  const errors: Record<string, string> = {};
  for (const question of questionsOf(form) as FormQuestion[]) {
    if (isDisabled(question, answers)) continue;
    const problems = questionProblems(question, answers);
    if (values[fieldName(question)] === OTHER_TOKEN) {
      const typed = values[otherFieldName(question)];
      const text = typeof typed === 'string' ? typed.trim() : '';
      if (text === '') errors[otherFieldName(question)] = requiredMessage(question);
      else if (text.length > OTHER_MAX_LENGTH) {
        errors[otherFieldName(question)] = maximumLength(OTHER_MAX_LENGTH);
      } else if (problems[0]) errors[otherFieldName(question)] = problems[0];
      continue;
    }
    if (problems[0]) errors[fieldName(question)] = problems[0];
  }
  return errors;
}
