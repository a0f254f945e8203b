// The language of a mail to a member, and its texts in that language (ICU MessageFormat, the
// catalogues in src/messages). Mails written by the club or sent to its admins stay as written.
import { escapeHtml } from '@touchline/contracts';
import { type Language } from '@touchline/contracts/languages';
import type { MessageValues } from '@touchline/i18n/translator';
import { type ApiMessageId, type ApiT, apiTranslator } from '../messages/api-messages';

/** The id of a message of the API's catalogues. */
export type MailMessageId = ApiMessageId;

/** Formats a mail's message in the member's language. */
export type MailT = ApiT;

/** A member's mails: in their saved language, else their club's default, else English. */
export function mailLanguage(
  saved: Language | null | undefined,
  clubDefault: Language | null | undefined,
): Language {
  return saved ?? clubDefault ?? 'en';
}

/** The mails' texts in `language`; a message not yet translated reads in English. */
export const mailTranslator = (language: Language): MailT => apiTranslator(language);

/** The texts of a mail in English: what a mail whose member is unknown is written in. */
export const englishMail = (): MailT => mailTranslator('en');

/**
 * A message as HTML: its text escaped, with the `markup` placeholders (a link, a code in bold)
 * put in as the caller made them.
 */
export function htmlMessage(
  t: MailT,
  id: MailMessageId,
  values: MessageValues = {},
  markup: Readonly<Record<string, string>> = {},
): string {
  const names = Object.keys(markup);
  const marks = Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE000`]));
  return escapeHtml(t(id, { ...values, ...marks })).replace(
    /\uE000(\d+)\uE000/g,
    (_, index: string) => markup[names[Number(index)]!] ?? '',
  );
}

/** A mail's HTML fragment marked with the language it is written in. */
export const htmlIn = (language: Language, html: string) => `<div lang="${language}">${html}</div>`;
