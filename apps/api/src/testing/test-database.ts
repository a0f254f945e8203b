import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { loadConfig, MEMORY_DATA_DIR, type ApiConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase, type DatabaseHandle } from '../db/open-database';
import type { Database } from '../db/schema';
import { seedDatabase } from '../seed';

/**
 * A fresh database for one test file, migrated and seeded unless asked not to. By default an
 * in-memory PGlite (a cold start takes 2-3 s: start one per file and share it). With
 * TEST_DATABASE_URL set, a new database on that PostgreSQL server instead, dropped on close.
 */
export async function createTestDatabase(
  options: { migrate?: boolean; seed?: boolean } = {},
): Promise<DatabaseHandle> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  const database = serverUrl
    ? await createPostgresDatabase(serverUrl)
    : await openDatabase({ kind: 'pglite', dataDir: MEMORY_DATA_DIR });
  try {
    if (options.migrate !== false) await migrate(database.db);
    if (options.migrate !== false && options.seed !== false) await seedDatabase(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function createPostgresDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const created = await createEmptyPostgresDatabase(serverUrl, 'club_api_test');
  const database = await openDatabase({ kind: 'postgres', url: created.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** A database made for a test on a PostgreSQL server. */
export interface EmptyPostgresDatabase {
  readonly url: string;
  /** Removes the database; call it once nothing is connected to it. */
  drop(): Promise<void>;
}

/** A new, empty database (named `prefix` and a random suffix) on the PostgreSQL server at `serverUrl`. */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
  prefix: string,
): Promise<EmptyPostgresDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name}`) };
}

/** The account id of the seed's demo club. */
export async function demoAccountId(db: Kysely<Database>): Promise<number> {
  const club = await db
    .selectFrom('clubs')
    .select('account_id')
    .where('slug', '=', 'demo')
    .executeTakeFirstOrThrow();
  return club.account_id;
}

/** The configuration the API gets from an empty environment, without logs. */
export function testConfig(env: Record<string, string> = {}): ApiConfig {
  return loadConfig({ DATA_DIR: MEMORY_DATA_DIR, LOG_LEVEL: 'silent', ...env });
}
