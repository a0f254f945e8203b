import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { MIGRATIONS_DIR } from '../app-paths';
import { createTestDatabase } from '../testing/test-database';
import { migrate, readMigrations } from './migrate';
import type { DatabaseHandle } from './open-database';

// One database for the file; the tests build on each other in order.
let database: DatabaseHandle;
let scratch: string;

beforeAll(async () => {
  // Only the connection: the tests below run the migrations themselves.
  database = await createTestDatabase({ seed: false, migrate: false });
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'club-api-migrations-'));
});

afterAll(async () => {
  await database?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A migrations folder holding the real migrations plus the given extra files. */
function folderWith(name: string, extra: Record<string, string>): string {
  const folder = path.join(scratch, name);
  fs.mkdirSync(folder);
  for (const file of fs.readdirSync(MIGRATIONS_DIR)) {
    fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(folder, file));
  }
  for (const [file, text] of Object.entries(extra)) fs.writeFileSync(path.join(folder, file), text);
  return folder;
}

async function tableExists(name: string): Promise<boolean> {
  const { rows } = await sql<{
    found: string | null;
  }>`select to_regclass(${name})::text as found`.execute(database.db);
  return rows[0]?.found != null;
}

async function appliedVersions(): Promise<string[]> {
  const rows = await database.db
    .selectFrom('schema_migrations')
    .select('version')
    .orderBy('version')
    .execute();
  return rows.map((row) => row.version);
}

describe('migrate', () => {
  it('reads the migration files in order', async () => {
    const migrations = await readMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations.map((m) => m.name)).toEqual([...migrations.map((m) => m.name)].sort());
    expect(migrations[0]?.name).toBe('0001_clubs.sql');
  });

  it('applies every migration to an empty database and records it', async () => {
    const applied = await migrate(database.db);
    expect(applied).toEqual((await readMigrations()).map((m) => m.name));
    expect(await tableExists('clubs')).toBe(true);
    expect(await tableExists('club_menu_items')).toBe(true);
    expect(await appliedVersions()).toEqual((await readMigrations()).map((m) => m.version));
  });

  it('is a no-op when run again', async () => {
    const before = await database.db.selectFrom('schema_migrations').selectAll().execute();
    expect(await migrate(database.db)).toEqual([]);
    expect(await migrate(database.db)).toEqual([]);
    expect(await database.db.selectFrom('schema_migrations').selectAll().execute()).toEqual(before);
  });

  it('applies only new migrations, once, even when started twice at the same time', async () => {
    const folder = folderWith('new', {
      '0900_notes.sql': 'create table club_notes (id integer primary key, body text not null);',
    });
    const runs = await Promise.all([
      migrate(database.db, { directory: folder }),
      migrate(database.db, { directory: folder }),
    ]);
    expect(runs.flat()).toEqual(['0900_notes.sql']);
    expect(await tableExists('club_notes')).toBe(true);
  });

  it('rolls a failing migration back completely', async () => {
    const folder = folderWith('failing', {
      '0900_notes.sql': 'create table club_notes (id integer primary key, body text not null);',
      '0901_broken.sql':
        'create table half_done (id integer);\ninsert into no_such_table values (1);',
    });
    await expect(migrate(database.db, { directory: folder })).rejects.toThrow(/no_such_table/);
    expect(await tableExists('half_done')).toBe(false);
    expect(await appliedVersions()).not.toContain('0901');
    // The database is still usable afterwards.
    expect(
      await migrate(database.db, {
        directory: folderWith('fixed', {
          '0900_notes.sql': 'create table club_notes (id integer primary key, body text not null);',
        }),
      }),
    ).toEqual([]);
  });

  it('refuses a migration edited after it was applied', async () => {
    const folder = folderWith('edited', {
      '0900_notes.sql': 'create table club_notes (id bigint primary key);',
    });
    await expect(migrate(database.db, { directory: folder })).rejects.toThrow(
      /0900_notes.sql was changed after it was applied/,
    );
  });

  it('refuses badly named files', async () => {
    const folder = folderWith('badly-named', { '12_Oops.sql': 'select 1;' });
    await expect(migrate(database.db, { directory: folder })).rejects.toThrow(
      /must be named NNNN_name.sql/,
    );
  });
});
