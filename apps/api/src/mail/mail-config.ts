export type MailConfig =
  /** Mail is stored in the `mail_outbox` table (read by the development mailbox). */
  | { readonly transport: 'outbox'; readonly from: string }
  /** Mail is sent through an SMTP server, e.g. `smtps://user:pass@smtp.example:465`. */
  | {
      readonly transport: 'smtp';
      readonly from: string;
      readonly smtpUrl: string;
      /** How long a request waits for the server before its mail is kept for retries. */
      readonly timeoutMs: number;
    };

/** `SMTP_TIMEOUT_MS` by default. */
export const SMTP_TIMEOUT_MS = 10_000;

type Read = (name: string) => string | undefined;

/** The mail settings of the environment (see apps/api/README.md). */
export function readMailConfig(read: Read, problems: string[]): MailConfig {
  const from = read('MAIL_FROM') ?? 'Touchline <no-reply@touchline.localhost>';
  if (!/^[^\r\n<>]*<?[^\s@<>]+@[^\s@<>]+>?$/.test(from)) {
    problems.push(`MAIL_FROM must be an address such as "Club <no-reply@club.example>"`);
  }
  const transport = read('MAIL_TRANSPORT') ?? 'outbox';
  if (transport === 'outbox') return { transport, from };
  if (transport !== 'smtp') {
    problems.push(`MAIL_TRANSPORT must be outbox or smtp, got "${transport}"`);
    return { transport: 'outbox', from };
  }
  const smtpUrl = read('SMTP_URL') ?? '';
  if (!/^smtps?:\/\/\S+$/.test(smtpUrl)) {
    problems.push('SMTP_URL must be set to an smtp:// or smtps:// URL when MAIL_TRANSPORT is smtp');
  }
  const timeout = read('SMTP_TIMEOUT_MS');
  const timeoutMs = timeout === undefined ? SMTP_TIMEOUT_MS : Number(timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000) {
    problems.push('SMTP_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000');
  }
  return { transport, from, smtpUrl, timeoutMs };
}
