import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findClubAccount } from '../clubs/club-repository';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { migrate } from './migrate';
import { openDatabase } from './open-database';
import { sql } from 'kysely';
import { MEMORY_DATA_DIR } from '../config';
import { SEED_CLUBS } from '../clubs/club-seed-data';
import { seedDatabase } from '../seed';
import { fastScratchFolder } from '../testing/database-templates';

let scratch: string;

// In memory where the machine has it: on a busy machine a disk's flushes, not the database's
// work, made the restart test take minutes.
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(fastScratchFolder(), 'club-api-data-'));
});

afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('openDatabase with a data folder', () => {
  it('keeps the data across a clean close and restart, and guards the folder meanwhile', async () => {
    const dataDir = path.join(scratch, 'nested', 'pglite');

    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(first.location).toBe(dataDir);
    // A second process (or a second open in this one) must not write the same files.
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirInUseError);
    expect(await migrate(first.db)).not.toEqual([]);
    // The clubs' records are enough to see data kept: the areas' seeds would only add time.
    expect((await seedDatabase(first.db, SEED_CLUBS, [])).created).toEqual([
      'demo',
      'quiet',
      'northside',
      'lakeside',
    ]);
    await first.close();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);

    const second = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await migrate(second.db)).toEqual([]);
      expect((await seedDatabase(second.db, SEED_CLUBS, [])).created).toEqual([]);
      expect((await findClubAccount(second.db, 'demo'))?.menu_items.length).toBeGreaterThan(6);
    } finally {
      await second.close();
    }
  });
});

describe('lockDataDir', () => {
  it('refuses a folder locked by a running process', () => {
    const dataDir = path.join(scratch, 'busy');
    fs.writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(/in use by process/);
  });

  it('takes over a lock left by a process that has ended', () => {
    const dataDir = path.join(scratch, 'stale');
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    fs.writeFileSync(`${dataDir}.lock`, String(ended));
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });
});

describe('closing the embedded database', () => {
  it('closes it even when no query ran on it', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: MEMORY_DATA_DIR });
    await database.close();
    await expect(sql`select 1`.execute(database.db)).rejects.toThrow();
  });
});
