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
 * `/metrics` (Prometheus text). Served on the API's port; the reverse proxy keeps them off the
 * public internet (docs/deploy.md).
 */
export async function operationsRoutes(
  app: FastifyInstance,
  { databaseStatus, metrics, readyTimeoutMs = 2000, draining = () => false }: OperationsOptions,
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

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return reply.type(metrics.contentType).send(await metrics.metrics());
  });
}
