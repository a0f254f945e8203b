import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { normaliseEmail } from './account-rules';
import { clearFailures, countFailure, lockedUntil } from './sign-in-lockout-repository';

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

const stateOf = (pausedUntil: Date | null, now: number): LockoutState => {
  const until = pausedUntil?.getTime() ?? 0;
  return until > now
    ? { locked: true, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) }
    : { locked: false, retryAfterSeconds: 0 };
};

/** Whether password sign-in to this account is paused now. */
export async function signInLockout(db: Kysely<Database>, email: string): Promise<LockoutState> {
  return stateOf(await lockedUntil(db, subjectOf(email)), Date.now());
}

/** Counts one failed password for the account; the failure that reaches the limit locks it. */
export async function recordSignInFailure(
  db: Kysely<Database>,
  email: string,
): Promise<LockoutState> {
  return stateOf(await countFailure(db, subjectOf(email), SIGN_IN_LOCKOUT), Date.now());
}

/** A successful sign-in (or a password set by reset code) starts the count again. */
export async function clearSignInFailures(db: Kysely<Database>, email: string): Promise<void> {
  await clearFailures(db, subjectOf(email));
}
