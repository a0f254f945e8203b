import { ERRORS } from '../errors/catalogue';
import { fail } from '../errors/domain-error';
/**
 * Rate limits whose counters live in the database (table `rate_limit_counters`), so every API
 * instance counts against the same numbers.
 *
 * Exported API:
 * - `createRateLimiter(db)` -> `{ limit(rule), hit(rule, subject) }`:
 *   - `limit(rule)` is a `preHandler` (`{ preHandler: limiter.limit(rule) }` on a route, or
 *     `app.addHook('preHandler', ...)` for a group). Over the limit it answers 429
 *     `{ message }` with `retry-after` (seconds); every answer it lets through carries
 *     `x-ratelimit-limit` and `x-ratelimit-remaining`.
 *   - `hit(rule, subject)` counts one hit for a subject of your own (e.g. after a failed
 *     check) and returns the state, for limits a preHandler cannot express.
 * - `RateLimitRule`: `name` (the counter's namespace), `max` hits per `windowSeconds`, and
 *   `key(request)`: the subject counted (default: the client address). Keys are hashed, so an
 *   email or token may be part of one.
 *
 * Windows are fixed: the first hit opens a window of `windowSeconds`; the count resets when it
 * ends. One SQL upsert per hit; expired rows are swept now and then.
 */
import { createHash } from 'node:crypto';

import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface RateLimitRule {
  /** Namespace of the counter, e.g. `oauth-token`. */
  readonly name: string;
  readonly max: number;
  readonly windowSeconds: number;
  /** What is counted: defaults to the client address. Return null to skip counting. */
  readonly key?: (request: FastifyRequest) => string | null;
  /** The 429 message. */
  readonly message?: string;
}

export interface RateLimitState {
  readonly hits: number;
  readonly limited: boolean;
  readonly remaining: number;
  /** Whole seconds until the window ends (at least 1). */
  readonly retryAfterSeconds: number;
}

export const TOO_MANY_REQUESTS = ERRORS.too_many_requests.message;

/** One sweep of expired counters per this many hits, on average. */
const SWEEP_EVERY = 200;

export function createRateLimiter(db: Kysely<Database>) {
  async function hit(rule: RateLimitRule, subject: string): Promise<RateLimitState> {
    const key = `${rule.name}:${createHash('sha256').update(subject).digest('base64url')}`;
    const row = await sql<{ hits: number; retry_after: number | string }>`
      insert into rate_limit_counters as c (key, hits, window_ends_at)
      values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
      on conflict (key) do update set
        hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
        window_ends_at = case when c.window_ends_at <= now()
          then excluded.window_ends_at else c.window_ends_at end
      returning hits, ceil(extract(epoch from (window_ends_at - now())))::integer as retry_after
    `.execute(db);
    const counted = row.rows[0];
    const hits = Number(counted?.hits ?? 1);
    if (Math.random() * SWEEP_EVERY < 1) {
      await db
        .deleteFrom('rate_limit_counters')
        .where('window_ends_at', '<', sql<Date>`now()`)
        .execute();
    }
    return {
      hits,
      limited: hits > rule.max,
      remaining: Math.max(0, rule.max - hits),
      retryAfterSeconds: Math.max(1, Number(counted?.retry_after ?? rule.windowSeconds)),
    };
  }

  function limit(rule: RateLimitRule): preHandlerAsyncHookHandler {
    return async function (request, reply) {
      const subject = rule.key ? rule.key(request) : request.ip;
      if (subject === null) return;
      const state = await hit(rule, subject);
      reply.header('x-ratelimit-limit', String(rule.max));
      reply.header('x-ratelimit-remaining', String(state.remaining));
      if (state.limited) {
        throw fail('too_many_requests', {
          ...(rule.message ? { message: rule.message } : {}),
          headers: { 'retry-after': String(state.retryAfterSeconds) },
        });
      }
    };
  }

  return { limit, hit };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
