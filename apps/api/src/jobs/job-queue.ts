import { PgBoss, type Job, type SendOptions } from 'pg-boss';
import type { DatabaseHandle } from '../db/open-database';
import { pgliteJobDatabase } from './pglite-job-database';

/** The queues of the API's background work (docs/architecture.md, "Background jobs"). */
export const QUEUES = {
  /** Gives back the stock of unpaid orders whose hold expired (scheduled). */
  sweepStockHolds: 'sweep-stock-holds',
  /** Finds the instalments and subscription periods due by the clock and queues their charges. */
  collectDuePayments: 'collect-due-payments',
  /** Charges one instalment to the member's saved card. */
  chargeInstalment: 'charge-instalment',
  /** Renews lotto and draw entries whose draws were held; adds subscriptions' next periods. */
  renewEntries: 'renew-entries',
  /** Mails reminders before charges and notices of cards that expire before them. */
  sendPaymentNotices: 'send-payment-notices',
  /** Queues the batches of a message to a distribution list; every minute, those left waiting. */
  dispatchListMail: 'dispatch-list-mail',
  /** Sends one batch of a list message's copies through the mail port. */
  sendListMail: 'send-list-mail',
  /** Sends again the mails the SMTP server did not take within a request (every minute). */
  retryMail: 'retry-mail',
  /** Sends again the refunds the card provider never answered (every minute). */
  resumeRefunds: 'resume-refunds',
  /** Mails the renewal reminder of memberships ending in 30 days, each once (hourly). */
  remindMembershipRenewals: 'remind-membership-renewals',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** The schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';

/**
 * Retries of a job that threw (a lost connection, a crash of the worker that held it): after
 * 10 s, 20 s, 40 s ... up to 10 minutes apart, 8 times. A running job's worker beats every 15 s;
 * a job whose worker died (no beat for 30 s, or still running after 5 minutes) is failed by the
 * workers' supervision and retried by another.
 */
const QUEUE_OPTIONS = {
  retryLimit: 8,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 600,
  expireInSeconds: 300,
  heartbeatSeconds: 30,
  deleteAfterSeconds: 7 * 86_400,
} as const;

/** How often a worker looks for jobs of dead workers (and the queues' other housekeeping). */
const SUPERVISE_SECONDS = 15;

/** What a process does with the queue. */
export type QueueRole =
  /** Sends jobs only (an API instance while separate workers run them). */
  | 'send'
  /** Sends and runs jobs, keeps the schedules and the queue's maintenance (a worker). */
  | 'work';

export interface QueueCount {
  readonly queue: string;
  readonly state: string;
  readonly count: number;
}

export type JobHandler<T> = (data: T, job: Job<T>) => Promise<void>;

export interface JobQueue {
  readonly role: QueueRole;
  send<T extends object>(queue: QueueName, data: T, options?: SendOptions): Promise<string | null>;
  /** Runs each job of a queue with the handler, one job at a time per handler. */
  work<T extends object>(
    queue: QueueName,
    handler: JobHandler<T>,
    options?: {
      readonly concurrency?: number;
      /** Jobs fetched at once by each handler (1 by default). */
      readonly batchSize?: number;
      readonly pollingIntervalSeconds?: number;
    },
  ): Promise<void>;
  /** Sends a job to a queue on a cron schedule (UTC), once across all workers. */
  schedule(queue: QueueName, cron: string): Promise<void>;
  unschedule(queue: QueueName): Promise<void>;
  /** Jobs by queue and state, for /metrics. */
  counts(): Promise<QueueCount[]>;
  /** Waits for running jobs (up to `timeoutMs`), then stops. */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  readonly role: QueueRole;
  /** Errors of the queue's own machinery (maintenance, polling), for the process log. */
  readonly onError: (error: unknown) => void;
  /** A job that threw (it is retried later), for the process log. */
  readonly onJobError?: (queue: QueueName, error: unknown) => void;
  /** The first retry's delay of queues made now (10 s; tests take 1). */
  readonly retryDelaySeconds?: number;
}

/**
 * Starts the queue on the API's database: its own tables (schema `pgboss`, created or migrated
 * at start under the library's lock) and the API's queues. On PostgreSQL the queue has its own
 * small pool; on the embedded database its statements share the API's one session.
 */
export async function startJobQueue(
  database: DatabaseHandle,
  options: JobQueueOptions,
): Promise<JobQueue> {
  const working = options.role === 'work';
  const common = {
    schema: JOB_SCHEMA,
    // Maintenance (expiring jobs of dead workers, retention) and cron: the workers' business.
    supervise: working,
    schedule: working,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
  };
  const boss =
    database.pglite !== undefined
      ? new PgBoss({
          ...common,
          db: pgliteJobDatabase(database.db, database.pglite),
          backend: 'pglite',
        })
      : new PgBoss({
          ...common,
          connectionString: database.connectionString,
          max: working ? 4 : 2,
          application_name: working ? 'touchline-worker' : 'touchline-api',
        });
  boss.on('error', options.onError);
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    if (await boss.getQueue(name)) continue;
    await boss.createQueue(name, {
      ...QUEUE_OPTIONS,
      retryDelay: options.retryDelaySeconds ?? QUEUE_OPTIONS.retryDelay,
    });
  }

  return {
    role: options.role,
    send: (queue, data, sendOptions) => boss.send(queue, data, sendOptions ?? {}),
    async work(queue, handler, workOptions = {}) {
      if (!working) throw new Error('This process only sends jobs');
      const handlers = Math.max(1, workOptions.concurrency ?? 1);
      const batchSize = Math.max(1, workOptions.batchSize ?? 1);
      const run = async (job: Job<Parameters<typeof handler>[0]>) => {
        try {
          await handler(job.data, job);
          return { id: job.id, status: 'completed' as const };
        } catch (error) {
          options.onJobError?.(queue, error);
          return {
            id: job.id,
            status: 'failed' as const,
            output: { message: error instanceof Error ? error.message : String(error) },
          };
        }
      };
      for (let index = 0; index < handlers; index += 1) {
        // A batch's jobs run one after the other and are settled each on its own (a failed one
        // is retried alone); while batches come full, the next is fetched at once.
        await boss.work<Parameters<typeof handler>[0]>(
          queue,
          {
            batchSize,
            perJobResults: true,
            ...(batchSize > 1 ? { burstWhenBatchFull: true } : {}),
            pollingIntervalSeconds: workOptions.pollingIntervalSeconds ?? 2,
          },
          async (jobs) => {
            const results = [];
            for (const job of jobs) results.push(await run(job));
            return results;
          },
        );
      }
    },
    schedule: (queue, cron) => boss.schedule(queue, cron, {}, { tz: 'UTC' }),
    unschedule: (queue) => boss.unschedule(queue),
    async counts() {
      const result = await boss
        .getDb()
        .executeSql(
          `select name as queue, state::text as state, count(*)::int as count from ${JOB_SCHEMA}.job group by name, state order by name, state`,
        );
      return (result.rows as { queue: string; state: string; count: number | string }[]).map(
        (row) => ({ queue: row.queue, state: row.state, count: Number(row.count) }),
      );
    },
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}
