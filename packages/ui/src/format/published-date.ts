/**
 * Dates of first-load pages without the date library: the published date of an article,
 * '5 January 2026' (the `published` format), on every news card of the storefront's home, and
 * the short day, '05/01/26' (the `dayShortYear` format), on the membership page's bundle cards.
 * The library would be the largest part of those pages' own code. The same output as
 * `formatDate(value, 'd MMMM yyyy')` and `formatDate(value, 'dd/MM/yy')`.
 */
const API_DAY = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00(\.0+)?Z)?$/;
const PUBLISHED = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

type DateValue = Date | string | number | null | undefined;

/** The date a value names; a calendar day is that day here, whatever the time zone. */
function readDate(value: DateValue): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let date: Date;
  if (typeof value === 'string') {
    // Other text is an instant.
    const day = API_DAY.exec(value.trim());
    date = day
      ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
      : new Date(value.trim());
  } else {
    date = new Date(value);
  }
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function formatPublished(value: DateValue): string {
  const date = readDate(value);
  return date ? PUBLISHED.format(date) : '';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 05/01/26: the day, month and the year's last two digits. */
export function formatDayShortYear(value: DateValue): string {
  const date = readDate(value);
  if (!date) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear() % 100)}`;
}
