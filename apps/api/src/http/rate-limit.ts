/**
 * Rate limits on `@fastify/rate-limit`, counted in the database (table `rate_limit_counters`,
 * see `rate-limit-store.ts`), so every API instance counts against the same numbers.
 *
 * Exported API:
 * - `rateLimits`: the plugin, registered once on the app (`buildApp`); limiters count through it.
 * - `createRateLimiter(db)` -> `{ limit(rule), hit(rule, subject) }`:
 *   - `limit(rule)` is a `preHandler` (`{ preHandler: limiter.limit(rule) }` on a route, or
 *     `app.addHook('preHandler', ...)` for a group); several may guard one route and each counts.
 *     Over the limit it answers 429 `{ message, code }` with `retry-after` (seconds); every
 *     answer it lets through carries `x-ratelimit-limit` and `x-ratelimit-remaining`.
 *   - `hit(rule, subject)` counts one hit for a subject of your own (e.g. after a failed
 *     check) and returns the state, for limits a preHandler cannot express.
 * - `RateLimitRule`: `name` (the counter's namespace), `max` hits per `windowSeconds`, and
 *   `key(request)`: the subject counted (default: the client address). Keys are hashed, so an
 *   email or token may be part of one.
 *
 * Windows are fixed: the first hit opens a window of `windowSeconds`; the count resets when it
 * ends.
 */
import { createHash } from 'node:crypto';

import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ERRORS } from '../errors/catalogue';
import { fail } from '../errors/domain-error';
import { countHit, databaseRateLimitStore } from './rate-limit-store';

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

/**
 * `@fastify/rate-limit` with its counts in the database. No route is limited by default
 * (`global: false`): each names its rule through `createRateLimiter(db).limit(rule)`.
 */
export const rateLimits = fp<{ db: Kysely<Database> }>(
  async (app, { db }) => {
    await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(db) });
  },
  { name: 'rate-limits' },
);

/** The key of a subject under a rule; subjects are hashed so none is stored as written. */
const keyOf = (rule: RateLimitRule, subject: string) =>
  `${rule.name}:${createHash('sha256').update(subject).digest('base64url')}`;

/** The key a rule gives when it counts nothing for a request (a real key has `name:`). */
const NOT_COUNTED = '';

type Check = ReturnType<FastifyInstance['createRateLimit']>;

export function createRateLimiter(db: Kysely<Database>) {
  const store = databaseRateLimitStore(db);

  async function hit(rule: RateLimitRule, subject: string): Promise<RateLimitState> {
    const { current, ttl } = await countHit(db, keyOf(rule, subject), rule.windowSeconds * 1000);
    return {
      hits: current,
      limited: current > rule.max,
      remaining: Math.max(0, rule.max - current),
      retryAfterSeconds: Math.ceil(ttl / 1000),
    };
  }

  function limit(rule: RateLimitRule): preHandlerAsyncHookHandler {
    // The plugin's limiter for this rule, made once per Fastify instance that routes through it.
    // `createRateLimit` rather than `rateLimit`: the latter lets only the first limit of a
    // request count, and answers over the limit outside the API's error vocabulary.
    const checks = new WeakMap<FastifyInstance, Check>();
    const checkFor = (server: FastifyInstance): Check => {
      let check = checks.get(server);
      if (!check) {
        if (typeof server.createRateLimit !== 'function') {
          throw new Error(`Rate limit '${rule.name}' needs the rateLimits plugin registered`);
        }
        check = server.createRateLimit({
          store,
          max: rule.max,
          timeWindow: rule.windowSeconds * 1000,
          keyGenerator: (request) => {
            const subject = rule.key ? rule.key(request) : request.ip;
            return subject === null ? NOT_COUNTED : keyOf(rule, subject);
          },
          allowList: (_request, key) => key === NOT_COUNTED,
        });
        checks.set(server, check);
      }
      return check;
    };

    return async function (request, reply) {
      const state = await checkFor(request.server)(request);
      if (state.isAllowed) return;
      reply.header('x-ratelimit-limit', String(state.max));
      reply.header('x-ratelimit-remaining', String(state.remaining));
      if (state.isExceeded) {
        throw fail('too_many_requests', {
          ...(rule.message ? { message: rule.message } : {}),
          headers: { 'retry-after': String(state.ttlInSeconds) },
        });
      }
    };
  }

  return { limit, hit };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
