// Length and size limits shared by the forms and the API.

/** Shortest and longest free text ("Text limits 2 and 64"). */
export const TEXT_MIN_LENGTH = 2;
export const TEXT_MAX_LENGTH = 64;

/** The shared minimum length of a person's name (contact form name and surname). */
export const NAME_MIN_LENGTH = TEXT_MIN_LENGTH;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;
export const SIGN_IN_PASSWORD_MIN_LENGTH = 4;
export const SIGN_IN_PASSWORD_MAX_LENGTH = 100;
export const SIGN_UP_EMAIL_MIN_LENGTH = 6;
/** The sign-in email input's `maxLength`. */
export const SIGN_IN_EMAIL_MAX_LENGTH = 64;
export const RESET_CODE_LENGTH = 6;
export const MOBILE_MIN_DIGITS = 9;

/** Contact form maxima: name, surname, email, message; and the minima of email and message. */
export const CONTACT_LIMITS = {
  nameMax: 32,
  surnameMax: 32,
  emailMin: 4,
  emailMax: 64,
  messageMin: 4,
  messageMax: 1500,
  phoneMaxDigits: 15,
} as const;

/** Words a password may not contain (any case). */
export const FORBIDDEN_PASSWORD_WORDS: readonly string[] = ['select', 'configure'];
/** Characters a password may not contain. */
export const FORBIDDEN_PASSWORD_CHARACTERS: readonly string[] = [
  '(',
  ')',
  '/',
  '\\',
  '[',
  ']',
  '*',
  ';',
];

/** A card expiry lies in the future and at most this many months ahead. */
export const CARD_EXPIRY_MAX_MONTHS_AHEAD = 50;
