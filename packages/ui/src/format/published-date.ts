/**
 * The date an article was published, '5 January 2026' (the `published` format), without the
 * date library: the storefront's home shows it on every news card, and the library would be
 * the largest part of the home's own code. The same output as `formatDate(value, 'd MMMM yyyy')`.
 */
const API_DAY = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00(\.0+)?Z)?$/;
const PUBLISHED = new Intl.DateTimeFormat('en-IE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export function formatPublished(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  let date: Date;
  if (typeof value === 'string') {
    // A calendar day is that day here, whatever the time zone; other text is an instant.
    const day = API_DAY.exec(value.trim());
    date = day
      ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
      : new Date(value.trim());
  } else {
    date = new Date(value);
  }
  return Number.isNaN(date.getTime()) ? '' : PUBLISHED.format(date);
}
