import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Counts one hit for `key` in one upsert: the first hit opens a window of `windowMs`, a hit
 * after the window ended opens a new one. Answers the hits and the window's milliseconds left.
 */
export async function upsertHit(db: Kysely<Database>, key: string, windowMs: number) {
  const result = await sql<{ hits: number; ttl_ms: number | string }>`
    insert into rate_limit_counters as c (key, hits, window_ends_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
      window_ends_at = case when c.window_ends_at <= now()
        then excluded.window_ends_at else c.window_ends_at end
    returning hits, ceil(extract(epoch from (window_ends_at - now())) * 1000)::integer as ttl_ms
  `.execute(db);
  return result.rows[0];
}

/** Removes the counters whose window has ended. */
export async function deleteExpiredCounters(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('rate_limit_counters')
    .where('window_ends_at', '<', sql<Date>`now()`)
    .execute();
}
