import { defineAppMessages } from '@touchline/i18n';
import { selectLanguage, useAppSelector } from '@touchline/store';
import type { ReactNode } from 'react';
import english from './en.json';

/** The remote's texts: English with the code, Irish a chunk of its own (ADR 0032). */
export const authMessages = defineAppMessages(english, {
  ga: () => import('./ga.json'),
});

export const useAuthT = authMessages.useT;

/** The remote's texts in the page's language, around each exposed component's content. */
export function AuthMessages({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  return <authMessages.Messages language={language}>{children}</authMessages.Messages>;
}
