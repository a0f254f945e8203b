import { Kysely } from 'kysely';
import { loadConfig, MEMORY_DATA_DIR, type ApiConfig, type SchemaCompilation } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase, type DatabaseHandle } from '../db/open-database';
import type { Database } from '../db/schema';
import { seedDatabase } from '../seed';
import { copyPGliteTemplate, templateFor, type TemplateKind } from './database-templates';
import { createEmptyPostgresDatabase } from './postgres-databases';

/**
 * A fresh database for one test file, migrated and seeded unless asked not to. In a jest run,
 * a copy of the template it made (database-templates.ts): the embedded database (PGlite) on a
 * copy of the template's data folder, or with TEST_DATABASE_URL a new database on that
 * PostgreSQL server; either is removed on close. Outside jest, an in-memory PGlite migrated and
 * seeded here.
 */
export async function createTestDatabase(
  options: { migrate?: boolean; seed?: boolean } = {},
): Promise<DatabaseHandle> {
  const kind: TemplateKind | undefined =
    options.migrate === false ? undefined : options.seed === false ? 'migrated' : 'seeded';
  const template = kind && templateFor(kind);
  const serverUrl = process.env['TEST_DATABASE_URL'];
  const database = serverUrl
    ? await createPostgresDatabase(serverUrl, template)
    : template
      ? await openPGliteCopy(template)
      : await openDatabase({ kind: 'pglite', dataDir: MEMORY_DATA_DIR });
  if (template) return database;
  try {
    if (kind) await migrate(database.db);
    if (kind === 'seeded') await seedDatabase(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The embedded database on a copy of a template's data folder, removed on close. */
async function openPGliteCopy(template: string): Promise<DatabaseHandle> {
  const copy = copyPGliteTemplate(template);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: copy.dataDir });
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          copy.remove();
        }
      },
    };
  } catch (error) {
    copy.remove();
    throw error;
  }
}

async function createPostgresDatabase(
  serverUrl: string,
  template: string | undefined,
): Promise<DatabaseHandle> {
  const created = await createEmptyPostgresDatabase(serverUrl, 'club_api_test', template);
  const database = await openDatabase({ kind: 'postgres', url: created.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
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

/**
 * The configuration the API gets from an empty environment, without logs, compiling each
 * route's schemas when the route is first called: a test file calls a few of the app's routes.
 * `app.test.ts` checks that every schema compiles at start, as the product does.
 */
export function testConfig(
  env: Record<string, string> = {},
  compileSchemas: SchemaCompilation = 'on-first-use',
): ApiConfig {
  return {
    ...loadConfig({ DATA_DIR: MEMORY_DATA_DIR, LOG_LEVEL: 'silent', ...env }),
    compileSchemas,
  };
}
