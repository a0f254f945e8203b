import { CARD_EXPIRY_MAX_MONTHS_AHEAD } from '../core/limits';
import { INVALID_VALUE } from '../core/messages';
import { asText, fieldValue, type Validator } from '../core/validator';

/** A calendar day as a sortable number, e.g. 20260105 for 5 January 2026. */
type DayKey = number;

const dayKey = (year: number, month: number, day: number): DayKey =>
  year * 10_000 + month * 100 + day;

/**
 * The calendar day of a date value: a Date (its local day), an ISO string ("2026-01-05" or the
 * API's "2026-01-05T00:00:00.000Z": the day as written) or the display format DD/MM/YYYY.
 */
export function toDayKey(value: unknown): DayKey | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    return dayKey(value.getFullYear(), value.getMonth() + 1, value.getDate());
  }
  const text = asText(value).trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(text);
  const display = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : display
      ? [Number(display[3]), Number(display[2]), Number(display[1])]
      : [NaN, NaN, NaN];
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1) return undefined;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? dayKey(year, month, day) : undefined;
}

export type DateRangeError = 'belowRange' | 'aboveRange';

export interface DateRange {
  /** The value must fall after this day. */
  greaterThan?: unknown;
  /** The value must fall before this day. */
  lessThan?: unknown;
}

/** Which side of the range a date falls on: `belowRange`, `aboveRange`, or undefined inside it. */
export function dateRangeError(
  value: unknown,
  { greaterThan, lessThan }: DateRange,
): DateRangeError | undefined {
  const day = toDayKey(value);
  if (day === undefined) return undefined;
  const from = toDayKey(greaterThan);
  const to = toDayKey(lessThan);
  if (from !== undefined && day <= from) return 'belowRange';
  if (to !== undefined && day >= to) return 'aboveRange';
  return undefined;
}

export interface DateInRangeOptions extends DateRange {
  /** The message of the validation definition: {{ABOVEORBELOW}} and $label are filled in. */
  message?: string;
  /** The question's label, for $label. */
  label?: string;
}

/** A date inside the range; the message says "below" or "above" in place of {{ABOVEORBELOW}}. */
export const dateInRange =
  ({ message = INVALID_VALUE, label = '', ...range }: DateInRangeOptions): Validator =>
  (value) => {
    const error = dateRangeError(value, range);
    if (!error) return undefined;
    return message
      .replaceAll('{{ABOVEORBELOW}}', error === 'belowRange' ? 'below' : 'above')
      .replaceAll('$label', label);
  };

/** A valid date (ISO or DD/MM/YYYY); an empty value is left to `required`. */
export const validDate =
  (message: string = INVALID_VALUE): Validator =>
  (value) =>
    asText(value) === '' && !(value instanceof Date)
      ? undefined
      : toDayKey(value) === undefined
        ? message
        : undefined;

function comparable(value: unknown): number | string | undefined {
  const day = toDayKey(value);
  if (day !== undefined) return day;
  if (typeof value === 'number') return value;
  const text = asText(value).trim();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/**
 * For an end field: the start (`startField`) is before or equal to this end. Dates compare by
 * day, numbers by value, times such as "09:00" as written.
 */
export const startBeforeOrEqualEnd =
  (startField: string, message: string = INVALID_VALUE): Validator =>
  (value, allValues) => {
    const start = comparable(fieldValue(allValues, startField));
    const end = comparable(value);
    if (start === undefined || end === undefined || typeof start !== typeof end) return undefined;
    return start > end ? message : undefined;
  };

/**
 * A card expiry typed as MMYYYY (a separator is ignored): month 01-12, four-digit year, not in
 * the past and at most 50 months ahead of `now`.
 */
export const cardExpiry =
  (message: string = INVALID_VALUE, now: () => Date = () => new Date()): Validator =>
  (value) => {
    const text = asText(value).replace(/[\s/-]/g, '');
    if (text === '') return undefined;
    const match = /^(\d{2})(\d{4})$/.exec(text);
    if (!match) return message;
    const month = Number(match[1]);
    const year = Number(match[2]);
    if (month < 1 || month > 12) return message;
    const today = now();
    const monthsAhead = (year - today.getFullYear()) * 12 + (month - (today.getMonth() + 1));
    return monthsAhead < 0 || monthsAhead > CARD_EXPIRY_MAX_MONTHS_AHEAD ? message : undefined;
  };
