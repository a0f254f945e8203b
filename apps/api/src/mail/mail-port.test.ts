import { loadConfig, ConfigError } from '../config';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase } from '../testing/test-database';
import {
  createMailPort,
  createOutboxMailer,
  createRetryingMailer,
  createSmtpMailer,
  MAIL_RETRY_ATTEMPTS,
  sendRetryMails,
  type MailMessage,
  type MailPort,
  type MailTransport,
} from './mail-port';
import { PRODUCTION_ENV } from '../testing/production-env';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => database?.close());

const message = {
  to: 'member@example.ie',
  subject: 'Your receipt',
  text: 'Thank you for your order.',
  html: '<p>Thank you for your order.</p>',
  kind: 'order_receipt',
  data: { order_id: 42 },
};

describe('outbox adapter', () => {
  it('stores the message with its kind and data', async () => {
    const { id } = await createOutboxMailer(database.db).sendMail(message);
    const row = await database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'order_receipt',
      to_address: 'member@example.ie',
      subject: 'Your receipt',
      text_body: 'Thank you for your order.',
      html_body: '<p>Thank you for your order.</p>',
      data: { order_id: 42 },
    });
  });

  it('refuses header injection and unnamed kinds', async () => {
    const mailer = createOutboxMailer(database.db);
    await expect(
      mailer.sendMail({ ...message, subject: 'Hi\r\nBcc: all@example.ie' }),
    ).rejects.toThrow('line breaks');
    await expect(mailer.sendMail({ ...message, kind: 'Order Receipt' })).rejects.toThrow(
      'Invalid mail kind',
    );
    await expect(mailer.sendMail({ ...message, idempotencyKey: 'a key' })).rejects.toThrow(
      'Invalid mail key',
    );
  });

  it('keeps one mail per key: the same key again answers the first mail and stores none', async () => {
    const mailer = createOutboxMailer(database.db);
    const keyed = { ...message, idempotencyKey: 'distribution-delivery:7' };
    const [first, second] = await Promise.all([mailer.sendMail(keyed), mailer.sendMail(keyed)]);
    const third = await mailer.sendMail({ ...keyed, subject: 'Sent again' });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const rows = await database.db
      .selectFrom('mail_outbox')
      .select(['id', 'subject'])
      .where('idempotency_key', '=', 'distribution-delivery:7')
      .execute();
    expect(rows).toEqual([{ id: Number(first.id), subject: 'Your receipt' }]);
    // Mail without a key is never taken for a repeat.
    const plain = await Promise.all([mailer.sendMail(message), mailer.sendMail(message)]);
    expect(plain[0].id).not.toBe(plain[1].id);
  });
});

describe('SMTP adapter', () => {
  it('sends through the transport with the configured sender and the kind as a header', async () => {
    const sent: Parameters<MailTransport['sendMail']>[0][] = [];
    const transport: MailTransport = {
      sendMail: async (mail) => {
        sent.push(mail);
        return { messageId: '<1@smtp.test>' };
      },
    };
    const result = await createSmtpMailer(transport, 'Club <no-reply@club.example>').sendMail(
      message,
    );
    expect(result).toEqual({ id: '<1@smtp.test>' });
    expect(sent).toEqual([
      {
        from: 'Club <no-reply@club.example>',
        to: 'member@example.ie',
        subject: 'Your receipt',
        text: 'Thank you for your order.',
        html: '<p>Thank you for your order.</p>',
        headers: { 'X-Mail-Kind': 'order_receipt' },
      },
    ]);
  });

  it('sends a keyed mail under a Message-ID made from its key, the same each time', async () => {
    const sent: Parameters<MailTransport['sendMail']>[0][] = [];
    const transport: MailTransport = {
      sendMail: async (mail) => {
        sent.push(mail);
        return { messageId: mail.messageId ?? '<other@smtp.test>' };
      },
    };
    const mailer = createSmtpMailer(transport, 'Club <no-reply@club.example>');
    const keyed = { ...message, idempotencyKey: 'distribution-delivery:7' };
    expect(await mailer.sendMail(keyed)).toEqual({
      id: '<distribution-delivery:7@club.example>',
    });
    await mailer.sendMail(keyed);
    expect(sent.map((mail) => mail.messageId)).toEqual([
      '<distribution-delivery:7@club.example>',
      '<distribution-delivery:7@club.example>',
    ]);
  });

  it('passes transport failures on', async () => {
    const failing: MailTransport = {
      sendMail: async () => Promise.reject(new Error('connection refused')),
    };
    await expect(createSmtpMailer(failing, 'a@b.ie').sendMail(message)).rejects.toThrow(
      'connection refused',
    );
  });
});

describe('mail the SMTP server does not take', () => {
  /** A mailer that fails (or hangs) while `down`, and records what it sent. */
  function flakyMailer(mode: 'reject' | 'hang') {
    const sent: MailMessage[] = [];
    let down = true;
    const mailer: MailPort = {
      sendMail(mail) {
        if (!down) {
          sent.push(mail);
          return Promise.resolve({ id: `<${mail.idempotencyKey}@club.example>` });
        }
        if (mode === 'hang') return new Promise(() => undefined);
        return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25'));
      },
    };
    return { mailer, sent, up: () => (down = false) };
  }
  const kept = (to: string) =>
    database.db
      .selectFrom('mail_retries')
      .selectAll()
      .where('to_address', '=', to)
      .orderBy('mail_retry_id')
      .execute();

  it.each(['reject', 'hang'] as const)(
    'keeps it (%s) and the retry job sends it once the server answers, under one key',
    async (mode) => {
      const to = `${mode}@example.ie`;
      const flaky = flakyMailer(mode);
      const port = createRetryingMailer(flaky.mailer, database.db, 200);
      const answer = await port.sendMail({ ...message, to, kind: 'email_verification' });
      expect(answer.id).toMatch(/^retry:\d+$/);
      const [row] = await kept(to);
      expect(row).toMatchObject({
        kind: 'email_verification',
        subject: 'Your receipt',
        text_body: 'Thank you for your order.',
        attempts: 0,
        failed_at: null,
      });
      expect(row!.idempotency_key).toMatch(/^mail\.[0-9a-f-]{36}$/);
      expect(row!.last_error).toMatch(
        mode === 'hang' ? /did not answer within 200 ms/ : /ECONNREFUSED/,
      );

      // Still down: tried again later.
      expect(await sendRetryMails(database.db, flaky.mailer, 200)).toMatchObject({ failed: 1 });
      const [again] = await kept(to);
      expect(again!.attempts).toBe(1);
      expect(again!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 30_000);
      await database.db
        .updateTable('mail_retries')
        .set({ next_attempt_at: new Date(Date.now() - 1000) })
        .where('to_address', '=', to)
        .execute();

      flaky.up();
      expect(await sendRetryMails(database.db, flaky.mailer, 200)).toMatchObject({ sent: 1 });
      expect(flaky.sent).toEqual([
        expect.objectContaining({
          to,
          kind: 'email_verification',
          idempotencyKey: row!.idempotency_key,
        }),
      ]);
      expect(await kept(to)).toEqual([]);
      expect(await sendRetryMails(database.db, flaky.mailer, 200)).toMatchObject({ sent: 0 });
    },
  );

  it('sends at once when the server answers, and gives up on a mail after its last attempt', async () => {
    const flaky = flakyMailer('reject');
    flaky.up();
    const port = createRetryingMailer(flaky.mailer, database.db, 200);
    expect((await port.sendMail({ ...message, to: 'fine@example.ie' })).id).toMatch(/^<mail\./);
    expect(await kept('fine@example.ie')).toEqual([]);

    const down = flakyMailer('reject');
    await createRetryingMailer(down.mailer, database.db, 200).sendMail({
      ...message,
      to: 'gone@example.ie',
    });
    await database.db
      .updateTable('mail_retries')
      .set({ attempts: MAIL_RETRY_ATTEMPTS - 1 })
      .where('to_address', '=', 'gone@example.ie')
      .execute();
    expect(await sendRetryMails(database.db, down.mailer, 200)).toMatchObject({ givenUp: 1 });
    const [row] = await kept('gone@example.ie');
    expect(row!.failed_at).not.toBeNull();
    expect(await sendRetryMails(database.db, down.mailer, 200)).toMatchObject({ givenUp: 0 });
  });
});

describe('mail configuration', () => {
  it('defaults to the outbox', async () => {
    const config = loadConfig({ DATA_DIR: 'memory://' });
    expect(config.mail).toEqual({
      transport: 'outbox',
      from: 'Touchline <no-reply@touchline.localhost>',
    });
    const port = createMailPort(config.mail, database.db);
    const { id } = await port.sendMail({ ...message, kind: 'test_mail' });
    expect(
      await database.db
        .selectFrom('mail_outbox')
        .select('kind')
        .where('id', '=', Number(id))
        .executeTakeFirst(),
    ).toEqual({ kind: 'test_mail' });
  });

  it('reads the SMTP settings and reports what is missing', () => {
    expect(
      loadConfig({
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtps://u:p@smtp.example:465',
        MAIL_FROM: 'Club <c@club.example>',
      }).mail,
    ).toEqual({
      transport: 'smtp',
      from: 'Club <c@club.example>',
      smtpUrl: 'smtps://u:p@smtp.example:465',
      timeoutMs: 10_000,
    });
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtp://smtp.example',
        SMTP_TIMEOUT_MS: 'soon',
      }),
    ).toThrow('SMTP_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000');
    expect(() => loadConfig({ MAIL_TRANSPORT: 'pigeon' })).toThrow(
      'MAIL_TRANSPORT must be outbox or smtp, got "pigeon"',
    );
  });

  it('turns the development tools off in production and refuses to turn them on there', () => {
    expect(loadConfig({}).devTools).toBe(true);
    expect(loadConfig(PRODUCTION_ENV).devTools).toBe(false);
    expect(loadConfig({ DEV_TOOLS: 'off' }).devTools).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION_ENV, DEV_TOOLS: 'on' })).toThrow(
      'DEV_TOOLS cannot be on when NODE_ENV is production',
    );
  });
});
