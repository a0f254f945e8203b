import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';
import { MIGRATIONS_DIR } from '../app-paths';
import type { Database } from './schema';

export interface MigrationFile {
  readonly version: string;
  readonly name: string;
  readonly sql: string;
  readonly checksum: string;
}

const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** One advisory lock key for every API instance: migrations never run twice at once. */
const MIGRATION_LOCK_KEY = 727_001;

export async function readMigrations(directory = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const entries = (await fs.readdir(directory)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: MigrationFile[] = [];
  for (const file of entries) {
    const match = FILE_PATTERN.exec(file);
    if (!match?.[1]) {
      throw new Error(`Migration file "${file}" must be named NNNN_name.sql (lower case)`);
    }
    const previous = migrations[migrations.length - 1];
    if (previous?.version === match[1]) {
      throw new Error(`Two migrations share the version ${match[1]}: ${previous.name}, ${file}`);
    }
    const text = await fs.readFile(path.join(directory, file), 'utf8');
    migrations.push({
      version: match[1],
      name: file,
      sql: text,
      checksum: createHash('sha256').update(text).digest('hex'),
    });
  }
  return migrations;
}

/**
 * Applies the migrations not applied yet, in order, each in its own transaction together with
 * its row in `schema_migrations`. Returns the file names applied by this call (empty when the
 * database was up to date). A migration changed after it was applied is an error.
 */
export async function migrate(
  db: Kysely<Database>,
  options: { directory?: string } = {},
): Promise<string[]> {
  const migrations = await readMigrations(options.directory);
  await db.transaction().execute(async (trx) => {
    await lock(trx);
    await sql`
      create table if not exists schema_migrations (
        version text primary key,
        name text not null,
        checksum text not null,
        applied_at timestamptz not null default now()
      )
    `.execute(trx);
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction().execute(async (trx) => {
      await lock(trx);
      const existing = await trx
        .selectFrom('schema_migrations')
        .select(['name', 'checksum'])
        .where('version', '=', migration.version)
        .executeTakeFirst();
      if (existing) {
        if (existing.checksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.name} was changed after it was applied (as ${existing.name}); ` +
              'add a new migration instead of editing an applied one',
          );
        }
        return false;
      }
      await sql.raw(migration.sql).execute(trx);
      await trx
        .insertInto('schema_migrations')
        .values({ version: migration.version, name: migration.name, checksum: migration.checksum })
        .execute();
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}

async function lock(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
}

/**
 * Runs `work` on one connection holding the migration lock for the whole of it (a session lock:
 * `work` may open transactions of its own). Instances starting together seed one after another,
 * each seeing what the one before wrote, and never while another migrates.
 */
export async function withMigrationLock<T>(
  db: Kysely<Database>,
  work: (connection: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}
