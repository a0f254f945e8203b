import { defineAppMessages, withSharedWords } from '@touchline/i18n';
import { usePageLanguage } from '@touchline/store';
import { UiTextsProvider } from '@touchline/ui';
import english from './en.json';

/** The storefront's texts: English with the code, Irish a chunk of its own (ADR 0032). */
export const storefrontMessages = defineAppMessages(
  english,
  { ga: () => import('./ga.json') },
  { useLanguage: usePageLanguage },
);

export type StorefrontMessageId = keyof typeof english;

export const useStorefrontT = storefrontMessages.useT;

/** The texts in a language outside the components (a saga's notice). */
export const storefrontTextsIn = storefrontMessages.textsIn;

/**
 * The storefront's texts, and the shared components' words, in the page's language (the
 * browser's root and the server render).
 */
export const StorefrontMessages = withSharedWords(storefrontMessages.Messages, UiTextsProvider);
