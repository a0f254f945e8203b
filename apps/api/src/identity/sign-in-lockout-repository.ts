import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The failure count's limits, as `SIGN_IN_LOCKOUT` (sign-in-lockout.ts) sets them. */
export interface LockoutLimits {
  readonly maxFailures: number;
  readonly windowSeconds: number;
  readonly lockSeconds: number;
}

/** Until when password sign-in to the account (by its email's hash) is paused, if it is. */
export async function lockedUntil(db: Kysely<Database>, subject: string): Promise<Date | null> {
  const row = await db
    .selectFrom('sign_in_lockouts')
    .select('locked_until')
    .where('subject_hash', '=', subject)
    .executeTakeFirst();
  return row?.locked_until ?? null;
}

/**
 * Counts one failed password in one statement (concurrent failures each count): a window that
 * has ended starts again at one, and the failure that reaches the limit sets the pause.
 */
export async function countFailure(
  db: Kysely<Database>,
  subject: string,
  { maxFailures, windowSeconds, lockSeconds }: LockoutLimits,
): Promise<Date | null> {
  const row = await sql<{ locked_until: Date | null }>`
    insert into sign_in_lockouts as l (subject_hash, failures, window_ends_at, locked_until)
    values (${subject}, 1, now() + make_interval(secs => ${windowSeconds}),
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
  return row.rows[0]?.locked_until ?? null;
}

/** Forgets the account's failures. */
export async function clearFailures(db: Kysely<Database>, subject: string): Promise<void> {
  await db.deleteFrom('sign_in_lockouts').where('subject_hash', '=', subject).execute();
}
