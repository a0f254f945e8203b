import { format as formatWithPattern, isValid, parseISO } from 'date-fns';
import type { Language } from '@touchline/contracts/languages';
import { irishDates } from './irish-dates';

/** The date formats of the specification, as date-fns patterns. */
export const DATE_FORMATS = {
  /** Fixtures, cart items and the dynamic form: 05/01/2026. */
  day: 'dd/MM/yyyy',
  /** Plan cards: 05/01/26. */
  dayShortYear: 'dd/MM/yy',
  /** Order confirmation: 05 January 2026 14:30:00. */
  confirmation: 'dd MMMM yyyy HH:mm:ss',
  /** News and pages, the date published: 5 January 2026. */
  published: 'd MMMM yyyy',
  /** A kick-off time: 14:30. */
  time: 'HH:mm',
} as const;

export type DateInput = Date | string | number;

const API_DAY = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00(\.0+)?Z)?$/;

/**
 * Reads a date value. A calendar day as the API sends it ("2026-01-05" or
 * "2026-01-05T00:00:00.000Z") is that day here, whatever the time zone; other ISO text and
 * epoch milliseconds are instants.
 */
export function toDate(value: DateInput): Date | undefined {
  if (value instanceof Date) return isValid(value) ? value : undefined;
  if (typeof value === 'number') return toDate(new Date(value));
  const day = API_DAY.exec(value.trim());
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const parsed = parseISO(value.trim());
  return isValid(parsed) ? parsed : undefined;
}

/**
 * Formats a date in one of `DATE_FORMATS` (or another date-fns pattern), with the months' and
 * days' names in the page's `language`; '' when invalid.
 */
export function formatDate(
  value: DateInput | null | undefined,
  pattern: string = DATE_FORMATS.day,
  language: Language = 'en',
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  return language === 'ga'
    ? formatWithPattern(date, pattern, { locale: irishDates })
    : formatWithPattern(date, pattern);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day as the API takes it: YYYY-MM-DDT00:00:00.000Z (the local day, as picked). */
export function toApiDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T00:00:00.000Z`;
}

/** The hourly time slots 00:00 to 23:00. */
export const HOURLY_TIME_SLOTS: readonly string[] = Array.from(
  { length: 24 },
  (_, h) => `${pad(h)}:00`,
);
