import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashSecret, newSecret, secondsFromNow } from '../identity/tokens';

/** How long the link mailed to a new email address works. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 3600;

/**
 * Signs the user out everywhere but here: every access token but the one in use and every
 * refresh token outside its family end now.
 */
export async function signOutOtherSessions(
  db: Kysely<Database>,
  userId: number,
  accessTokenId: number,
): Promise<void> {
  const current = await db
    .selectFrom('oauth_access_tokens')
    .select('refresh_family')
    .where('id', '=', accessTokenId)
    .executeTakeFirst();
  let refresh = db
    .updateTable('oauth_refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (current?.refresh_family) refresh = refresh.where('family', '<>', current.refresh_family);
  await refresh.execute();
  await db
    .updateTable('oauth_access_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('id', '<>', accessTokenId)
    .execute();
}

/** Records a change of email waiting for confirmation; the code for the link. */
export async function requestEmailChange(
  db: Kysely<Database>,
  userId: number,
  newEmail: string,
): Promise<string> {
  const code = newSecret(24);
  await db.transaction().execute(async (trx) => {
    // Only the latest request counts: an older link stops working.
    await trx
      .updateTable('email_changes')
      .set({ used_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('email_changes')
      .values({
        user_id: userId,
        new_email: newEmail,
        code_hash: hashSecret(code),
        expires_at: secondsFromNow(EMAIL_CHANGE_TTL_SECONDS),
      })
      .execute();
  });
  return code;
}

export type EmailChangeOutcome = 'changed' | 'invalid' | 'taken';

/**
 * Uses up the code of a change of email: the user's sign-in address becomes the new one,
 * verified, and so does the email of their own member records that had the old one.
 */
export async function confirmEmailChange(
  db: Kysely<Database>,
  code: string,
): Promise<EmailChangeOutcome> {
  return db.transaction().execute(async (trx) => {
    const change = await trx
      .updateTable('email_changes')
      .set({ used_at: sql<Date>`now()` })
      .where('code_hash', '=', hashSecret(code))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['user_id', 'new_email'])
      .executeTakeFirst();
    if (!change) return 'invalid';
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', change.new_email)
      .where('id', '<>', change.user_id)
      .executeTakeFirst();
    if (taken) return 'taken';
    const user = await trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', change.user_id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({
        email: change.new_email,
        email_verified_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', change.user_id)
      .execute();
    await trx
      .updateTable('members')
      .set({ email: change.new_email, updated_at: sql<Date>`now()` })
      .where('user_id', '=', change.user_id)
      .where('email', '=', user.email)
      .execute();
    return 'changed';
  });
}
