import type { Kysely } from 'kysely';
import type { Language } from '@touchline/contracts/languages';
import type { Database } from '../db/schema';
import { mailLanguage } from './mail-language';

/** Whom a mail goes to: their account (by id, else by address) and the club it is from. */
export interface MailRecipient {
  readonly userId?: number | null;
  readonly email?: string | null;
  /**
   * The club the mail is from, by account id or by slug (the site the member asked on); without
   * either, the club the member first joined.
   */
  readonly accountId?: number | null;
  readonly clubSlug?: string | null;
}

async function savedLanguage(db: Kysely<Database>, recipient: MailRecipient) {
  const users = db.selectFrom('users').select(['id', 'language']);
  if (recipient.userId != null) {
    return users.where('id', '=', recipient.userId).executeTakeFirst();
  }
  if (!recipient.email) return undefined;
  return users.where('email', '=', recipient.email.trim().toLowerCase()).executeTakeFirst();
}

async function clubLanguage(db: Kysely<Database>, recipient: MailRecipient, userId?: number) {
  const clubs = db.selectFrom('clubs').select('default_language');
  if (recipient.accountId != null) {
    const club = await clubs.where('account_id', '=', recipient.accountId).executeTakeFirst();
    return club?.default_language;
  }
  if (recipient.clubSlug) {
    const club = await clubs.where('slug', '=', recipient.clubSlug).executeTakeFirst();
    if (club) return club.default_language;
  }
  if (userId === undefined) return undefined;
  const first = await db
    .selectFrom('members')
    .innerJoin('clubs', 'clubs.account_id', 'members.account_id')
    .select('clubs.default_language')
    .where('members.user_id', '=', userId)
    .orderBy('members.id')
    .limit(1)
    .executeTakeFirst();
  return first?.default_language;
}

/** The language of a member's mails (`mailLanguage`): their saved one, else their club's. */
export async function memberMailLanguage(
  db: Kysely<Database>,
  recipient: MailRecipient,
): Promise<Language> {
  const user = await savedLanguage(db, recipient);
  const club = user?.language ? undefined : await clubLanguage(db, recipient, user?.id);
  return mailLanguage(user?.language, club);
}
