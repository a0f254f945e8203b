import { type Language, LOCALES, textOfCode, type Translate } from '@touchline/i18n';
import type { BackofficeMessageId } from '../messages/backoffice-messages';

type T = Translate<BackofficeMessageId>;

const DRAW_STATUS_MESSAGES: Readonly<Record<string, BackofficeMessageId>> = {
  open: 'dashboard.drawStatus.open',
  closed: 'dashboard.drawStatus.closed',
  drawn: 'dashboard.drawStatus.drawn',
};

/** A draw's status in the page's language; a status the page does not know as it is. */
export const drawStatusName = (t: T, status: string) => {
  return textOfCode(t, DRAW_STATUS_MESSAGES, status);
};

/** One formatter per language and kind, made when first used. */
function formatterIn<F>(make: (locale: string) => F) {
  const made = new Map<Language, F>();
  return (language: Language): F => {
    let formatter = made.get(language);
    if (!formatter) {
      formatter = make(LOCALES[language]);
      made.set(language, formatter);
    }
    return formatter;
  };
}

const NUMBER = formatterIn((locale) => new Intl.NumberFormat(locale));
const CHANGE = formatterIn(
  (locale) => new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }),
);
const DAY = formatterIn(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const DRAW_TIME = formatterIn(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Dublin',
    }),
);

export const formatCount = (value: number, language: Language = 'en') =>
  NUMBER(language).format(value);
export const formatChange = (value: number, language: Language = 'en') =>
  CHANGE(language).format(value);
export const formatDrawTime = (iso: string, language: Language = 'en') =>
  DRAW_TIME(language).format(new Date(iso));

/** `Week 37, from 8 Sept 2026`. */
export const weekName = (t: T, language: Language, week: string, startsOn: string) =>
  t('dashboard.weekName', {
    week: String(Number(week.split('-W')[1])),
    date: DAY(language).format(new Date(`${startsOn}T00:00:00Z`)),
  });

// Seasons are years: passed as text, so they never read with a thousands separator.
const seasons = (season: number) => ({ season: String(season), previous: String(season - 1) });

export const membersSummary = (
  t: T,
  language: Language,
  season: number,
  thisSeason: number,
  lastSeason: number,
) =>
  t('dashboard.membersSummary', {
    ...seasons(season),
    thisSeason: formatCount(thisSeason, language),
    lastSeason: formatCount(lastSeason, language),
    change: formatChange(thisSeason - lastSeason, language),
  });
export const registrationsSummary = (t: T, total: number) =>
  t('dashboard.registrationsSummary', { total });
export const programmeCaption = (t: T, season: number) =>
  t('dashboard.programmeCaption', seasons(season));
export const ageGroupCaption = (t: T, season: number) =>
  t('dashboard.ageGroupCaption', seasons(season));
export const weeksCaption = (t: T, season: number) =>
  t('dashboard.weeksCaption', { season: String(season) });
