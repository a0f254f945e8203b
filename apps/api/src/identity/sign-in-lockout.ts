import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { normaliseEmail } from './account-rules';

/**
 * Failed password sign-ins one account may have, from any number of client addresses, within
 * `windowSeconds`, before its password sign-in pauses for `lockSeconds`. The per-address token
 * limit cannot stop a guesser spread over many addresses; this can.
 */
export const SIGN_IN_LOCKOUT = { maxFailures: 5, windowSeconds: 900, lockSeconds: 900 } as const;

export interface LockoutState {
  readonly locked: boolean;
  /** Whole seconds until the pause ends (0 when not locked). */
  readonly retryAfterSeconds: number;
}

const subjectOf = (email: string) =>
  createHash('sha256').update(normaliseEmail(email)).digest('base64url');

const stateOf = (row: { locked_until: Date | null } | undefined, now: number): LockoutState => {
  const until = row?.locked_until?.getTime() ?? 0;
  return until > now
    ? { locked: true, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) }
    : { locked: false, retryAfterSeconds: 0 };
};

/** Whether password sign-in to this account is paused now. */
export async function signInLockout(db: Kysely<Database>, email: string): Promise<LockoutState> {
  const row = await db
    .selectFrom('sign_in_lockouts')
    .select('locked_until')
    .where('subject_hash', '=', subjectOf(email))
    .executeTakeFirst();
  return stateOf(row, Date.now());
}

/** Counts one failed password for the account; the failure that reaches the limit locks it. */
export async function recordSignInFailure(
  db: Kysely<Database>,
  email: string,
): Promise<LockoutState> {
  const { maxFailures, windowSeconds, lockSeconds } = SIGN_IN_LOCKOUT;
  const row = await sql<{ locked_until: Date | null }>`
    insert into sign_in_lockouts as l (subject_hash, failures, window_ends_at, locked_until)
    values (${subjectOf(email)}, 1, now() + make_interval(secs => ${windowSeconds}),
      case when 1 >= ${maxFailures} then now() + make_interval(secs => ${lockSeconds}) end)
    on conflict (subject_hash) do update set
      failures = case when l.window_ends_at <= now() then 1 else l.failures + 1 end,
      window_ends_at = case when l.window_ends_at <= now()
        then excluded.window_ends_at else l.window_ends_at end,
      locked_until = case
        when (case when l.window_ends_at <= now() then 1 else l.failures + 1 end) >= ${maxFailures}
          then now() + make_interval(secs => ${lockSeconds})
        else l.locked_until end
    returning locked_until
  `.execute(db);
  return stateOf(row.rows[0], Date.now());
}

/** A successful sign-in (or a password set by reset code) starts the count again. */
export async function clearSignInFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('sign_in_lockouts').where('subject_hash', '=', subjectOf(email)).execute();
}
