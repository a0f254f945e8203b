import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
} from '@touchline/contracts/languages';
import Negotiator from 'negotiator';

/**
 * The site's language the request's `Accept-Language` prefers (its q-values honoured, `ga-IE`
 * taken as `ga`), else English: no header, or only languages the site is not in.
 */
export function requestLanguage(headers: Negotiator.Headers): Language {
  const preferred = new Negotiator({ headers }).language(LANGUAGES);
  return isLanguage(preferred) ? preferred : DEFAULT_LANGUAGE;
}
