import { escapeHtml } from '@touchline/contracts';

/**
 * The plain mails about an order's money (receipts, charges, refunds, renewals): written as lines
 * of text, sent as that text and as the same text in a preformatted block.
 */
export const plainTextHtml = (lines: readonly string[]) =>
  `<pre style="font:14px/1.5 system-ui,sans-serif">${escapeHtml(lines.join('\n'))}</pre>`;

/** The first line: the member's first name where the club has it. */
export const greeting = (firstName: string | null) => `Hello${firstName ? ` ${firstName}` : ''},`;
