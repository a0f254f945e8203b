// The months' and days' names in Irish, for the dates of a page in Irish. date-fns has no Irish
// locale: this one is its Irish English (en-IE) locale with the names in Irish, as
// `Intl.DateTimeFormat('ga-IE')` gives them. Patterns stay the spec's (d MMMM yyyy): the
// day-month-year order is the same in both languages.
import type { Locale, LocalizeFn, Month, Day } from 'date-fns';
import { enIE } from 'date-fns/locale/en-IE';
import { IRISH_MONTHS } from './irish-month-names';

const IRISH_MONTHS_SHORT = [
  'Ean',
  'Feabh',
  'Márta',
  'Aib',
  'Beal',
  'Meith',
  'Iúil',
  'Lún',
  'MFómh',
  'DFómh',
  'Samh',
  'Noll',
] as const;

const IRISH_DAYS = [
  'Dé Domhnaigh',
  'Dé Luain',
  'Dé Máirt',
  'Dé Céadaoin',
  'Déardaoin',
  'Dé hAoine',
  'Dé Sathairn',
] as const;

const IRISH_DAYS_SHORT = ['Domh', 'Luan', 'Máirt', 'Céad', 'Déar', 'Aoine', 'Sath'] as const;

const month: LocalizeFn<Month> = (index, options) =>
  options?.width === 'abbreviated' || options?.width === 'narrow'
    ? IRISH_MONTHS_SHORT[index]
    : IRISH_MONTHS[index];

const day: LocalizeFn<Day> = (index, options) =>
  options?.width === 'wide' || options?.width === undefined
    ? IRISH_DAYS[index]
    : IRISH_DAYS_SHORT[index];

/** date-fns's locale for a page in Irish. */
export const irishDates: Locale = {
  ...enIE,
  code: 'ga',
  localize: { ...enIE.localize, month, day },
};
