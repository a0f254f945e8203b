// The API's own texts in English and Irish (ICU MessageFormat): its mails, its receipts and the
// platform's accessibility statement. Refusals have their catalogue in src/errors.
import { type Language } from '@touchline/contracts/languages';
import { createTranslator, type Translate } from '@touchline/i18n/translator';
import english from './en.json';
import irish from './ga.json';

/** The id of a message of the API's catalogues. */
export type ApiMessageId = keyof typeof english;

/** Formats one of the API's messages in a language. */
export type ApiT = Translate<ApiMessageId>;

const translators = new Map<Language, ApiT>();

/** The API's texts in `language`; a message not yet translated reads in English. */
export function apiTranslator(language: Language): ApiT {
  let t = translators.get(language);
  if (!t) {
    t = createTranslator<ApiMessageId>(language, language === 'ga' ? irish : english, english);
    translators.set(language, t);
  }
  return t;
}
