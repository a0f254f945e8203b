import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase } from '../testing/test-database';
import { registerErrorHandlers } from './errors';
import { createRateLimiter, rateLimits, TOO_MANY_REQUESTS, type RateLimitRule } from './rate-limit';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.deleteFrom('rate_limit_counters').execute();
});

/** An API instance with one limited route; several share the database like real instances. */
async function instance(rule: RateLimitRule): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandlers(app);
  await app.register(rateLimits, { db: database.db });
  const limiter = createRateLimiter(database.db);
  app.post('/limited', { preHandler: limiter.limit(rule) }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

const rule: RateLimitRule = { name: 'test', max: 3, windowSeconds: 60 };

describe('createRateLimiter', () => {
  it('lets max requests through, then answers 429 JSON with retry-after', async () => {
    const app = await instance(rule);
    const windowStarted = Date.now();
    for (let i = 0; i < 3; i += 1) {
      const ok = await app.inject({ method: 'POST', url: '/limited' });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['x-ratelimit-remaining']).toBe(String(2 - i));
    }
    const limited = await app.inject({ method: 'POST', url: '/limited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: TOO_MANY_REQUESTS, code: 'too_many_requests' });
    const retryAfter = Number(limited.headers['retry-after']);
    // The window's end, from the first request: seconds a busy machine took since then are gone.
    const secondsSince = Math.ceil((Date.now() - windowStarted) / 1000);
    expect(retryAfter).toBeGreaterThanOrEqual(60 - secondsSince);
    expect(retryAfter).toBeLessThanOrEqual(60);
    await app.close();
  });

  it('shares counters between instances on the same database', async () => {
    const first = await instance(rule);
    const second = await instance(rule);
    await first.inject({ method: 'POST', url: '/limited' });
    await second.inject({ method: 'POST', url: '/limited' });
    await first.inject({ method: 'POST', url: '/limited' });
    expect((await second.inject({ method: 'POST', url: '/limited' })).statusCode).toBe(429);
    await Promise.all([first.close(), second.close()]);
  });

  it('counts each key apart and starts over when the window ends', async () => {
    const app = await instance({
      ...rule,
      max: 1,
      key: (request) => String(request.headers['x-subject'] ?? 'none'),
      message: 'Slow down',
    });
    const call = (subject: string) =>
      app.inject({ method: 'POST', url: '/limited', headers: { 'x-subject': subject } });
    expect((await call('a')).statusCode).toBe(200);
    expect((await call('b')).statusCode).toBe(200);
    const limited = await call('a');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Slow down', code: 'too_many_requests' });
    await database.db
      .updateTable('rate_limit_counters')
      .set({ window_ends_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    expect((await call('a')).statusCode).toBe(200);
    await app.close();
  });

  it('counts every limit guarding one route', async () => {
    const app = Fastify();
    registerErrorHandlers(app);
    await app.register(rateLimits, { db: database.db });
    const limiter = createRateLimiter(database.db);
    const perAddress = limiter.limit({ ...rule, name: 'per-address', max: 5 });
    const perAccount = limiter.limit({ ...rule, name: 'per-account', max: 2 });
    app.post('/limited', { preHandler: [perAddress, perAccount] }, async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject({ method: 'POST', url: '/limited' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/limited' })).statusCode).toBe(200);
    const limited = await app.inject({ method: 'POST', url: '/limited' });
    expect(limited.statusCode).toBe(429);
    const counters = await database.db.selectFrom('rate_limit_counters').select('hits').execute();
    expect(counters.map((row) => row.hits).sort()).toEqual([3, 3]);
    await app.close();
  });

  it('skips counting when the rule names no subject', async () => {
    const app = await instance({ ...rule, max: 1, key: () => null });
    for (let i = 0; i < 3; i += 1) {
      const ok = await app.inject({ method: 'POST', url: '/limited' });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    expect(await database.db.selectFrom('rate_limit_counters').select('key').execute()).toEqual([]);
    await app.close();
  });

  it('counts hits of a subject of its own with hit()', async () => {
    const limiter = createRateLimiter(database.db);
    const first = await limiter.hit({ ...rule, max: 1 }, 'someone');
    expect(first).toEqual({ hits: 1, limited: false, remaining: 0, retryAfterSeconds: 60 });
    const second = await limiter.hit({ ...rule, max: 1 }, 'someone');
    expect(second.limited).toBe(true);
    expect(second.retryAfterSeconds).toBeGreaterThanOrEqual(59);
  });

  it('stores hashed keys, never the subject itself', async () => {
    const app = await instance({ ...rule, key: () => 'person@example.ie' });
    await app.inject({ method: 'POST', url: '/limited' });
    const rows = await database.db.selectFrom('rate_limit_counters').select('key').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key).toMatch(/^test:[A-Za-z0-9_-]{43}$/);
    await app.close();
  });
});
