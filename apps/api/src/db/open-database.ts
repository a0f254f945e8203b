import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { MEMORY_DATA_DIR, type DatabaseConfig } from '../config';
import { lockDataDir } from './data-dir-lock';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

/** Connections of the database pool, read when metrics are scraped. */
export interface PoolStats {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
  readonly max: number;
}

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly kind: DatabaseConfig['kind'];
  /** Where the data lives, for logs (the PostgreSQL URL without its password). */
  readonly location: string;
  /** The pool's connections (PostgreSQL; the embedded database has one connection). */
  readonly poolStats?: () => PoolStats;
  /** The embedded database itself (the job queue runs its statements on it, in turn). */
  readonly pglite?: PGlite;
  /** The PostgreSQL URL (the job queue opens its own small pool on it). */
  readonly connectionString?: string;
  /** Waits for running queries, closes the database and releases the data folder. */
  close(): Promise<void>;
}

const INT8_OID = 20;

/**
 * node-postgres returns `bigint` (int8: counts, sums of integers) as strings while PGlite
 * returns numbers: parse them as numbers here so both databases answer alike.
 */
const typesOf = (types: typeof pg.types): pg.CustomTypesConfig => ({
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
});

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    // node-postgres loads only where PostgreSQL is configured (the embedded default needs none).
    const { default: postgres } = await import('pg');
    const max = 20;
    const pool = new postgres.Pool({
      connectionString: config.url,
      max,
      types: typesOf(postgres.types),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      location: redactUrl(config.url),
      connectionString: config.url,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max,
      }),
      close: () => db.destroy(),
    };
  }

  const inMemory = config.dataDir === MEMORY_DATA_DIR;
  const release = inMemory ? () => undefined : lockDataDir(config.dataDir);
  try {
    if (!inMemory) fs.mkdirSync(config.dataDir, { recursive: true });
    const pglite = await PGlite.create(config.dataDir);
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    return {
      db,
      kind: 'pglite',
      location: inMemory ? 'in memory' : config.dataDir,
      pglite,
      close: async () => {
        try {
          await db.destroy();
          // Kysely skips its driver's destroy when no query ever ran: close PGlite itself too.
          if (!pglite.closed) await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}
