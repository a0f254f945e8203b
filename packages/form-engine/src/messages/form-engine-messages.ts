import { defineAppMessages, useMessagesLanguage } from '@touchline/i18n';
import english from './en.json';

/**
 * The form engine's own texts (the date format, 'Other', 'Select…', 'Read more'), in the
 * language of the app the form is in: its `Messages` around the form reads that app's.
 */
export const formEngineMessages = defineAppMessages(
  english,
  { ga: () => import('./ga.json') },
  { useLanguage: useMessagesLanguage },
);

export const useFormEngineT = formEngineMessages.useT;
