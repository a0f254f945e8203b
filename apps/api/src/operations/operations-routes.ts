import { createHash, timingSafeEqual } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { DatabaseStatus } from '../db/migration-status';

export interface OperationsOptions {
  /** Whether the database answers and has every migration of this build. */
  readonly databaseStatus: () => Promise<DatabaseStatus>;
  readonly metrics: Registry;
  /** How long /ready waits for the database before it says not ready. */
  readonly readyTimeoutMs?: number;
  /** True once shutdown began: /ready says not ready so the load balancer stops sending. */
  readonly draining?: () => boolean;
  /**
   * Who may read /metrics: the holder of `token` (a bearer token); anyone when `open` and no
   * token is set; nobody (404) otherwise.
   */
  readonly metricsAccess: { readonly token?: string; readonly open: boolean };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the metrics token (compared in constant time). */
function carriesToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (\S+)$/.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

const Ready = Type.Object({
  status: Type.Union([
    Type.Literal('ready'),
    Type.Literal('not ready'),
    Type.Literal('shutting down'),
  ]),
  database: Type.Union([Type.Literal('reachable'), Type.Literal('unreachable')]),
  pendingMigrations: Type.Array(Type.String()),
});

/** The outcome of `work`, or `timedOut` when it takes longer than `ms`. */
async function within<T>(ms: number, work: Promise<T>, timedOut: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes and metrics for the platform running the API: `/health` (the process answers: restart
 * it when not), `/ready` (send it traffic: the database answers and its schema is this build's),
 * `/metrics` (Prometheus text, behind `METRICS_TOKEN`). Served on the API's port; the reverse proxy
 * keeps them off the public internet too (docs/deploy.md).
 */
export async function operationsRoutes(
  app: FastifyInstance,
  {
    databaseStatus,
    metrics,
    readyTimeoutMs = 2000,
    draining = () => false,
    metricsAccess,
  }: OperationsOptions,
): Promise<void> {
  app.get(
    '/health',
    { schema: { response: { 200: Type.Object({ status: Type.Literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    { schema: { hide: true, response: { 200: Ready, 503: Ready } } },
    async (_request, reply) => {
      const { reachable, pending } = await within(readyTimeoutMs, databaseStatus(), {
        reachable: false,
        pending: [],
      });
      const stopping = draining();
      const ready = reachable && pending.length === 0 && !stopping;
      reply.header('Cache-Control', 'no-store');
      return reply.code(ready ? 200 : 503).send({
        status: stopping ? 'shutting down' : ready ? 'ready' : 'not ready',
        database: reachable ? 'reachable' : 'unreachable',
        pendingMigrations: pending,
      });
    },
  );

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { token, open } = metricsAccess;
    if (token === undefined && !open) {
      return reply.code(404).send({ message: 'Not found' });
    }
    if (token !== undefined && !carriesToken(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send({ message: 'The metrics token is missing or wrong' });
    }
    return reply.type(metrics.contentType).send(await metrics.metrics());
  });
}
