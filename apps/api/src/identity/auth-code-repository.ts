import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthCodePurpose } from '../db/schema-identity';
import { secondsFromNow } from '../db/database-clock';

/** Uses up every unused password reset code of a user. */
export async function retireResetCodes(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('auth_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', 'reset_password')
    .where('used_at', 'is', null)
    .execute();
}

/** Stores a password reset code (by its hash) that works for `ttlSeconds`. */
export async function insertResetCode(
  db: Kysely<Database>,
  userId: number,
  codeHash: string,
  ttlSeconds: number,
): Promise<void> {
  await db
    .insertInto('auth_codes')
    .values({
      user_id: userId,
      purpose: 'reset_password',
      code_hash: codeHash,
      expires_at: secondsFromNow(ttlSeconds),
    })
    .execute();
}

/** The user's newest unused reset code, its wrong attempts and whether it expired; or undefined. */
export async function findNewestResetCode(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('auth_codes')
    .select(['id', 'code_hash', 'attempts', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('user_id', '=', userId)
    .where('purpose', '=', 'reset_password')
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Uses up a reset code; false when it was already used, so of two concurrent matches only one
 * succeeds.
 */
export async function spendResetCode(db: Kysely<Database>, codeId: number): Promise<boolean> {
  const used = await db
    .updateTable('auth_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

/** Counts one wrong attempt at a reset code; its attempts so far, or null if the code is gone. */
export async function countResetCodeAttempt(
  db: Kysely<Database>,
  codeId: number,
): Promise<number | null> {
  const counted = await db
    .updateTable('auth_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .returning('attempts')
    .executeTakeFirst();
  return counted?.attempts ?? null;
}

/** Stores a link code (by its hash) that works for `ttlSeconds`. */
export async function insertLinkCode(
  db: Kysely<Database>,
  code: {
    readonly userId: number;
    readonly purpose: AuthCodePurpose;
    readonly handedOverFrom: string | null;
    readonly codeHash: string;
    readonly ttlSeconds: number;
  },
): Promise<void> {
  await db
    .insertInto('auth_codes')
    .values({
      user_id: code.userId,
      purpose: code.purpose,
      handed_over_from: code.handedOverFrom,
      code_hash: code.codeHash,
      expires_at: secondsFromNow(code.ttlSeconds),
    })
    .execute();
}

/**
 * Uses up a live, unused code of one of `purposes` by its hash, in one statement (a code works
 * once even when presented twice at once); its user, purpose and hand-over origin, or undefined.
 */
export async function spendLinkCode(
  db: Kysely<Database>,
  codeHash: string,
  purposes: readonly AuthCodePurpose[],
) {
  return db
    .updateTable('auth_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('code_hash', '=', codeHash)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'purpose', 'handed_over_from'])
    .executeTakeFirst();
}
