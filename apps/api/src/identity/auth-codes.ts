import { randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_CODE_RULES } from '@touchline/contracts';
import { CODE_IS_INVALID } from '@touchline/validators';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fail } from '../errors/domain-error';
import { hashSecret, newSecret, secondsFromNow } from './tokens';

/** How long an email verification link works. */
export const VERIFY_EMAIL_TTL_SECONDS = 48 * 3600;
/** How long the code a single sign-on login returns with can be exchanged. */
export const SSO_CODE_TTL_SECONDS = 120;

/** A 6-digit code is hashed with its user, so equal codes of two users never share a hash. */
const resetHash = (userId: number, code: string) => hashSecret(`${userId}:${code}`);

/**
 * Issues a 6-digit password reset code for the user; codes issued before it stop working.
 * Returns the code (for the mail only: it is stored hashed).
 */
export async function issueResetCode(db: Kysely<Database>, userId: number): Promise<string> {
  const code = String(randomInt(0, 10 ** RESET_CODE_RULES.length)).padStart(
    RESET_CODE_RULES.length,
    '0',
  );
  await db
    .updateTable('auth_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', 'reset_password')
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('auth_codes')
    .values({
      user_id: userId,
      purpose: 'reset_password',
      code_hash: resetHash(userId, code),
      expires_at: secondsFromNow(RESET_CODE_RULES.ttlSeconds),
    })
    .execute();
  return code;
}

/** A reset code that is wrong, used, or of no account: said on the `token` field it came in. */
export const resetCodeInvalid = () =>
  fail('invalid_data', { message: CODE_IS_INVALID, errors: { token: ['Invalid code'] } });

/**
 * Checks a reset code against the user's newest one. A match uses it up; a wrong code counts an
 * attempt, and after `RESET_CODE_RULES.maxAttempts` wrong ones the code is locked for good.
 * Refuses with `code_expired`, `code_locked` or `resetCodeInvalid()`; the attempt is counted
 * first, outside any transaction, so the refusal does not undo it.
 */
export async function consumeResetCode(
  db: Kysely<Database>,
  userId: number,
  code: string,
): Promise<void> {
  const current = await db
    .selectFrom('auth_codes')
    .select(['id', 'code_hash', 'attempts', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('user_id', '=', userId)
    .where('purpose', '=', 'reset_password')
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!current) throw resetCodeInvalid();
  if (current.attempts >= RESET_CODE_RULES.maxAttempts) throw fail('code_locked');
  if (current.expired) throw fail('code_expired');
  const given = Buffer.from(resetHash(userId, code), 'hex');
  const stored = Buffer.from(current.code_hash, 'hex');
  if (given.length === stored.length && timingSafeEqual(given, stored)) {
    const used = await db
      .updateTable('auth_codes')
      .set({ used_at: sql<Date>`now()` })
      .where('id', '=', current.id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!used) throw resetCodeInvalid();
    return;
  }
  const counted = await db
    .updateTable('auth_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', current.id)
    .returning('attempts')
    .executeTakeFirst();
  const attempts = counted?.attempts ?? RESET_CODE_RULES.maxAttempts;
  throw attempts >= RESET_CODE_RULES.maxAttempts ? fail('code_locked') : resetCodeInvalid();
}

/** Issues a long single-use code for a link (email verification) or an SSO return. */
/** Link codes: one use each, kept hashed. */
export type LinkCodePurpose =
  'verify_email' | 'sso_login' | 'session_handover' | 'session_handover_sso';

/** How long a session hand-over code (`?c=`) can be exchanged: long enough to open a link. */
export const HANDOVER_CODE_TTL_SECONDS = 60;

const LINK_CODE_TTL_SECONDS: Record<LinkCodePurpose, number> = {
  verify_email: VERIFY_EMAIL_TTL_SECONDS,
  sso_login: SSO_CODE_TTL_SECONDS,
  session_handover: HANDOVER_CODE_TTL_SECONDS,
  session_handover_sso: HANDOVER_CODE_TTL_SECONDS,
};

export async function issueLinkCode(
  db: Kysely<Database>,
  userId: number,
  purpose: LinkCodePurpose,
  /** A hand-over code: the origin of the session group the session it opens joins. */
  handedOverFrom: string | null = null,
): Promise<string> {
  const code = newSecret(24);
  await db
    .insertInto('auth_codes')
    .values({
      user_id: userId,
      purpose,
      handed_over_from: handedOverFrom,
      code_hash: hashSecret(code),
      expires_at: secondsFromNow(LINK_CODE_TTL_SECONDS[purpose]),
    })
    .execute();
  return code;
}

/** Uses up a link code; the user it was issued to, or null (unknown, used or expired). */
export async function consumeLinkCode(
  db: Kysely<Database>,
  purpose: LinkCodePurpose,
  code: string,
): Promise<number | null> {
  return (await consumeLinkCodeOf(db, [purpose], code))?.userId ?? null;
}

/** A used-up link code: its user, purpose and, for a hand-over, the session group it joins. */
export interface ConsumedLinkCode {
  readonly userId: number;
  readonly purpose: LinkCodePurpose;
  readonly handedOverFrom: string | null;
}

/** Uses up a link code of one of `purposes`, or answers null. */
export async function consumeLinkCodeOf(
  db: Kysely<Database>,
  purposes: readonly LinkCodePurpose[],
  code: string,
): Promise<ConsumedLinkCode | null> {
  const row = await db
    .updateTable('auth_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('code_hash', '=', hashSecret(code))
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['user_id', 'purpose', 'handed_over_from'])
    .executeTakeFirst();
  return row
    ? {
        userId: row.user_id,
        purpose: row.purpose as LinkCodePurpose,
        handedOverFrom: row.handed_over_from,
      }
    : null;
}
