export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  LANGUAGE_NAMES,
  LANGUAGE_PATH,
  LANGUAGES,
  type Language,
  LOCALES,
  pageLanguage,
} from '@touchline/contracts/languages';
export * from './translator';
export * from './app-messages';
export { readFieldMessage, translateFieldMessage } from './field-messages';
export { useFieldMessage } from './use-field-message';
export { useMessagesLanguage } from './messages-language';
