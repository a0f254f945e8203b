import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase, demoAccountId, testConfig } from './test-database';

/**
 * The demo club of a fresh seeded database with the API built on it, and the ids its email
 * links carry (each in the order of its id).
 */
export interface EmailLinkClub {
  readonly database: DatabaseHandle;
  readonly app: FastifyInstance;
  readonly accountId: number;
  /** The club's first distribution list. */
  readonly listId: number;
  readonly memberIds: readonly number[];
  readonly friendIds: readonly number[];
  close(): Promise<void>;
}

/** For one test file of email links: start it in `beforeAll`, close it in `afterAll`. */
export async function openEmailLinkClub(): Promise<EmailLinkClub> {
  const database = await createTestDatabase();
  const app = await buildApp({ db: database.db, config: testConfig() });
  await app.ready();
  const accountId = await demoAccountId(database.db);
  const ids = async (table: 'email_distribution_lists' | 'members' | 'lotto_friends') => {
    const rows = await database.db
      .selectFrom(table)
      .select('id')
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  };
  const [listId] = await ids('email_distribution_lists');
  if (listId === undefined) throw new Error('The demo club has no distribution list');
  return {
    database,
    app,
    accountId,
    listId,
    memberIds: await ids('members'),
    friendIds: await ids('lotto_friends'),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
