import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DatabaseConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import type { Database } from '../db/schema';
import { seedDatabase } from '../seed';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from './postgres-databases';

/**
 * Where a test file finds the databases it starts from, made once per jest run by
 * `jest-global-setup.ts`: migrating and seeding take seconds, copying a finished one does not.
 * Data folders of the embedded database, copied file by file (about 0.1 s, where loading a
 * `dumpDataDir` tarball into PGlite's in-memory file system took over 1 s of CPU per test file),
 * or template databases on the PostgreSQL server of TEST_DATABASE_URL
 * (`create database ... template ...`).
 */
export const TEMPLATE_ENV = {
  migrated: 'TOUCHLINE_TEST_TEMPLATE_MIGRATED',
  seeded: 'TOUCHLINE_TEST_TEMPLATE_SEEDED',
} as const;

export type TemplateKind = keyof typeof TEMPLATE_ENV;

/** The template of `kind` this run made, if any: a data folder's path or a database's name. */
export function templateFor(kind: TemplateKind): string | undefined {
  return process.env[TEMPLATE_ENV[kind]] || undefined;
}

/**
 * A copy of an embedded database's template folder, beside it (the run's teardown removes what
 * a crashed test file left), and how to remove it.
 */
export function copyPGliteTemplate(template: string): { dataDir: string; remove: () => void } {
  const dataDir = mkdtempSync(path.join(path.dirname(template), 'copy-'));
  cpSync(template, dataDir, { recursive: true });
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** Makes both templates and names them in the environment the test files inherit. */
export async function createTemplates(): Promise<() => Promise<void>> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  return serverUrl ? createPostgresTemplates(serverUrl) : createPGliteTemplates();
}

async function createPGliteTemplates(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(fastScratchFolder(), 'touchline-api-templates-'));
  const remove = async () => rmSync(folder, { recursive: true, force: true });
  try {
    const migrated = path.join(folder, 'migrated');
    await withDatabase({ kind: 'pglite', dataDir: migrated }, migrate);
    const seeded = path.join(folder, 'seeded');
    cpSync(migrated, seeded, { recursive: true });
    await withDatabase({ kind: 'pglite', dataDir: seeded }, seedDatabase);
    process.env[TEMPLATE_ENV.migrated] = migrated;
    process.env[TEMPLATE_ENV.seeded] = seeded;
  } catch (error) {
    await remove();
    throw error;
  }
  return remove;
}

/**
 * Where the embedded database's templates and their copies live: memory-backed where the
 * machine has it (a copy is written and read by a test file and then thrown away).
 */
export function fastScratchFolder(): string {
  return existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
}

async function createPostgresTemplates(serverUrl: string): Promise<() => Promise<void>> {
  const made: EmptyPostgresDatabase[] = [];
  const drop = async () => {
    for (const database of made.reverse()) await database.drop();
  };
  try {
    const migrated = await createEmptyPostgresDatabase(serverUrl, 'club_api_tpl_migrated');
    made.push(migrated);
    await withDatabase({ kind: 'postgres', url: migrated.url }, migrate);
    const seeded = await createEmptyPostgresDatabase(
      serverUrl,
      'club_api_tpl_seeded',
      migrated.name,
    );
    made.push(seeded);
    await withDatabase({ kind: 'postgres', url: seeded.url }, seedDatabase);
    process.env[TEMPLATE_ENV.migrated] = migrated.name;
    process.env[TEMPLATE_ENV.seeded] = seeded.name;
  } catch (error) {
    await drop();
    throw error;
  }
  return drop;
}

/** Runs `work` on a database, closed afterwards: a template is copied only unused. */
async function withDatabase(
  config: DatabaseConfig,
  work: (db: Kysely<Database>) => Promise<unknown>,
): Promise<void> {
  const database = await openDatabase(config);
  try {
    await work(database.db);
  } finally {
    await database.close();
  }
}
