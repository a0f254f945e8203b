import { defineAppMessages, withSharedWords } from '@touchline/i18n';
import { usePageLanguage } from '@touchline/store';
import { UiTextsProvider } from '@touchline/ui';
import english from './en.json';

/**
 * The back office's texts: English with the code, Irish a chunk of its own (ADR 0032), in the
 * language the admin chose (the language cookie of this host, or their account's choice once
 * signed in) or else the club's default.
 */
export const backofficeMessages = defineAppMessages(
  english,
  { ga: () => import('./ga.json') },
  { useLanguage: usePageLanguage },
);

export type BackofficeMessageId = keyof typeof english;

export const useBackofficeT = backofficeMessages.useT;

/** The texts in a language outside the components (a saga's notice, a text helper). */
export const backofficeTextsIn = backofficeMessages.textsIn;

/**
 * The back office's texts, and the shared components' words (dialog buttons, the paginator,
 * "Loading…"), in the page's language, around the whole app.
 */
export const BackofficeMessages = withSharedWords(backofficeMessages.Messages, UiTextsProvider);
