import {
  DISTRIBUTION_LIST_DESCRIPTION_MAX,
  DISTRIBUTION_LIST_NAME_MAX,
  EMAIL_SUBJECT_MAX,
} from '@touchline/contracts';
import {
  composeValidators,
  mandatory,
  maxLength,
  maximumCharacters,
  pleaseEnter,
  required,
  trimmed,
} from '@touchline/validators';

/** The rules of the distribution-list form; text is checked as it is sent, trimmed. */
export const LIST_RULES = {
  name: composeValidators(
    mandatory(pleaseEnter('a name')),
    trimmed(maxLength(DISTRIBUTION_LIST_NAME_MAX, maximumCharacters(DISTRIBUTION_LIST_NAME_MAX))),
  ),
  description: trimmed(
    maxLength(
      DISTRIBUTION_LIST_DESCRIPTION_MAX,
      maximumCharacters(DISTRIBUTION_LIST_DESCRIPTION_MAX),
    ),
  ),
  template: required(pleaseEnter('a template')),
  subject: trimmed(maxLength(EMAIL_SUBJECT_MAX, maximumCharacters(EMAIL_SUBJECT_MAX))),
} as const;
