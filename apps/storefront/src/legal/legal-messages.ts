import { defineAppMessages } from '@touchline/i18n';
import { usePageLanguage } from '@touchline/store';
import english from './messages/en.json';

/**
 * The platform's legal pages' texts: a catalogue of their own, in the chunk that loads only when
 * a club has no page of that name, so the storefront's other pages carry none of it.
 */
export const legalMessages = defineAppMessages(
  english,
  { ga: () => import('./messages/ga.json') },
  { useLanguage: usePageLanguage },
);

export type LegalMessageId = keyof typeof english;
