import { EMAIL_DOES_NOT_MATCH, INVALID_EMAIL_ADDRESS } from '../core/messages';
import { asText, fieldValue, type Validator } from '../core/validator';

// The dot-atom form of RFC 5322 for the local part, host names of RFC 1123 for the domain and
// an alphabetic top-level domain: what a person types. Quoted local parts and address
// literals (user@[127.0.0.1]) are refused on purpose: no club member has one.
const ATEXT = "A-Za-z0-9!#$%&'*+/=?^_`{|}~-";
const ATEXT_WITHOUT_PLUS = ATEXT.replace('+', '');
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const DOMAIN = `(?:${LABEL}\\.)+[A-Za-z]{2,63}`;

const addressPattern = (atext: string) => new RegExp(`^[${atext}]+(?:\\.[${atext}]+)*@${DOMAIN}$`);

export const EMAIL_PATTERN = addressPattern(ATEXT);
/** The variant that refuses a plus sign (the guest checkout's email). */
export const EMAIL_WITHOUT_PLUS_PATTERN = addressPattern(ATEXT_WITHOUT_PLUS);

const MAX_LOCAL_LENGTH = 64;
const MAX_ADDRESS_LENGTH = 254;

export interface EmailOptions {
  /** Refuse a plus sign in the address. */
  allowPlus?: boolean;
}

/** Whether the text is an email address as this product accepts them. */
export function isEmail(text: string, { allowPlus = true }: EmailOptions = {}): boolean {
  if (text.length > MAX_ADDRESS_LENGTH) return false;
  const at = text.lastIndexOf('@');
  if (at > MAX_LOCAL_LENGTH) return false;
  return (allowPlus ? EMAIL_PATTERN : EMAIL_WITHOUT_PLUS_PATTERN).test(text);
}

/** A valid email address; an empty value is left to `required`. */
export const email =
  (message: string = INVALID_EMAIL_ADDRESS, options: EmailOptions = {}): Validator =>
  (value) => {
    const text = asText(value);
    return text === '' || isEmail(text, options) ? undefined : message;
  };

/** The same address as the field `otherField`, compared without regard to case or edge spaces. */
export const matchingEmails =
  (otherField: string, message: string = EMAIL_DOES_NOT_MATCH): Validator =>
  (value, allValues) => {
    const normalise = (v: unknown) => asText(v).trim().toLowerCase();
    return normalise(value) === normalise(fieldValue(allValues, otherField)) ? undefined : message;
  };

/** Exactly the value of the field `otherField` (e.g. the password confirmation). */
export const matchesField =
  (otherField: string, message: string): Validator =>
  (value, allValues) =>
    asText(value) === asText(fieldValue(allValues, otherField)) ? undefined : message;
