import { type Catalogue, defineSourceTextCatalogue, useSourceText } from '@touchline/i18n';

type Load = () => Promise<{ default: Catalogue }>;

/**
 * The notices in the page's language: the toast's own words, and the titles the shared store
 * and the API client give in English (signed out, the cart's failures, a failed call). A title
 * an app gives is in its own catalogue's language already, and shows as it came.
 */
export const noticeTexts = defineSourceTextCatalogue({
  english: (() => import('./messages/en.json')) as Load,
  others: { ga: (() => import('./messages/ga.json')) as Load },
});

export const useNoticeText = () => useSourceText(noticeTexts);
