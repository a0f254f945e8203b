import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

import type { PoolStats } from '../db/open-database';
import type { QueueCount } from '../jobs/job-queue';

export type { PoolStats };

/** Latency buckets (seconds): most API answers take a few milliseconds, PDFs take longer. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label of a request that matched no route: one series, not one per probed URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Prometheus metrics of one API instance: request rate and errors by route (counters), a latency
 * histogram, the database pool, the background jobs' queues and Node's process metrics. One registry per app instance, so
 * tests that build many apps do not share series.
 */
export function createMetrics(
  app: FastifyInstance,
  poolStats?: () => PoolStats,
  queueCounts?: () => Promise<readonly QueueCount[]>,
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'HTTP requests answered with a 4xx or 5xx status, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  if (poolStats) {
    const gauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(poolStats()));
        },
      });
    gauge('db_pool_connections', 'Open connections of the database pool', (s) => s.total);
    gauge('db_pool_idle_connections', 'Idle connections of the database pool', (s) => s.idle);
    gauge('db_pool_waiting_requests', 'Queries waiting for a pool connection', (s) => s.waiting);
    gauge('db_pool_max_connections', 'Size limit of the database pool', (s) => s.max);
  }

  if (queueCounts) {
    // Read from the queue's tables at each scrape: every instance reports the same figures.
    new Gauge({
      name: 'job_queue_jobs',
      help: 'Background jobs by queue and state (created, retry, active, completed, cancelled, failed)',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await queueCounts()) {
          this.set({ queue: row.queue, state: row.state }, row.count);
        }
      },
    });
  }

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    if (reply.statusCode >= 400) errors.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  return registry;
}
