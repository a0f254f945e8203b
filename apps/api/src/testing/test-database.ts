import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, MEMORY_DATA_DIR, type ApiConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase, type DatabaseHandle } from '../db/open-database';
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
  const name = `club_api_test_${randomBytes(6).toString('hex')}`;
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
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin(`drop database if exists ${name}`);
    },
  };
}

/** The configuration the API gets from an empty environment, without logs. */
export function testConfig(env: Record<string, string> = {}): ApiConfig {
  return loadConfig({ DATA_DIR: MEMORY_DATA_DIR, LOG_LEVEL: 'silent', ...env });
}
