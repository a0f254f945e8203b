/**
 * Dates of first-load pages without the date library: the published date of an article,
 * '5 January 2026' (the `published` format), on every news card of the storefront's home, and
 * the short day, '05/01/26' (the `dayShortYear` format), on the membership page's bundle cards.
 * The library would be the largest part of those pages' own code. The same output as
 * `formatDate(value, 'd MMMM yyyy')` and `formatDate(value, 'dd/MM/yy')` on the clubs' clock.
 */
import type { Language } from '@touchline/contracts/languages';
import { IRISH_MONTHS } from './irish-month-names';

const API_DAY = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00(\.0+)?Z)?$/;

/**
 * The clubs' clock: the platform's clubs are in Ireland and the UK, one time zone. An instant is
 * written as the day it is there, so the page server and every visitor's browser write the same
 * day (a page the server rendered hydrates as it is).
 */
export const CLUB_TIME_ZONE = 'Europe/Dublin';

type DateValue = Date | string | number | null | undefined;

/** A day to write: an instant on the clubs' clock, or a calendar day as it is. */
interface Day {
  date: Date;
  timeZone: string;
}

/** The day a value names; a calendar day is that day, wherever it is written. */
function readDay(value: DateValue): Day | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') {
    const day = API_DAY.exec(value.trim());
    if (day) {
      const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
      return { date, timeZone: 'UTC' };
    }
  }
  // Other text, a timestamp or a Date is an instant.
  const date = new Date(typeof value === 'string' ? value.trim() : value);
  return Number.isNaN(date.getTime()) ? undefined : { date, timeZone: CLUB_TIME_ZONE };
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The day's numeric parts on its clock: day, month (1-12) and year. */
function partsOf({ date, timeZone }: Day) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IE', {
      timeZone,
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return { day: part('day'), month: part('month'), year: part('year') };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 5 January 2026 (5 Eanáir 2026 in Irish): the day, the month's name and the year. */
export function formatPublished(value: DateValue, language: Language = 'en'): string {
  const day = readDay(value);
  if (!day) return '';
  const { day: date, month, year } = partsOf(day);
  return `${date} ${(language === 'ga' ? IRISH_MONTHS : MONTHS)[month - 1]} ${year}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 05/01/26: the day, month and the year's last two digits. */
export function formatDayShortYear(value: DateValue): string {
  const day = readDay(value);
  if (!day) return '';
  const { day: date, month, year } = partsOf(day);
  return `${pad(date)}/${pad(month)}/${pad(year % 100)}`;
}
