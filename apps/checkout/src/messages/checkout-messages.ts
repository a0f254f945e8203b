import { defineAppMessages } from '@touchline/i18n';
import { usePageLanguage } from '@touchline/store';
import english from './en.json';

/** The checkout's texts: English with the code, Irish a chunk of its own (ADR 0032). */
export const checkoutMessages = defineAppMessages(
  english,
  { ga: () => import('./ga.json') },
  { useLanguage: usePageLanguage },
);

export const useCheckoutT = checkoutMessages.useT;

export type CheckoutT = ReturnType<typeof useCheckoutT>;
export type CheckoutMessageId = keyof typeof english;

/** English, the default of the texts formed outside components (their callers pass the page's). */
export const englishT: CheckoutT = checkoutMessages.english;

/**
 * A message's English text, for the modules and tests that name it: through the translator, as
 * the builds import a catalogue already parsed (not as text).
 */
export const englishText = (id: CheckoutMessageId): string => englishT(id);
