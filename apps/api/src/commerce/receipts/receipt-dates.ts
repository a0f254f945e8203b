import type { Language } from '@touchline/contracts/languages';

/** Whether the name is a time zone this runtime knows (IANA names such as `Europe/Dublin`). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The confirmation's date format, `dd MMMM yyyy HH:mm:ss`, in the buyer's time zone; in Irish,
 * the month's name as the site writes it (`Intl`'s `ga-IE` names, the same order).
 */
export function formatOrderDate(date: Date, timeZone: string, language: Language = 'en'): string {
  const parts = new Intl.DateTimeFormat(language === 'ga' ? 'ga-IE' : 'en-GB', {
    timeZone,
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
