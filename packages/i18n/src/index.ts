export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  LANGUAGE_UNSAVED_COOKIE,
  LANGUAGE_NAMES,
  LANGUAGE_PATH,
  LANGUAGES,
  type Language,
  LOCALES,
  pageLanguage,
} from '@touchline/contracts/languages';
export * from './translator';
export * from './app-messages';
export { useFieldMessage } from './field-messages';
export {
  defineSourceTextCatalogue,
  type SourceTextCatalogue,
  type SourceTextLoad,
} from './source-text-catalogue';
export { useSourceText } from './use-source-text';
export { useMessagesLanguage } from './messages-language';
export {
  type SharedWords,
  type SharedWordsProvider,
  withSharedWords,
} from './shared-words/shared-words';
