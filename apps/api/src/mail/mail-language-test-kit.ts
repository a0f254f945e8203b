import type { MailboxMessage } from '@touchline/contracts';
import type { Language } from '@touchline/contracts/languages';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Sets a member's saved language (null: none chosen), unless `email` is null, and the demo club's
 * default.
 */
export async function setLanguages(
  db: Kysely<Database>,
  email: string | null,
  languages: { readonly saved: Language | null; readonly clubDefault: Language },
): Promise<void> {
  if (email !== null) {
    await db
      .updateTable('users')
      .set({ language: languages.saved })
      .where('email', '=', email)
      .execute();
  }
  await db
    .updateTable('clubs')
    .set({ default_language: languages.clubDefault })
    .where('slug', '=', 'demo')
    .execute();
}

/** The newest mail of `kind` to `to`, as the development mailbox lists it. */
export async function newestMail(
  app: FastifyInstance,
  to: string,
  kind: string,
): Promise<MailboxMessage> {
  const mailbox = await app.inject({
    method: 'GET',
    url: `/dev/mailbox.json?to=${encodeURIComponent(to)}&limit=200`,
  });
  const message = mailbox.json<{ items: MailboxMessage[] }>().items.find((m) => m.kind === kind);
  if (!message) throw new Error(`no ${kind} mail to ${to}`);
  return message;
}
