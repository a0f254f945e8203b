import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { deleteExpiredCounters, upsertHit } from './rate-limit-repository';

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
  const row = await upsertHit(db, key, windowMs);
  if (Math.random() * SWEEP_EVERY < 1) await deleteExpiredCounters(db);
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
