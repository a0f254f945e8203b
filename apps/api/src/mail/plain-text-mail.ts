import { escapeHtml } from '@touchline/contracts';
import type { Language } from '@touchline/contracts/languages';
import { englishMail, type MailT } from './mail-language';

/**
 * The plain mails about an order's money (receipts, charges, refunds, renewals): written as lines
 * of text, sent as that text and as the same text in a preformatted block in its language.
 */
export const plainTextHtml = (lines: readonly string[], language: Language = 'en') =>
  `<pre lang="${language}" style="font:14px/1.5 system-ui,sans-serif">${escapeHtml(lines.join('\n'))}</pre>`;

/** The first line: the member's first name where the club has it. */
export const greeting = (firstName: string | null, t: MailT = englishMail()) =>
  t('mail.greeting', { named: firstName ? 'yes' : 'no', firstName: firstName ?? '' });
