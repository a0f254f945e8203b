import type { TestCardBody } from '@touchline/contracts';
import { passesLuhn } from '@touchline/validators';

// The simulator's card entry: formatting as typed and the checks the provider's own entry makes
// before it lets a card through (the simulator repeats them on its side).

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'diners_club' | 'unknown';

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'diners_club';
  return 'unknown';
}

const NUMBER_LENGTH: Record<CardBrand, number> = {
  visa: 16,
  mastercard: 16,
  amex: 15,
  diners_club: 14,
  unknown: 16,
};

/** How the digits are grouped as printed on the card: 4-6-5 for amex, 4-6-4 for diners. */
const GROUPS: Record<CardBrand, number[]> = {
  visa: [4, 4, 4, 4],
  mastercard: [4, 4, 4, 4],
  amex: [4, 6, 5],
  diners_club: [4, 6, 4],
  unknown: [4, 4, 4, 4],
};

export const cvcLength = (brand: CardBrand): number => (brand === 'amex' ? 4 : 3);

/** `4242 4242 4242 4242`, at most as many digits as the brand's numbers have. */
export function formatCardNumber(value: string): string {
  const brand = cardBrand(digitsOf(value));
  const digits = digitsOf(value).slice(0, NUMBER_LENGTH[brand]);
  const parts: string[] = [];
  let start = 0;
  for (const size of GROUPS[brand]) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/**
 * `MM / YY`. A first digit above 1 can only be a month of one digit, so it gets its zero; the
 * separator comes with the first digit of the year, so deleting it is never undone.
 */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export const formatCvc = (value: string, brand: CardBrand): string =>
  digitsOf(value).slice(0, cvcLength(brand));

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  expiryTooFar: "Your card's expiration year is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

/** A field is valid, or says why not; `incomplete` while it may still be being typed. */
export type FieldCheck = { ok: true } | { ok: false; message: string; incomplete: boolean };

const VALID: FieldCheck = { ok: true };
const incomplete = (message: string): FieldCheck => ({ ok: false, message, incomplete: true });
const invalid = (message: string): FieldCheck => ({ ok: false, message, incomplete: false });

export function checkNumber(number: string): FieldCheck {
  const digits = digitsOf(number);
  if (digits.length < NUMBER_LENGTH[cardBrand(digits)]) {
    return incomplete(CARD_MESSAGES.numberIncomplete);
  }
  return passesLuhn(digits) ? VALID : invalid(CARD_MESSAGES.numberInvalid);
}

/** A card is good until the end of its expiry month. */
export function checkExpiry(expiry: string, now = new Date()): FieldCheck {
  const digits = digitsOf(expiry);
  if (digits.length < 4) return incomplete(CARD_MESSAGES.expiryIncomplete);
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2, 4));
  if (month < 1 || month > 12) return invalid(CARD_MESSAGES.expiryInvalid);
  const current = now.getFullYear() * 12 + now.getMonth();
  const expires = year * 12 + (month - 1);
  if (expires < current) return invalid(CARD_MESSAGES.expiryPast);
  if (year > now.getFullYear() + 50) return invalid(CARD_MESSAGES.expiryTooFar);
  return VALID;
}

export function checkCvc(cvc: string, number: string): FieldCheck {
  return digitsOf(cvc).length === cvcLength(cardBrand(digitsOf(number)))
    ? VALID
    : incomplete(CARD_MESSAGES.cvcIncomplete);
}

/** The simulator's card when every field is valid, else null. */
export function completeCard(fields: CardFields, now = new Date()): TestCardBody | null {
  if (!checkNumber(fields.number).ok || !checkExpiry(fields.expiry, now).ok) return null;
  if (!checkCvc(fields.cvc, fields.number).ok) return null;
  const expiry = digitsOf(fields.expiry);
  return {
    number: digitsOf(fields.number),
    exp_month: Number(expiry.slice(0, 2)),
    exp_year: 2000 + Number(expiry.slice(2, 4)),
    cvc: digitsOf(fields.cvc),
  };
}
