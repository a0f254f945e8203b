import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { insertClubAccount } from '../clubs/club-repository';
import type { DatabaseHandle } from '../db/open-database';
import { SEED_CLUBS } from '../clubs/club-seed-data';
import { seedIdentity } from '../identity/identity-seed';
import { createTestDatabase, testConfig } from '../testing/test-database';
import { seedBackoffice } from './backoffice-seed';

export interface BackofficeTestApp {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The API over a database holding what the back office needs: the seed clubs, their sign-ins
 * and members, and the back-office seed (one database per test file).
 */
export async function startBackofficeApp(
  env: Record<string, string> = {},
): Promise<BackofficeTestApp> {
  const database = await createTestDatabase({ seed: false });
  for (const club of SEED_CLUBS) await insertClubAccount(database.db, club);
  await seedIdentity(database.db);
  await seedBackoffice(database.db);
  const app = await buildApp({ db: database.db, config: testConfig(env) });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
