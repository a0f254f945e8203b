import { defineSourceTextCatalogue, type SourceTextLoad, useSourceText } from '@touchline/i18n';

/**
 * The notices in the page's language: the toast's own words, and the titles the shared store
 * and the API client give in English (signed out, the cart's failures, a failed call). A title
 * an app gives is in its own catalogue's language already, and shows as it came.
 */
export const noticeTexts = defineSourceTextCatalogue({
  english: (() => import('./messages/en.json')) as SourceTextLoad,
  others: { ga: (() => import('./messages/ga.json')) as SourceTextLoad },
});

export const useNoticeText = () => useSourceText(noticeTexts);
