import { defineAppMessages, useMessagesLanguage } from '@touchline/i18n';
import english from './en.json';

/**
 * The editor's own texts (its toolbar, link and alt-text forms, counter and rephrasing), in the
 * language of the app the editor is in: its `Messages` around the editor reads that app's.
 */
export const richTextMessages = defineAppMessages(
  english,
  { ga: () => import('./ga.json') },
  { useLanguage: useMessagesLanguage },
);

export const useRichTextT = richTextMessages.useT;

export type RichTextMessageId = keyof typeof english & string;
