// Input helpers: pure text-to-text functions for react-final-form's `parse` (as typed) or
// `format` props, or for cleaning a value before it is sent.
import { CONTACT_LIMITS } from '../core/limits';

type Text = string | null | undefined;
const text = (value: Text) => value ?? '';

/** Digits only: whole numbers as typed ("12a3" -> "123"). */
export const integerOnly = (value: Text): string => text(value).replace(/\D/g, '');

/**
 * Digits only, or with `allowPlus` the characters of a phone number: digits with one leading
 * "+" ("+353 87-123" -> "+35387123"). Spaces cannot be typed.
 */
export const numbersOnly = (value: Text, { allowPlus = false } = {}): string => {
  const digits = integerOnly(value);
  return allowPlus && text(value).trimStart().startsWith('+') ? `+${digits}` : digits;
};

/** The characters of a phone number: one leading "+" and digits. */
export const phoneCharacters = (value: Text): string => numbersOnly(value, { allowPlus: true });

/** The contact form's phone mask: "+" then at most 15 digits; empty stays empty. */
export const contactPhone = (value: Text): string => {
  const digits = integerOnly(value).slice(0, CONTACT_LIMITS.phoneMaxDigits);
  return digits === '' ? '' : `+${digits}`;
};

/**
 * An amount as typed, written with two decimals ("12" -> "12.00", "3.456" -> "3.46"); what is
 * not a number becomes empty.
 */
export const currencyTwoDecimals = (value: Text): string => {
  const cleaned = text(value).replace(/[^\d.]/g, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(cleaned)) return '';
  // Decimal arithmetic on the digits, so "1.005" rounds to "1.01" as written, not as a float.
  const [whole = '', fraction = ''] = cleaned.split('.');
  let cents = BigInt(`${whole || '0'}${fraction.padEnd(2, '0').slice(0, 2)}`);
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
};

export const lowercase = (value: Text): string => text(value).toLowerCase();

/** Removes every whitespace character. */
export const stripWhitespace = (value: Text): string => text(value).replace(/\s/g, '');

export const trim = (value: Text): string => text(value).trim();

/** Adds "https://" to an address that has no scheme ("club.ie" -> "https://club.ie"). */
export const ensureHttps = (value: Text): string => {
  const address = text(value).trim();
  if (address === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(address)) return address;
  return `https://${address.replace(/^\/+/, '')}`;
};

/** An optional text as the API takes it: trimmed, and null when nothing is left. */
export const emptyAsNull = (value: Text): string | null => {
  const trimmed = trim(value);
  return trimmed === '' ? null : trimmed;
};
