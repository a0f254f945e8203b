import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { secondsFromNow } from '../db/database-clock';

/** Ends the user's pending changes of email, so only the one recorded next works. */
export async function endPendingEmailChanges(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('email_changes')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Records a change of email waiting for its code, lapsing `ttlSeconds` from now. */
export async function insertEmailChange(
  db: Kysely<Database>,
  change: { userId: number; newEmail: string; codeHash: string; ttlSeconds: number },
): Promise<void> {
  await db
    .insertInto('email_changes')
    .values({
      user_id: change.userId,
      new_email: change.newEmail,
      code_hash: change.codeHash,
      expires_at: secondsFromNow(change.ttlSeconds),
    })
    .execute();
}

/** Marks the unused, unexpired change of this code used; the change, if there was one. */
export function spendEmailChangeCode(db: Kysely<Database>, codeHash: string) {
  return db
    .updateTable('email_changes')
    .set({ used_at: sql<Date>`now()` })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'user_id', 'new_email'])
    .executeTakeFirst();
}

/** Keeps the address a change replaced, and the undo code (hashed) mailed to it with its lapse. */
export async function recordEmailChangeUndo(
  db: Kysely<Database>,
  changeId: number,
  undo: { previousEmail: string; undoCodeHash: string; ttlSeconds: number },
): Promise<void> {
  await db
    .updateTable('email_changes')
    .set({
      previous_email: undo.previousEmail,
      undo_code_hash: undo.undoCodeHash,
      undo_expires_at: secondsFromNow(undo.ttlSeconds),
    })
    .where('id', '=', changeId)
    .execute();
}

/** Marks the not yet undone, unexpired change of this undo code undone; the change, if any. */
export function spendEmailUndoCode(db: Kysely<Database>, undoCodeHash: string) {
  return db
    .updateTable('email_changes')
    .set({ undone_at: sql<Date>`now()` })
    .where('undo_code_hash', '=', undoCodeHash)
    .where('undone_at', 'is', null)
    .where('undo_expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'new_email', 'previous_email'])
    .executeTakeFirst();
}

/** Makes the change of this undo code usable again (not undone). */
export async function reopenEmailUndoCode(
  db: Kysely<Database>,
  undoCodeHash: string,
): Promise<void> {
  await db
    .updateTable('email_changes')
    .set({ undone_at: null })
    .where('undo_code_hash', '=', undoCodeHash)
    .execute();
}

/** Whether another user than `userId` signs in with this email. */
export async function emailTakenByOther(
  db: Kysely<Database>,
  email: string,
  userId: number,
): Promise<boolean> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '<>', userId)
    .executeTakeFirst();
  return taken !== undefined;
}

/** The user's sign-in email and first name; throws when there is no such user. */
export function findUserEmailAndName(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The user's sign-in email, if the user exists. */
export async function findUserEmail(
  db: Kysely<Database>,
  userId: number,
): Promise<string | undefined> {
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.email;
}

/** The user's sign-in address, verified, and their own member records that had the old one. */
export async function switchEmail(
  db: Kysely<Database>,
  userId: number,
  from: string,
  to: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ email: to, email_verified_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
  await db
    .updateTable('members')
    .set({ email: to, updated_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('email', '=', from)
    .execute();
}
