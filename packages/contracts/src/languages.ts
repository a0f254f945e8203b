// No schema library here: browser bundles import this on its own (`@touchline/contracts/languages`).
// The languages a club's site is in, and which one a page is in: the visitor's choice (a cookie
// the header's switch sets), else the club's default. Plain code: the page server decides a page's language with the same rule.

/** The site's languages: English and Irish. */
export const LANGUAGES = ['en', 'ga'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A club's default unless it chose Irish. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The visitor's choice of language, for a year, on the club's site. */
export const LANGUAGE_COOKIE = 'touchline_lang';
export const LANGUAGE_COOKIE_DAYS = 365;

/**
 * Set beside the language cookie when the page server keeps a choice (the switch's link, before
 * the app runs): the choice is not on a signed-in member's account yet. The app saves it there
 * once it runs with the session, and takes the mark away either way.
 */
export const LANGUAGE_UNSAVED_COOKIE = 'touchline_lang_unsaved';

/**
 * The page server's address that keeps a visitor's choice of language and sends them back
 * (`?to=ga&return=/path`): the header's switch links to it.
 */
export const LANGUAGE_PATH = '/language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The document's `lang` and the locale dates and money are formatted in. */
export const LOCALES: Record<Language, 'en-IE' | 'ga-IE'> = { en: 'en-IE', ga: 'ga-IE' };

/** Each language's name in itself, as the switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ga: 'Gaeilge' };

/** The page's language: the visitor's choice, else the club's default, else English. */
export function pageLanguage({
  chosen,
  clubDefault,
}: {
  chosen?: unknown;
  clubDefault?: unknown;
}): Language {
  if (isLanguage(chosen)) return chosen;
  if (isLanguage(clubDefault)) return clubDefault;
  return DEFAULT_LANGUAGE;
}
