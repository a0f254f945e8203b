import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ok, refused, valueOrFail, type Result } from '../errors/result';
import { inTransaction } from '../db/in-transaction';
import {
  refreshFamilyOfAccessToken,
  revokeAccessTokensOfUser,
  revokeRefreshTokensOfUser,
} from '../identity/oauth-token-repository';
import { hashSecret, newSecret, revokeUserTokens } from '../identity/tokens';
import {
  emailTakenByOther,
  endPendingEmailChanges,
  findUserEmail,
  findUserEmailAndName,
  insertEmailChange,
  recordEmailChangeUndo,
  reopenEmailUndoCode,
  switchEmail,
  spendEmailChangeCode,
  spendEmailUndoCode,
} from './account-security-repository';

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
  const family = await refreshFamilyOfAccessToken(db, accessTokenId);
  await revokeRefreshTokensOfUser(db, userId, family);
  await revokeAccessTokensOfUser(db, userId, accessTokenId);
}

/** Records a change of email waiting for confirmation; the code for the link. */
export async function requestEmailChange(
  db: Kysely<Database>,
  userId: number,
  newEmail: string,
): Promise<string> {
  const code = newSecret(24);
  await inTransaction(db, async (trx) => {
    // Only the latest request counts: an older link stops working.
    await endPendingEmailChanges(trx, userId);
    await insertEmailChange(trx, {
      userId,
      newEmail,
      codeHash: hashSecret(code),
      ttlSeconds: EMAIL_CHANGE_TTL_SECONDS,
    });
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
  const outcome = await inTransaction(
    db,
    async (trx): Promise<Result<EmailChange, EmailChangeRefusal>> => {
      const change = await spendEmailChangeCode(trx, hashSecret(code));
      if (!change) return linkInvalid();
      if (await emailTakenByOther(trx, change.new_email, change.user_id)) return addressTaken();
      const user = await findUserEmailAndName(trx, change.user_id);
      await switchEmail(trx, change.user_id, user.email, change.new_email);
      const undoCode = newSecret(24);
      await recordEmailChangeUndo(trx, change.id, {
        previousEmail: user.email,
        undoCodeHash: hashSecret(undoCode),
        ttlSeconds: EMAIL_UNDO_TTL_SECONDS,
      });
      return ok({
        previousEmail: user.email,
        newEmail: change.new_email,
        firstName: user.first_name,
        undoCode,
      });
    },
  );
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
  const undoCodeHash = hashSecret(code);
  const outcome = await inTransaction(
    db,
    async (trx): Promise<Result<void, EmailChangeRefusal>> => {
      const change = await spendEmailUndoCode(trx, undoCodeHash);
      if (!change?.previous_email) return linkInvalid();
      if ((await findUserEmail(trx, change.user_id)) !== change.new_email) return linkInvalid();
      if (await emailTakenByOther(trx, change.previous_email, change.user_id)) {
        // Not spent: the owner can use the link again once the old address is free.
        await reopenEmailUndoCode(trx, undoCodeHash);
        return addressTaken();
      }
      await switchEmail(trx, change.user_id, change.new_email, change.previous_email);
      await revokeUserTokens(trx, change.user_id);
      return ok(undefined);
    },
  );
  valueOrFail(outcome);
}
