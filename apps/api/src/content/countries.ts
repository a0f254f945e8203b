import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import type { Country, CountryRegion } from '@touchline/contracts';
import { COUNTIES_BY_COUNTRY } from '../catalogue/counties';

countries.registerLocale(english);

/** The nations of the United Kingdom an address form offers, with their ISO 3166-2 codes. */
const UK_REGIONS: ReadonlyArray<readonly [code: string, name: string]> = [
  ['GB-NIR', 'Northern Ireland'],
  ['GB-ENG', 'England'],
  ['GB-SCT', 'Scotland'],
  ['GB-WLS', 'Wales'],
];

const countiesOf = (name: string): string[] => [...(COUNTIES_BY_COUNTRY[name] ?? [])];

let sorted: Country[] | undefined;

/**
 * Every ISO 3166-1 country with its English name, sorted by name (en-IE collation). Ireland
 * carries its counties and the United Kingdom its four nations with theirs: the country and
 * county choices of the address and registration forms.
 */
export function countryList(): Country[] {
  sorted ??= Object.entries(countries.getNames('en', { select: 'official' }))
    .map(([code, name]): Country => {
      if (code === 'IE') return { code, name, counties: countiesOf('Ireland') };
      if (code === 'GB') {
        const regions = UK_REGIONS.map(([regionCode, regionName]): CountryRegion => ({
          code: regionCode,
          name: regionName,
          counties: countiesOf(regionName),
        }));
        return { code, name, regions };
      }
      return { code, name };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en-IE'));
  return sorted;
}
