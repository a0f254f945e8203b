import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A key's count in its current window, in the shape `@fastify/rate-limit` stores answer. */
export interface WindowCount {
  /** Hits in the current window, this one included. */
  readonly current: number;
  /** Milliseconds until the window ends (at least one second). */
  readonly ttl: number;
}

/** One sweep of expired counters per this many hits, on average. */
const SWEEP_EVERY = 200;

/**
 * Counts one hit for `key` in table `rate_limit_counters`, in one SQL upsert, so every API
 * instance on the same database counts against the same numbers. Windows are fixed: the first
 * hit opens a window of `windowMs`; the count starts over when it ends.
 */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
): Promise<WindowCount> {
  const result = await sql<{ hits: number; ttl_ms: number | string }>`
    insert into rate_limit_counters as c (key, hits, window_ends_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
      window_ends_at = case when c.window_ends_at <= now()
        then excluded.window_ends_at else c.window_ends_at end
    returning hits, ceil(extract(epoch from (window_ends_at - now())) * 1000)::integer as ttl_ms
  `.execute(db);
  const row = result.rows[0];
  if (Math.random() * SWEEP_EVERY < 1) {
    await db
      .deleteFrom('rate_limit_counters')
      .where('window_ends_at', '<', sql<Date>`now()`)
      .execute();
  }
  return {
    current: Number(row?.hits ?? 1),
    ttl: Math.max(1000, Number(row?.ttl_ms ?? windowMs)),
  };
}

/**
 * A `@fastify/rate-limit` store over `rate_limit_counters` (the plugin's `store` option): the
 * plugin keeps its keys, windows and answers; the counts live in the database, shared by every
 * instance, instead of in one process's memory.
 */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: WindowCount) => void,
      timeWindow: number,
    ): void {
      countHit(db, key, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /**
     * The store of one limiter: the one its options name (`createRateLimit({ store })`), else
     * this one. One table serves every limit; each rule's name prefixes its keys.
     */
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { store } = options as { store?: FastifyRateLimitStoreCtor };
      return store && store !== DatabaseRateLimitStore ? new store(options) : this;
    }
  };
}
