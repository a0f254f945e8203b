import { defineAppMessages } from '@touchline/i18n';
import { usePageLanguage } from '@touchline/store';
import english from '../messages/en.json';

/** The shell's texts: English with the code, Irish a chunk of its own (ADR 0032). */
export const shellMessages = defineAppMessages(
  english,
  { ga: () => import('../messages/ga.json') },
  { useLanguage: usePageLanguage },
);

export const useShellT = shellMessages.useT;
