// The language of the API's refusals (ADR 0033): the catalogue's English texts, or their Irish
// (messages/ga.json), by the request's Accept-Language.
import type { Language } from '@touchline/contracts/languages';
import { ERRORS, type ErrorCode } from './catalogue';
import irish from './messages/ga.json';

type Catalogue = Readonly<Record<string, { readonly message: string }>>;

/**
 * The texts of each language but English, by code. The API's build and jest both import the
 * JSON as it is (these texts have no placeholders, so no ICU parse): read it whole, once.
 */
const textsOf = (catalogue: Catalogue): ReadonlyMap<string, string> =>
  new Map(Object.entries(catalogue).map(([code, { message }]) => [code, message]));
const TRANSLATIONS: Readonly<Record<Exclude<Language, 'en'>, ReadonlyMap<string, string>>> = {
  ga: textsOf(irish),
};

/**
 * Whether a refusal says its code's catalogue text, which has a text in every language. A text a
 * thrower passed for one occurrence (a product's name, a card processor's decline) does not.
 */
export const isCatalogueText = (code: ErrorCode, message: string): boolean =>
  ERRORS[code].message === message;

/** A refusal's text in a language: the catalogue's text in it, or the thrower's text as given. */
export function errorMessage(code: ErrorCode, message: string, language: Language): string {
  if (language === 'en' || !isCatalogueText(code, message)) return message;
  return TRANSLATIONS[language].get(code) ?? message;
}
