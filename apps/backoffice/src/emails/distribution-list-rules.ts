import {
  DISTRIBUTION_LIST_DESCRIPTION_MAX,
  DISTRIBUTION_LIST_NAME_MAX,
  EMAIL_SUBJECT_MAX,
} from '@touchline/contracts';
import type { Translate } from '@touchline/i18n';
import {
  composeValidators,
  mandatory,
  maxLength,
  maximumCharacters,
  required,
  trimmed,
} from '@touchline/validators';
import type { BackofficeMessageId } from '../messages/backoffice-messages';

/**
 * The rules of the distribution-list form; text is checked as it is sent, trimmed. The missing
 * name and template are the form's own messages; the lengths' are the shared rules' (the form
 * shows those through the field messages' catalogue).
 */
export const listRules = (t: Translate<BackofficeMessageId>) =>
  ({
    name: composeValidators(
      mandatory(t('lists.nameRequired')),
      trimmed(maxLength(DISTRIBUTION_LIST_NAME_MAX, maximumCharacters(DISTRIBUTION_LIST_NAME_MAX))),
    ),
    description: trimmed(
      maxLength(
        DISTRIBUTION_LIST_DESCRIPTION_MAX,
        maximumCharacters(DISTRIBUTION_LIST_DESCRIPTION_MAX),
      ),
    ),
    template: required(t('lists.templateRequired')),
    subject: trimmed(maxLength(EMAIL_SUBJECT_MAX, maximumCharacters(EMAIL_SUBJECT_MAX))),
  }) as const;
