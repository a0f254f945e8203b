import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ok, refused, valueOrFail, type Result } from '../errors/result';
import { hashSecret, newSecret, revokeUserTokens, secondsFromNow } from '../identity/tokens';

/** How long the link mailed to a new email address works. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 3600;
/** How long the link mailed to the old address after a change can put it back. */
export const EMAIL_UNDO_TTL_SECONDS = 14 * 24 * 3600;

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

export interface EmailChange {
  readonly previousEmail: string;
  readonly newEmail: string;
  readonly firstName: string;
  /** For the link mailed to the previous address (`undoEmailChange`). */
  readonly undoCode: string;
}

type EmailChangeRefusal = 'email_change_link_invalid' | 'email_in_use';

const linkInvalid = () => refused('email_change_link_invalid');
/** The address belongs to another account by now: a conflict, not the form's 422. */
const addressTaken = () => refused('email_in_use', { status: 409 });

/**
 * Uses up the code of a change of email: the user's sign-in address becomes the new one,
 * verified, and so does the email of their own member records that had the old one. The change
 * keeps the old address and an undo code for the notice mailed to it. Refused once the
 * transaction has committed, so a code is used up even when its address was taken meanwhile.
 */
export async function confirmEmailChange(db: Kysely<Database>, code: string): Promise<EmailChange> {
  const outcome = await db
    .transaction()
    .execute(async (trx): Promise<Result<EmailChange, EmailChangeRefusal>> => {
      const change = await trx
        .updateTable('email_changes')
        .set({ used_at: sql<Date>`now()` })
        .where('code_hash', '=', hashSecret(code))
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['id', 'user_id', 'new_email'])
        .executeTakeFirst();
      if (!change) return linkInvalid();
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', change.new_email)
        .where('id', '<>', change.user_id)
        .executeTakeFirst();
      if (taken) return addressTaken();
      const user = await trx
        .selectFrom('users')
        .select(['email', 'first_name'])
        .where('id', '=', change.user_id)
        .executeTakeFirstOrThrow();
      await switchEmail(trx, change.user_id, user.email, change.new_email);
      const undoCode = newSecret(24);
      await trx
        .updateTable('email_changes')
        .set({
          previous_email: user.email,
          undo_code_hash: hashSecret(undoCode),
          undo_expires_at: secondsFromNow(EMAIL_UNDO_TTL_SECONDS),
        })
        .where('id', '=', change.id)
        .execute();
      return ok({
        previousEmail: user.email,
        newEmail: change.new_email,
        firstName: user.first_name,
        undoCode,
      });
    });
  return valueOrFail(outcome);
}

/**
 * The link mailed to the old address: the account's sign-in address goes back to it and every
 * session ends, so whoever made the change is out. Refused with `email_in_use` when the old
 * address now belongs to another account (the link stays usable), and with
 * `email_change_link_invalid` for an unknown, used or expired code, or when the address has
 * been changed again since.
 */
export async function undoEmailChange(db: Kysely<Database>, code: string): Promise<void> {
  const outcome = await db
    .transaction()
    .execute(async (trx): Promise<Result<void, EmailChangeRefusal>> => {
      const change = await trx
        .updateTable('email_changes')
        .set({ undone_at: sql<Date>`now()` })
        .where('undo_code_hash', '=', hashSecret(code))
        .where('undone_at', 'is', null)
        .where('undo_expires_at', '>', sql<Date>`now()`)
        .returning(['user_id', 'new_email', 'previous_email'])
        .executeTakeFirst();
      if (!change?.previous_email) return linkInvalid();
      const user = await trx
        .selectFrom('users')
        .select('email')
        .where('id', '=', change.user_id)
        .executeTakeFirst();
      if (user?.email !== change.new_email) return linkInvalid();
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', change.previous_email)
        .where('id', '<>', change.user_id)
        .executeTakeFirst();
      if (taken) {
        // Not spent: the owner can use the link again once the old address is free.
        await trx
          .updateTable('email_changes')
          .set({ undone_at: null })
          .where('undo_code_hash', '=', hashSecret(code))
          .execute();
        return addressTaken();
      }
      await switchEmail(trx, change.user_id, change.new_email, change.previous_email);
      await revokeUserTokens(trx, change.user_id);
      return ok(undefined);
    });
  valueOrFail(outcome);
}

/** The user's sign-in address, and their own member records that had the old one. */
async function switchEmail(
  trx: Kysely<Database>,
  userId: number,
  from: string,
  to: string,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ email: to, email_verified_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
  await trx
    .updateTable('members')
    .set({ email: to, updated_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('email', '=', from)
    .execute();
}
