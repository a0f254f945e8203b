import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { insertClubAccount } from '../clubs/club-repository';
import type { DatabaseHandle } from '../db/open-database';
import { SEED_CLUBS } from '../clubs/club-seed-data';
import { seedIdentity } from '../identity/identity-seed';
import { startJobQueue, type JobQueue } from '../jobs/job-queue';
import { createMailPort } from '../mail/mail-port';
import { createTestDatabase, testConfig } from '../testing/test-database';
import { seedBackoffice } from './backoffice-seed';
import { runListMailJobs, type ListMailOptions } from './list-mail-jobs';

export interface BackofficeTestApp {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  /** The job queue the app sends to and runs the list-mail jobs of (when asked for). */
  readonly jobs?: JobQueue;
  close(): Promise<void>;
}

export interface BackofficeTestOptions {
  /**
   * Runs the list-mail jobs in the test's process, as a worker would (polling every half
   * second), with these options over the configured mail port; without it a message to a list
   * is recorded and its copies wait.
   */
  readonly listMail?: Partial<ListMailOptions>;
}

/**
 * The API over a database holding what the back office needs: the seed clubs, their sign-ins
 * and members, and the back-office seed (one database per test file).
 */
export async function startBackofficeApp(
  env: Record<string, string> = {},
  options: BackofficeTestOptions = {},
): Promise<BackofficeTestApp> {
  const database = await createTestDatabase({ seed: false });
  for (const club of SEED_CLUBS) await insertClubAccount(database.db, club);
  await seedIdentity(database.db);
  await seedBackoffice(database.db);
  const config = testConfig(env);
  let jobs: JobQueue | undefined;
  if (options.listMail) {
    jobs = await startJobQueue(database, {
      role: 'work',
      onError: () => undefined,
      retryDelaySeconds: 1,
    });
    await runListMailJobs(jobs, {
      db: database.db,
      config,
      mail: createMailPort(config.mail, database.db),
      log: { info: () => undefined, error: () => undefined },
      pollingIntervalSeconds: 0.5,
      ...options.listMail,
    });
  }
  const app = await buildApp({ db: database.db, config, ...(jobs ? { jobs } : {}) });
  await app.ready();
  return {
    app,
    database,
    ...(jobs ? { jobs } : {}),
    close: async () => {
      await app.close();
      await jobs?.stop();
      await database.close();
    },
  };
}
