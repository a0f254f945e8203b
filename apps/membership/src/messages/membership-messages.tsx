import { defineAppMessages, type Translate, withSharedWords } from '@touchline/i18n';
import { usePageLanguage } from '@touchline/store';
import { UiTextsProvider } from '@touchline/ui';
import english from './en.json';

export type MembershipMessageId = keyof typeof english & string;
export type MembershipT = Translate<MembershipMessageId>;

/** The remote's texts: English with the code, Irish a chunk of its own (ADR 0032). */
export const membershipMessages = defineAppMessages(
  english,
  { ga: () => import('./ga.json') },
  { useLanguage: usePageLanguage },
);

export const useMembershipT = membershipMessages.useT;

/** The texts in English, for the pure text helpers called outside a render. */
export const inEnglish: MembershipT = membershipMessages.english;

/** The remote's texts, and the shared components' words, in the page's language. */
export const MembershipMessages = withSharedWords(membershipMessages.Messages, UiTextsProvider);
