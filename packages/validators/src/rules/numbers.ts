import { INVALID_VALUE } from '../core/messages';
import { asText, type Validator } from '../core/validator';
import { pattern } from './text';

/** The value as a number, or undefined when it is empty or not a number. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = asText(value).trim();
  if (text === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return undefined;
  return Number(text);
}

/** Digits 0-9 only. */
export const digitsOnly = (message: string = INVALID_VALUE): Validator => pattern(/^\d+$/, message);

/** An amount of money as typed: whole units with up to two decimals ("12", "12.5", "12.50"). */
export const currencyAmount = (message: string = INVALID_VALUE): Validator =>
  pattern(/^\d+(\.\d{1,2})?$/, message);

/** A whole number above zero. */
export const positiveInteger = (message: string = INVALID_VALUE): Validator =>
  pattern(/^0*[1-9]\d*$/, message);

/** A whole number of zero or more. */
export const nonNegativeInteger = (message: string = INVALID_VALUE): Validator =>
  pattern(/^\d+$/, message);

/** A number of at least `min`; an empty value is left to `required`. */
export const minValue =
  (min: number, message: string = INVALID_VALUE): Validator =>
  (value) => {
    if (asText(value).trim() === '') return undefined;
    const n = asNumber(value);
    return n === undefined || n < min ? message : undefined;
  };

/** A number from `min` to `max` inclusive; an empty value is left to `required`. */
export const numberRange =
  (min: number, max: number, message: string = INVALID_VALUE): Validator =>
  (value) => {
    if (asText(value).trim() === '') return undefined;
    const n = asNumber(value);
    return n === undefined || n < min || n > max ? message : undefined;
  };

/** At most `places` digits after the decimal point. */
export const maxDecimalPlaces =
  (places: number, message: string = INVALID_VALUE): Validator =>
  (value) => {
    const text = asText(value).trim();
    const decimals = text.split('.')[1] ?? '';
    return decimals.length > places ? message : undefined;
  };
