import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase, testConfig } from '../testing/test-database';
import { waitFor } from '../testing/wait-for';
import { QUEUES, startJobQueue, type JobQueue } from './job-queue';

// The job queue on the embedded database (pg-boss over PGlite): jobs are kept in the database,
// a job that throws is retried, the queue's statements never mix with a request's transaction,
// and the figures reach /metrics.

jest.setTimeout(120_000);

let database: DatabaseHandle;
const started: JobQueue[] = [];

async function queue(
  role: 'send' | 'work',
  onJobError?: (queue: string, error: unknown) => void,
): Promise<JobQueue> {
  const made = await startJobQueue(database, {
    role,
    onError: () => undefined,
    ...(onJobError ? { onJobError } : {}),
    retryDelaySeconds: 1,
  });
  started.push(made);
  return made;
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterEach(async () => {
  for (const each of started.splice(0)) await each.stop();
});
afterAll(async () => database?.close());

const countOf = async (jobs: JobQueue, state: string) =>
  (await jobs.counts())
    .filter((row) => row.queue === QUEUES.sweepStockHolds && row.state === state)
    .reduce((sum, row) => sum + row.count, 0);

describe('the job queue', () => {
  it('keeps a job sent while no worker runs, for the worker that starts later', async () => {
    const sender = await queue('send');
    await sender.send(QUEUES.sweepStockHolds, { n: 1 });
    await sender.stop();
    started.splice(0);

    const worker = await queue('work');
    const seen: unknown[] = [];
    await worker.work<{ n: number }>(QUEUES.sweepStockHolds, async (data) => {
      seen.push(data);
    });
    await waitFor('the kept job to run', () => seen.length === 1);
    expect(seen).toEqual([{ n: 1 }]);
    await waitFor('the job to be completed', async () => (await countOf(worker, 'completed')) >= 1);
  });

  it('retries a job that threw, later, until it succeeds', async () => {
    const errors: string[] = [];
    const worker = await queue('work', (name, error) =>
      errors.push(`${name}: ${(error as Error).message}`),
    );
    let runs = 0;
    await worker.work(QUEUES.sweepStockHolds, async () => {
      runs += 1;
      if (runs === 1) throw new Error('the first run fails');
    });
    const completedBefore = await countOf(worker, 'completed');
    await worker.send(QUEUES.sweepStockHolds, { retry: true });
    await waitFor(
      'the retried job to complete',
      async () => (await countOf(worker, 'completed')) > completedBefore,
    );
    expect(runs).toBe(2);
    expect(errors).toEqual(['sweep-stock-holds: the first run fails']);
  });

  it("never runs its statements inside a request's transaction", async () => {
    const sender = await queue('send');
    let sending: Promise<string | null> | undefined;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.selectFrom('clubs').select('account_id').execute();
        // Sent while the transaction holds the embedded database's one session.
        sending = sender.send(QUEUES.sweepStockHolds, { outside: true });
        await trx.selectFrom('clubs').select('account_id').execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const id = await sending;
    expect(id).toEqual(expect.any(String));
    // Had the job's insert joined the transaction, the rollback would have removed it.
    expect(await countOf(sender, 'created')).toBeGreaterThanOrEqual(1);
  });

  it('shows the jobs by queue and state in /metrics', async () => {
    const sender = await queue('send');
    await sender.send(QUEUES.chargeInstalment, { instalment_id: 1 });
    const app = await buildApp({ db: database.db, config: testConfig(), jobs: sender });
    try {
      const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(text).toContain('# TYPE job_queue_jobs gauge');
      expect(text).toMatch(/job_queue_jobs\{queue="charge-instalment",state="created"\} [1-9]/);
    } finally {
      await app.close();
    }
  });
});
