import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import { readMigrations } from './migrate';

/**
 * The migration files this build ships that the database has not applied (or applied from a
 * different text). Empty: the schema is current. Throws when the database cannot be reached.
 */
export async function pendingMigrations(
  db: Kysely<Database>,
  directory?: string,
): Promise<string[]> {
  const files = await readMigrations(directory);
  const table = await sql<{ name: string | null }>`select to_regclass('schema_migrations') as name`
    .execute(db)
    .then((result) => result.rows[0]?.name ?? null);
  if (table === null) return files.map((file) => file.name);
  const applied = await db
    .selectFrom('schema_migrations')
    .select(['version', 'checksum'])
    .execute();
  const checksums = new Map(applied.map((row) => [row.version, row.checksum]));
  return files
    .filter((file) => checksums.get(file.version) !== file.checksum)
    .map((file) => file.name);
}

export interface DatabaseStatus {
  readonly reachable: boolean;
  /** Migrations of this build not applied (empty when unreachable: unknown). */
  readonly pending: string[];
}

/** Whether the database answers and its schema is this build's; never throws. */
export async function databaseStatus(db: Kysely<Database>): Promise<DatabaseStatus> {
  try {
    await sql`select 1`.execute(db);
    return { reachable: true, pending: await pendingMigrations(db) };
  } catch {
    return { reachable: false, pending: [] };
  }
}
