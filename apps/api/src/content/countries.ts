import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import type { Country } from '@touchline/contracts';

countries.registerLocale(english);

let sorted: Country[] | undefined;

/** Every ISO 3166-1 country with its English name, sorted by name (en-IE collation). */
export function countryList(): Country[] {
  sorted ??= Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-IE'));
  return sorted;
}
