// The contact form rules
import { CONTACT_LIMITS, NAME_MIN_LENGTH } from '../core/limits';
import {
  emailAtLeast,
  ENTER_A_VALID_EMAIL,
  ENTER_YOUR_EMAIL,
  ENTER_YOUR_MESSAGE,
  ENTER_YOUR_NAME,
  ENTER_YOUR_SURNAME,
  INVALID_VALUE,
  messageAtLeast,
  nameAtLeast,
  surnameAtLeast,
} from '../core/messages';
import { trimmed } from '../core/trimmed';
import { composeValidators, optional, type Validator } from '../core/validator';
import { email } from '../rules/email';
import { maxLength, minLength } from '../rules/length';
import { mandatory } from '../rules/required';
import { noEdgeOrConsecutiveDots, pattern } from '../rules/text';

/** "+" then 1 to 15 digits, as the phone mask writes it. */
export const CONTACT_PHONE_PATTERN = new RegExp(`^\\+\\d{1,${CONTACT_LIMITS.phoneMaxDigits}}$`);

export const contactName: Validator = composeValidators(
  mandatory(ENTER_YOUR_NAME),
  trimmed(minLength(NAME_MIN_LENGTH, nameAtLeast(NAME_MIN_LENGTH))),
  maxLength(CONTACT_LIMITS.nameMax),
);

export const contactSurname: Validator = composeValidators(
  mandatory(ENTER_YOUR_SURNAME),
  trimmed(minLength(NAME_MIN_LENGTH, surnameAtLeast(NAME_MIN_LENGTH))),
  maxLength(CONTACT_LIMITS.surnameMax),
);

export const contactEmail: Validator = composeValidators(
  mandatory(ENTER_YOUR_EMAIL),
  minLength(CONTACT_LIMITS.emailMin, emailAtLeast(CONTACT_LIMITS.emailMin)),
  noEdgeOrConsecutiveDots(ENTER_A_VALID_EMAIL),
  email(ENTER_A_VALID_EMAIL),
  maxLength(CONTACT_LIMITS.emailMax),
);

/** Optional; numbers only behind a "+", at most 15 digits (see `contactPhone` input helper). */
export const contactPhoneNumber: Validator = optional(
  pattern(CONTACT_PHONE_PATTERN, INVALID_VALUE),
);

/** Checked as it is sent: trimmed. */
export const contactMessage: Validator = composeValidators(
  mandatory(ENTER_YOUR_MESSAGE),
  trimmed(minLength(CONTACT_LIMITS.messageMin, messageAtLeast(CONTACT_LIMITS.messageMin))),
  trimmed(maxLength(CONTACT_LIMITS.messageMax)),
);
