import { defineAppMessages, withSharedWords } from '@touchline/i18n';
import { usePageLanguage } from '@touchline/store';
import { UiTextsProvider } from '@touchline/ui';
import english from '../messages/en.json';

/** The shell's texts: English with the code, Irish a chunk of its own (ADR 0032). */
export const shellMessages = defineAppMessages(
  english,
  { ga: () => import('../messages/ga.json') },
  { useLanguage: usePageLanguage },
);

export const useShellT = shellMessages.useT;

/** The shell's texts, and the shared components' words, in the page's language. */
export const ShellMessages = withSharedWords(shellMessages.Messages, UiTextsProvider);
