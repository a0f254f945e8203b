import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase, testConfig } from '../testing/test-database';

let database: DatabaseHandle;
let app: FastifyInstance;
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    db: database.db,
    config: testConfig({ TRUST_PROXY: '1' }),
    // These tests are about what /ready says, not its 2 s limit: a busy machine may be slower.
    readyTimeoutMs: 60_000,
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      }),
    },
    poolStats: () => ({ total: 3, idle: 2, waiting: 0, max: 20 }),
  });
  app.get('/test/explode', async () => {
    throw new Error('boom');
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('GET /health and /ready', () => {
  it('says the process is up', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers and every migration is applied', async () => {
    const response = await app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: 'reachable',
      pendingMigrations: [],
    });
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const [last] = await database.db
      .selectFrom('schema_migrations')
      .selectAll()
      .orderBy('version', 'desc')
      .limit(1)
      .execute();
    if (!last) throw new Error('no migration applied');
    await database.db.deleteFrom('schema_migrations').where('version', '=', last.version).execute();
    try {
      const response = await app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not ready',
        database: 'reachable',
        pendingMigrations: [last.name],
      });
    } finally {
      await database.db.insertInto('schema_migrations').values(last).execute();
    }
  });
});

describe('GET /metrics', () => {
  it('counts requests and errors by route pattern, with a latency histogram and the pool', async () => {
    await app.inject({ method: 'GET', url: '/v2/store/demo' });
    await app.inject({ method: 'GET', url: '/v2/store/no-such-club' });
    await app.inject({ method: 'GET', url: '/test/explode' });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/v2\/store\/:club",status_code="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_request_errors_total\{method="GET",route="\/v2\/store\/:club",status_code="404"\} 1/,
    );
    expect(text).toMatch(
      /http_request_errors_total\{method="GET",route="\/test\/explode",status_code="500"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/v2\/store\/:club",status_code="200"\}/,
    );
    expect(text).toContain('db_pool_connections 3');
    expect(text).toContain('db_pool_waiting_requests 0');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('counts a URL that matches no route under one label', async () => {
    await app.inject({ method: 'GET', url: '/probe/one' });
    await app.inject({ method: 'GET', url: '/probe/two' });
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="unmatched",status_code="404"\} 2/,
    );
    expect(text).not.toContain('/probe/');
  });
});

describe('request ids and logs', () => {
  it('answers a fresh request id and logs it on the lines about that request', async () => {
    logLines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/v2/store/no-such-club' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logLines).toEqual([
      expect.objectContaining({
        reqId: id,
        msg: 'request refused',
        statusCode: 404,
        route: '/v2/store/:club',
      }),
    ]);
  });

  it('keeps the id a load balancer gave the request', async () => {
    logLines.length = 0;
    const response = await app.inject({
      method: 'GET',
      url: '/test/explode',
      headers: { 'x-request-id': 'lb-7f3a9c21' },
    });
    expect(response.headers['x-request-id']).toBe('lb-7f3a9c21');
    expect(logLines).toEqual([
      expect.objectContaining({ reqId: 'lb-7f3a9c21', level: 50, msg: 'Request failed' }),
    ]);
  });

  it('replaces an id that does not look like one', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('TRUST_PROXY', () => {
  it('takes the client address from the nearest proxy hop', async () => {
    logLines.length = 0;
    await app.inject({
      method: 'GET',
      url: '/v2/store/no-such-club',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
    });
    expect(logLines[0]).toMatchObject({ remoteAddress: '198.51.100.7' });
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const direct = await buildApp({
      db: database.db,
      config: testConfig(),
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
            done();
          },
        }),
      },
    });
    try {
      await direct.inject({
        method: 'GET',
        url: '/v2/store/no-such-club',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(lines[0]).toMatchObject({ remoteAddress: '10.0.0.5' });
    } finally {
      await direct.close();
    }
  });
});

describe('draining', () => {
  it('says shutting down on /ready while still answering other requests', async () => {
    let draining = false;
    const instance = await buildApp({
      db: database.db,
      config: testConfig(),
      logger: false,
      draining: () => draining,
    });
    try {
      expect((await instance.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
      draining = true;
      const ready = await instance.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'shutting down', database: 'reachable' });
      expect((await instance.inject({ method: 'GET', url: '/v2/store/demo' })).statusCode).toBe(
        200,
      );
    } finally {
      await instance.close();
    }
  });
});

describe('database unreachable', () => {
  it('is not ready, without an error page', async () => {
    const broken = await createTestDatabase();
    const lonely = await buildApp({ db: broken.db, config: testConfig(), logger: false });
    await broken.close();
    try {
      const response = await lonely.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'not ready', database: 'unreachable' });
    } finally {
      await lonely.close();
    }
    // The shared database is untouched.
    await sql`select 1`.execute(database.db);
  });
});

describe('who may read /metrics and /openapi.json', () => {
  const TOKEN = 'metrics-token-0123456789abcdef';

  async function withApp(
    config: ReturnType<typeof testConfig>,
    check: (instance: FastifyInstance) => Promise<void>,
  ) {
    const instance = await buildApp({ db: database.db, config, logger: false });
    try {
      await check(instance);
    } finally {
      await instance.close();
    }
  }

  it('in production, without a metrics token, serves neither', async () => {
    await withApp({ ...testConfig(), production: true }, async (instance) => {
      for (const url of ['/metrics', '/openapi.json']) {
        const response = await instance.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.body).not.toContain('http_request');
        expect(response.body).not.toContain('openapi');
      }
      // The probes the platform needs still answer.
      expect((await instance.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    });
  });

  it('with a metrics token, answers /metrics to its holder only', async () => {
    await withApp(
      { ...testConfig({ METRICS_TOKEN: TOKEN }), production: true },
      async (instance) => {
        for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`]) {
          const refused = await instance.inject({
            method: 'GET',
            url: '/metrics',
            headers: authorization ? { authorization } : {},
          });
          expect(refused.statusCode).toBe(401);
          expect(refused.json()).toEqual({ message: 'The metrics token is missing or wrong' });
        }
        const answered = await instance.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        expect(answered.statusCode).toBe(200);
        expect(answered.body).toContain('process_cpu_user_seconds_total');
      },
    );
  });

  it('refuses a metrics token too short to be a secret', () => {
    expect(() => testConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN must be at least 24/,
    );
  });
});
