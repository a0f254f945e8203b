import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { PGliteDialect } from '../db/pglite-dialect';
import type { Database } from '../db/schema';
import { seedDatabase } from '../seed';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from './postgres-databases';

/**
 * Where a test file finds the databases it starts from, made once per jest run by
 * `jest-global-setup.ts`: migrating and seeding take seconds, copying a finished one does not.
 * Files of the embedded database's data folder (PGlite's `dumpDataDir`), or template databases
 * on the PostgreSQL server of TEST_DATABASE_URL (`create database ... template ...`).
 */
export const TEMPLATE_ENV = {
  migrated: 'TOUCHLINE_TEST_TEMPLATE_MIGRATED',
  seeded: 'TOUCHLINE_TEST_TEMPLATE_SEEDED',
} as const;

export type TemplateKind = keyof typeof TEMPLATE_ENV;

/** The template of `kind` this run made, if any: a dump file's path or a database's name. */
export function templateFor(kind: TemplateKind): string | undefined {
  return process.env[TEMPLATE_ENV[kind]] || undefined;
}

/** Makes both templates and names them in the environment the test files inherit. */
export async function createTemplates(): Promise<() => Promise<void>> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  return serverUrl ? createPostgresTemplates(serverUrl) : createPGliteTemplates();
}

async function createPGliteTemplates(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'touchline-api-templates-'));
  const pglite = await PGlite.create('memory://');
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  try {
    await migrate(db);
    const migrated = path.join(folder, 'migrated.tar');
    writeFileSync(migrated, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    await seedDatabase(db);
    const seeded = path.join(folder, 'seeded.tar');
    writeFileSync(seeded, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    process.env[TEMPLATE_ENV.migrated] = migrated;
    process.env[TEMPLATE_ENV.seeded] = seeded;
  } finally {
    await db.destroy();
  }
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function createPostgresTemplates(serverUrl: string): Promise<() => Promise<void>> {
  const made: EmptyPostgresDatabase[] = [];
  const drop = async () => {
    for (const database of made.reverse()) await database.drop();
  };
  try {
    const migrated = await createEmptyPostgresDatabase(serverUrl, 'club_api_tpl_migrated');
    made.push(migrated);
    await withDatabase(migrated.url, migrate);
    const seeded = await createEmptyPostgresDatabase(
      serverUrl,
      'club_api_tpl_seeded',
      migrated.name,
    );
    made.push(seeded);
    await withDatabase(seeded.url, seedDatabase);
    process.env[TEMPLATE_ENV.migrated] = migrated.name;
    process.env[TEMPLATE_ENV.seeded] = seeded.name;
  } catch (error) {
    await drop();
    throw error;
  }
  return drop;
}

/** Runs `work` on the database at `url`, closed afterwards: a template is copied only unused. */
async function withDatabase(
  url: string,
  work: (db: Kysely<Database>) => Promise<unknown>,
): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await work(database.db);
  } finally {
    await database.close();
  }
}
