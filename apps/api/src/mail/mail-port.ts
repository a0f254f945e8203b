/**
 * Outgoing mail behind one port, with an adapter chosen by configuration (`MAIL_TRANSPORT`).
 *
 * Exported API:
 * - `MailPort.sendMail({ to, subject, text, html?, kind, data?, idempotencyKey? })` -> `{ id }`.
 *   `kind` names the mail (`email_verification`, `password_reset`, `order_receipt`, ...: lower
 *   case, digits and `_`); `data` holds what a reader or a test needs without parsing the text
 *   (a code, a link, an order id); `idempotencyKey` names the mail for a sender that may send it
 *   again after a crash (a list delivery): the outbox keeps one mail per key and answers the
 *   first one's id, SMTP sends it under a Message-ID made from the key.
 * - `createMailPort(config, db)`: the outbox adapter (default: rows in `mail_outbox`, listed by
 *   the development mailbox at `/dev/mailbox`) or the SMTP adapter (nodemailer).
 * - `createOutboxMailer(db)`, `createSmtpMailer(transport, from)`: the adapters themselves.
 * - `createRetryingMailer(mailer, db, timeoutMs)`: the SMTP adapter as requests use it. A mail
 *   the server refuses, fails or does not take within `timeoutMs` (`SMTP_TIMEOUT_MS`, 10 s) is
 *   kept in `mail_retries` and the send answers as if it went: the workers' `retry-mail` job
 *   (`sendRetryMails`) sends it again, under the Message-ID of the first attempt.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MailConfig } from './mail-config';
import { storeOutboxMessage } from './mail-outbox-repository';
import {
  claimRetryMails,
  deleteRetryMail,
  failRetryMail,
  insertRetryMail,
} from './mail-retry-repository';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly kind: string;
  readonly data?: Readonly<Record<string, unknown>>;
  /** One mail per key (`A-Z a-z 0-9 . _ : -`, up to 200): a repeat answers the first mail. */
  readonly idempotencyKey?: string;
}

export interface MailPort {
  sendMail(message: MailMessage): Promise<{ readonly id: string }>;
}

const KIND_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
const KEY_PATTERN = /^[A-Za-z0-9._:-]{1,200}$/;

function checkMessage(message: MailMessage): void {
  if (!KIND_PATTERN.test(message.kind)) throw new Error(`Invalid mail kind "${message.kind}"`);
  if (message.idempotencyKey !== undefined && !KEY_PATTERN.test(message.idempotencyKey)) {
    throw new Error(`Invalid mail key "${message.idempotencyKey}"`);
  }
  if (/[\r\n]/.test(message.to) || /[\r\n]/.test(message.subject)) {
    throw new Error('Mail headers cannot contain line breaks');
  }
}

/** Stores each message in `mail_outbox`; a key already stored answers its mail, storing none. */
export function createOutboxMailer(db: Kysely<Database>): MailPort {
  return {
    async sendMail(message) {
      checkMessage(message);
      const id = await storeOutboxMessage(db, {
        kind: message.kind,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        data: message.data ?? {},
        idempotencyKey: message.idempotencyKey ?? null,
      });
      return { id: String(id) };
    },
  };
}

/** The Message-ID of a keyed mail: the same key, the same id, on the sender's domain. */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'touchline.invalid';
  return `<${key}@${domain}>`;
}

/** The part of a nodemailer transport the SMTP adapter uses (a fake one in tests). */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    headers?: Record<string, string>;
    /** The Message-ID to send under (a keyed mail's); else the transport makes one. */
    messageId?: string;
  }): Promise<{ messageId: string }>;
}

/**
 * Sends each message through an SMTP transport; `kind` travels as the `X-Mail-Kind` header. SMTP
 * cannot refuse a repeat, so a keyed mail sent again goes out again, under the same Message-ID
 * (which many mail services show once).
 */
export function createSmtpMailer(transport: MailTransport, from: string): MailPort {
  return {
    async sendMail(message) {
      checkMessage(message);
      const sent = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        headers: { 'X-Mail-Kind': message.kind },
        ...(message.idempotencyKey === undefined
          ? {}
          : { messageId: messageIdFor(message.idempotencyKey, from) }),
      });
      return { id: sent.messageId };
    },
  };
}

/** nodemailer's SMTP transport, loaded and made with the first message sent. */
function smtpTransport(smtpUrl: string): MailTransport {
  let transport: Promise<MailTransport> | undefined;
  return {
    async sendMail(mail) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      return (await transport).sendMail(mail);
    },
  };
}

/** A send that did not finish within its time. */
export class MailTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The mail server did not answer within ${timeoutMs} ms`);
    this.name = 'MailTimeoutError';
  }
}

/** The mailer's send, given up on (not cancelled) after `timeoutMs`. */
export function withTimeout(mailer: MailPort, timeoutMs: number): MailPort {
  return {
    async sendMail(message) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new MailTimeoutError(timeoutMs)), timeoutMs);
      });
      try {
        return await Promise.race([mailer.sendMail(message), late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

const describeError = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);

/**
 * Sends through `mailer` (given up on after `timeoutMs`); a mail it does not take is kept for
 * the retry job and answered with the id `retry:<row>`. Each mail goes under a key (its own, or
 * a new one), so a first attempt that arrives late and its retry share one Message-ID.
 */
export function createRetryingMailer(
  mailer: MailPort,
  db: Kysely<Database>,
  timeoutMs: number,
): MailPort {
  const timed = withTimeout(mailer, timeoutMs);
  return {
    async sendMail(message) {
      checkMessage(message);
      const keyed: MailMessage = {
        ...message,
        idempotencyKey: message.idempotencyKey ?? `mail.${randomUUID()}`,
      };
      try {
        return await timed.sendMail(keyed);
      } catch (error) {
        const id = await insertRetryMail(db, {
          kind: keyed.kind,
          to: keyed.to,
          subject: keyed.subject,
          text: keyed.text,
          html: keyed.html ?? null,
          idempotencyKey: keyed.idempotencyKey!,
          error: describeError(error),
        });
        return { id: `retry:${id}` };
      }
    },
  };
}

/** Attempts of a kept mail before it is given up on (about three days). */
export const MAIL_RETRY_ATTEMPTS = 80;
/** Mails sent by one run of the retry job. */
const RETRY_BATCH = 20;

/** The wait after a kept mail's failed attempt: 1, 2, 4 ... minutes, then hourly. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));

/**
 * Sends the kept mails that are due through `mailer` (each given `timeoutMs`); answers how many
 * went, failed again, and were given up on.
 */
export async function sendRetryMails(
  db: Kysely<Database>,
  mailer: MailPort,
  timeoutMs: number,
): Promise<{ sent: number; failed: number; givenUp: number }> {
  const timed = withTimeout(mailer, timeoutMs);
  // Each claim lasts well beyond the batch's sends, so no other worker takes them meanwhile.
  const mails = await claimRetryMails(
    db,
    RETRY_BATCH,
    Math.ceil((RETRY_BATCH * timeoutMs) / 1000) + 60,
  );
  const result = { sent: 0, failed: 0, givenUp: 0 };
  for (const mail of mails) {
    try {
      await timed.sendMail({
        kind: mail.kind,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === null ? {} : { html: mail.html }),
        idempotencyKey: mail.idempotencyKey,
      });
      await deleteRetryMail(db, mail.mailRetryId);
      result.sent += 1;
    } catch (error) {
      const last = mail.attempts >= MAIL_RETRY_ATTEMPTS;
      await failRetryMail(
        db,
        mail.mailRetryId,
        describeError(error),
        last ? null : retryDelaySeconds(mail.attempts),
      );
      if (last) result.givenUp += 1;
      else result.failed += 1;
    }
  }
  return result;
}

/** The mailer requests send through (SMTP keeps what the server does not take for retries). */
export function createMailPort(config: MailConfig, db: Kysely<Database>): MailPort {
  if (config.transport === 'smtp') {
    return createRetryingMailer(
      createSmtpMailer(smtpTransport(config.smtpUrl), config.from),
      db,
      config.timeoutMs,
    );
  }
  return createOutboxMailer(db);
}

/** The mailer the retry job sends kept mails through (the configured one, without keeping). */
export function createRetrySender(config: MailConfig, db: Kysely<Database>): MailPort {
  if (config.transport === 'smtp') {
    return createSmtpMailer(smtpTransport(config.smtpUrl), config.from);
  }
  return createOutboxMailer(db);
}
