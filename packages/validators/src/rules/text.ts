import { FORBIDDEN_PASSWORD_CHARACTERS, FORBIDDEN_PASSWORD_WORDS } from '../core/limits';
import {
  INVALID_VALUE,
  NO_SPACES_ALLOWED,
  PASSWORD_AT_LEAST_ONE_LOWER_CASE,
  PASSWORD_AT_LEAST_ONE_NUMBER,
  PASSWORD_AT_LEAST_ONE_UPPER_CASE,
  PASSWORD_NOT_ALLOWED,
  PASSWORD_SPECIAL_CHARACTERS,
} from '../core/messages';
import { asText, type Validator } from '../core/validator';

/** Matches the regular expression; an empty value is left to `required`. */
export const pattern =
  (regex: RegExp, message: string = INVALID_VALUE): Validator =>
  (value) => {
    const text = asText(value);
    return text === '' || regex.test(text) ? undefined : message;
  };

/** No space (or other whitespace) at the start or the end. */
export const noEdgeSpaces =
  (message: string = NO_SPACES_ALLOWED): Validator =>
  (value) => {
    const text = asText(value);
    return text !== text.trim() ? message : undefined;
  };

/** No whitespace anywhere. */
export const noWhitespace =
  (message: string = NO_SPACES_ALLOWED): Validator =>
  (value) =>
    /\s/.test(asText(value)) ? message : undefined;

/** No dot at the start, at the end, or two in a row. */
export const noEdgeOrConsecutiveDots =
  (message: string = INVALID_VALUE): Validator =>
  (value) => {
    const text = asText(value);
    return text.startsWith('.') || text.endsWith('.') || text.includes('..') ? message : undefined;
  };

/** None of the given characters (by default the password's ( ) / \ [ ] * ;). */
export const forbiddenCharacters =
  (
    characters: readonly string[] = FORBIDDEN_PASSWORD_CHARACTERS,
    message: string = PASSWORD_SPECIAL_CHARACTERS,
  ): Validator =>
  (value) => {
    const text = asText(value);
    return characters.some((character) => text.includes(character)) ? message : undefined;
  };

/** None of the given words, in any case (by default the password's "select" and "configure"). */
export const forbiddenWords =
  (
    words: readonly string[] = FORBIDDEN_PASSWORD_WORDS,
    message: string = PASSWORD_NOT_ALLOWED,
  ): Validator =>
  (value) => {
    const text = asText(value).toLowerCase();
    return words.some((word) => text.includes(word.toLowerCase())) ? message : undefined;
  };

/** Letters A-Z (any case) and digits only. */
export const alphanumeric = (message: string = INVALID_VALUE): Validator =>
  pattern(/^[A-Za-z0-9]+$/, message);

/** At least one digit. */
export const containsDigit =
  (message: string = PASSWORD_AT_LEAST_ONE_NUMBER): Validator =>
  (value) =>
    /\d/.test(asText(value)) ? undefined : message;

/** At least one lower-case letter. */
export const containsLowerCase =
  (message: string = PASSWORD_AT_LEAST_ONE_LOWER_CASE): Validator =>
  (value) =>
    /\p{Ll}/u.test(asText(value)) ? undefined : message;

/** At least one upper-case letter. */
export const containsUpperCase =
  (message: string = PASSWORD_AT_LEAST_ONE_UPPER_CASE): Validator =>
  (value) =>
    /\p{Lu}/u.test(asText(value)) ? undefined : message;

export interface UniqueNameOptions {
  /** Compare without regard to case ("Seniors" clashes with "seniors"). */
  caseInsensitive?: boolean;
  message?: string;
}

/** A name not already among `existing` (compared trimmed). */
export const uniqueName = (
  existing: readonly string[],
  { caseInsensitive = false, message = INVALID_VALUE }: UniqueNameOptions = {},
): Validator => {
  const key = (name: string) => (caseInsensitive ? name.trim().toLowerCase() : name.trim());
  return (value) => {
    const text = asText(value);
    if (text.trim() === '') return undefined;
    return existing.some((name) => key(name) === key(text)) ? message : undefined;
  };
};
