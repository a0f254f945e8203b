import { defineAppMessages, withSharedWords } from '@touchline/i18n';
import { usePageLanguage } from '@touchline/store';
import { UiTextsProvider } from '@touchline/ui';
import english from './en.json';

/** The remote's texts: English with the code, Irish a chunk of its own (ADR 0032). */
export const authMessages = defineAppMessages(
  english,
  { ga: () => import('./ga.json') },
  { useLanguage: usePageLanguage },
);

export const useAuthT = authMessages.useT;

/**
 * The remote's texts, and the shared components' words, in the page's language, around each
 * exposed component's content.
 */
export const AuthMessages = withSharedWords(authMessages.Messages, UiTextsProvider);
