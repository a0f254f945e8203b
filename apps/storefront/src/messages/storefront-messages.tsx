import { defineAppMessages, type Language, type Translate } from '@touchline/i18n';
import { selectLanguage, useAppSelector } from '@touchline/store';
import type { ReactNode } from 'react';
import english from './en.json';

/** The storefront's texts: English with the code, Irish a chunk of its own (ADR 0032). */
export const storefrontMessages = defineAppMessages(english, {
  ga: () => import('./ga.json'),
});

export type StorefrontMessageId = keyof typeof english;

export const useStorefrontT = storefrontMessages.useT;

/**
 * The texts in a language outside the components (a saga's notice): the page's provider has
 * loaded its catalogue by then; English if it could not.
 */
export const storefrontTextsIn = (language: Language): Translate<StorefrontMessageId> =>
  storefrontMessages.translatorFor(language) ??
  (storefrontMessages.translatorFor('en') as Translate<StorefrontMessageId>);

/** The storefront's texts in the page's language (the browser's root and the server render). */
export function StorefrontMessages({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  return <storefrontMessages.Messages language={language}>{children}</storefrontMessages.Messages>;
}
