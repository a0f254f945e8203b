import { createTranslator, defineAppMessages, type Translate } from '@touchline/i18n';
import { selectLanguage, useAppSelector } from '@touchline/store';
import type { ReactNode } from 'react';
import english from './en.json';

export type MembershipMessageId = keyof typeof english & string;
export type MembershipT = Translate<MembershipMessageId>;

/** The remote's texts: English with the code, Irish a chunk of its own (ADR 0032). */
export const membershipMessages = defineAppMessages(english, {
  ga: () => import('./ga.json'),
});

export const useMembershipT = membershipMessages.useT;

/** The texts in English, for the pure text helpers called outside a render. */
export const inEnglish: MembershipT = createTranslator<MembershipMessageId>('en', english);

/** The remote's texts in the page's language. */
export function MembershipMessages({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  return <membershipMessages.Messages language={language}>{children}</membershipMessages.Messages>;
}
