import type { RegistrationFormSummary } from '@touchline/contracts';
import type { Translate } from '@touchline/i18n';
import type { BackofficeMessageId } from '../messages/backoffice-messages';

export const FORMS_PATH = '/forms';

/** Whom a form asks: a member, or a member's parent or guardian. */
export const formTypeText = (
  t: Translate<BackofficeMessageId>,
  type: RegistrationFormSummary['form_type'],
) => t(type === 'guardian' ? 'forms.type.guardian' : 'forms.type.member');
