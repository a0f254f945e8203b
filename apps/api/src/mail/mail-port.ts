/**
 * Outgoing mail behind one port, with an adapter chosen by configuration (`MAIL_TRANSPORT`).
 *
 * Exported API:
 * - `MailPort.sendMail({ to, subject, text, html?, kind, data? })` -> `{ id }`. `kind` names the
 *   mail (`email_verification`, `password_reset`, `order_receipt`, ...: lower case, digits and
 *   `_`); `data` holds what a reader or a test needs without parsing the text (a code, a link,
 *   an order id).
 * - `createMailPort(config, db)`: the outbox adapter (default: rows in `mail_outbox`, listed by
 *   the development mailbox at `/dev/mailbox`) or the SMTP adapter (nodemailer).
 * - `createOutboxMailer(db)`, `createSmtpMailer(transport, from)`: the adapters themselves.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MailConfig } from './mail-config';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly kind: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

export interface MailPort {
  sendMail(message: MailMessage): Promise<{ readonly id: string }>;
}

const KIND_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

function checkMessage(message: MailMessage): void {
  if (!KIND_PATTERN.test(message.kind)) throw new Error(`Invalid mail kind "${message.kind}"`);
  if (/[\r\n]/.test(message.to) || /[\r\n]/.test(message.subject)) {
    throw new Error('Mail headers cannot contain line breaks');
  }
}

/** Stores each message in `mail_outbox`. */
export function createOutboxMailer(db: Kysely<Database>): MailPort {
  return {
    async sendMail(message) {
      checkMessage(message);
      const row = await db
        .insertInto('mail_outbox')
        .values({
          kind: message.kind,
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          data: JSON.stringify(message.data ?? {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: String(row.id) };
    },
  };
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
  }): Promise<{ messageId: string }>;
}

/** Sends each message through an SMTP transport; `kind` travels as the `X-Mail-Kind` header. */
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

export function createMailPort(config: MailConfig, db: Kysely<Database>): MailPort {
  if (config.transport === 'smtp') {
    return createSmtpMailer(smtpTransport(config.smtpUrl), config.from);
  }
  return createOutboxMailer(db);
}
