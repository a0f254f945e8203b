import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CleanContactMessage } from './contact-rules';

/** Stores a visitor's checked message to the club; its id and time. */
export function insertContactMessage(
  db: Kysely<Database>,
  accountId: number,
  message: CleanContactMessage,
  clientIp: string,
) {
  return db
    .insertInto('contact_messages')
    .values({ ...message, account_id: accountId, client_ip: clientIp })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}
