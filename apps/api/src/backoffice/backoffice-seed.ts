import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { SEED_BACKOFFICE, type SeedContactMessage } from './backoffice-seed-data';

/**
 * Seeds the email templates and distribution lists of the seed clubs. Idempotent, and local
 * changes survive: a club that has templates already gets no seed templates, one that has lists
 * gets no seed lists (a renamed or changed seed list is not added again).
 */
export async function seedBackoffice(db: Kysely<Database>): Promise<void> {
  for (const [slug, seed] of Object.entries(SEED_BACKOFFICE)) {
    const club = await db
      .selectFrom('clubs')
      .select('account_id')
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!club) continue;
    const accountId = club.account_id;
    const hasAny = async (table: 'email_templates' | 'email_distribution_lists') =>
      (await db
        .selectFrom(table)
        .select('id')
        .where('account_id', '=', accountId)
        .executeTakeFirst()) !== undefined;

    if (!(await hasAny('email_templates'))) {
      await db
        .insertInto('email_templates')
        .values(seed.templates.map((template) => ({ account_id: accountId, ...template })))
        .execute();
    }
    await seedContactMessages(db, accountId, seed.contactMessages ?? []);
    if (await hasAny('email_distribution_lists')) continue;
    const templates = await db
      .selectFrom('email_templates')
      .select(['id', 'name', 'subject'])
      .where('account_id', '=', accountId)
      .execute();
    for (const list of seed.lists) {
      const template = templates.find((row) => row.name === list.template);
      if (!template) continue; // the club's own templates replaced the seed ones
      await db
        .insertInto('email_distribution_lists')
        .values({
          account_id: accountId,
          template_id: template.id,
          name: list.name,
          description: list.description,
          subject: template.subject,
          audience: list.audience,
          frequency: list.frequency,
          email_status: list.emailStatus,
        })
        .execute();
    }
  }
}

/** The seed's contact messages, once: a club with any contact message gets none. */
async function seedContactMessages(
  db: Kysely<Database>,
  accountId: number,
  messages: readonly SeedContactMessage[],
): Promise<void> {
  if (messages.length === 0) return;
  const any = await db
    .selectFrom('contact_messages')
    .select('id')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (any) return;
  const now = Date.now();
  await db
    .insertInto('contact_messages')
    .values(
      messages.map((message) => {
        const at = new Date(now - message.hoursAgo * 3_600_000);
        return {
          account_id: accountId,
          sender: message.sender,
          sender_email: message.senderEmail,
          sender_phone: message.senderPhone,
          subject: message.subject,
          content: message.content,
          client_ip: '127.0.0.1',
          created_at: at,
          read_at: message.read ? at : null,
        };
      }),
    )
    .execute();
}
