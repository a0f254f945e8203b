import { randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_CODE_RULES } from '@touchline/contracts';
import { CODE_IS_INVALID } from '@touchline/validators';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fail } from '../errors/domain-error';
import {
  countResetCodeAttempt,
  findNewestResetCode,
  insertLinkCode,
  insertResetCode,
  retireResetCodes,
  spendLinkCode,
  spendResetCode,
} from './auth-code-repository';
import { hashSecret, newSecret } from './tokens';

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
  await retireResetCodes(db, userId);
  await insertResetCode(db, userId, resetHash(userId, code), RESET_CODE_RULES.ttlSeconds);
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
  const current = await findNewestResetCode(db, userId);
  if (!current) throw resetCodeInvalid();
  if (current.attempts >= RESET_CODE_RULES.maxAttempts) throw fail('code_locked');
  if (current.expired) throw fail('code_expired');
  const given = Buffer.from(resetHash(userId, code), 'hex');
  const stored = Buffer.from(current.code_hash, 'hex');
  if (given.length === stored.length && timingSafeEqual(given, stored)) {
    if (!(await spendResetCode(db, current.id))) throw resetCodeInvalid();
    return;
  }
  const attempts = (await countResetCodeAttempt(db, current.id)) ?? RESET_CODE_RULES.maxAttempts;
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
  await insertLinkCode(db, {
    userId,
    purpose,
    handedOverFrom,
    codeHash: hashSecret(code),
    ttlSeconds: LINK_CODE_TTL_SECONDS[purpose],
  });
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
  const row = await spendLinkCode(db, hashSecret(code), purposes);
  return row
    ? {
        userId: row.user_id,
        purpose: row.purpose as LinkCodePurpose,
        handedOverFrom: row.handed_over_from,
      }
    : null;
}
