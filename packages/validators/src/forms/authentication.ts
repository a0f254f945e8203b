// The authentication rules, one validator per field.
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_CODE_LENGTH,
  SIGN_IN_PASSWORD_MAX_LENGTH,
  SIGN_IN_PASSWORD_MIN_LENGTH,
  SIGN_UP_EMAIL_MIN_LENGTH,
} from '../core/limits';
import {
  CODE_REQUIRED,
  EMAIL_MUST_BE_VALID,
  EMAIL_REQUIRED,
  FIRST_NAME_REQUIRED,
  INVALID_CODE,
  INVALID_PASSWORD,
  LAST_NAME_REQUIRED,
  MOBILE_REQUIRED,
  mobileMustBeValid,
  PASSWORD_AT_LEAST_8,
  PASSWORD_AT_MOST_30,
  PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
} from '../core/messages';
import { composeValidators, optional, type Validator } from '../core/validator';
import { email, matchesField, matchingEmails } from '../rules/email';
import { lengthBetween, maxLength, minLength } from '../rules/length';
import { phone } from '../rules/links';
import { mustBeTicked, required } from '../rules/required';
import {
  containsDigit,
  containsLowerCase,
  containsUpperCase,
  forbiddenCharacters,
  forbiddenWords,
  noEdgeSpaces,
  noWhitespace,
} from '../rules/text';

/** The example number in the mobile message ("Mobile phone must be valid e.g.: {phone}"). */
export const MOBILE_EXAMPLE = '+353871234567';

/** Email on sign-in, check-email and forgot-password. */
export const authEmail: Validator = composeValidators(
  required(EMAIL_REQUIRED),
  email(EMAIL_MUST_BE_VALID),
);

/** Password on sign-in: 4 to 100 characters. */
export const signInPassword: Validator = composeValidators(
  required(PASSWORD_REQUIRED),
  lengthBetween(SIGN_IN_PASSWORD_MIN_LENGTH, SIGN_IN_PASSWORD_MAX_LENGTH, INVALID_PASSWORD),
);

/** Email on sign-up: required, valid, at least 6 characters. */
export const signUpEmail: Validator = composeValidators(
  required(EMAIL_REQUIRED),
  email(EMAIL_MUST_BE_VALID),
  minLength(SIGN_UP_EMAIL_MIN_LENGTH),
);

/** Confirm email on sign-up: as the email, and the same address as the field `emailField`. */
export const confirmEmail = (emailField = 'email'): Validator =>
  composeValidators(signUpEmail, matchingEmails(emailField));

/** A new password (sign-up, password reset and change). */
export const newPassword: Validator = composeValidators(
  required(PASSWORD_REQUIRED),
  noWhitespace(),
  forbiddenCharacters(),
  minLength(PASSWORD_MIN_LENGTH, PASSWORD_AT_LEAST_8),
  maxLength(PASSWORD_MAX_LENGTH, PASSWORD_AT_MOST_30),
  containsUpperCase(),
  containsLowerCase(),
  containsDigit(),
  forbiddenWords(),
);

/** Confirm password: required and the same as the field `passwordField`. */
export const confirmPassword = (passwordField = 'password'): Validator =>
  composeValidators(
    required(PASSWORD_REQUIRED),
    matchesField(passwordField, PASSWORDS_DO_NOT_MATCH),
  );

export const firstName: Validator = composeValidators(
  required(FIRST_NAME_REQUIRED),
  noEdgeSpaces(),
);
export const lastName: Validator = composeValidators(required(LAST_NAME_REQUIRED), noEdgeSpaces());

/** County, city and address lines: optional, without leading or trailing spaces. */
export const addressText: Validator = optional(noEdgeSpaces());

/** Mobile: optional, 9 or more digits with an optional country prefix. */
export const mobile = (example: string = MOBILE_EXAMPLE): Validator =>
  optional(phone(mobileMustBeValid(example)));

/** Mobile where a number must be given. */
export const requiredMobile = (example: string = MOBILE_EXAMPLE): Validator =>
  composeValidators(required(MOBILE_REQUIRED), phone(mobileMustBeValid(example)));

/** The terms checkbox must be ticked. */
export const termsAccepted: Validator = mustBeTicked();

/** The 6-character code sent by email for a password reset or verification. */
export const resetCode: Validator = composeValidators(
  required(CODE_REQUIRED),
  minLength(RESET_CODE_LENGTH, INVALID_CODE),
);
