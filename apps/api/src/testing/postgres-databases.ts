import { randomBytes } from 'node:crypto';

/** A database made for a test on a PostgreSQL server. */
export interface EmptyPostgresDatabase {
  readonly name: string;
  readonly url: string;
  /** Removes the database; call it once nothing is connected to it. */
  drop(): Promise<void>;
}

/**
 * A new database (named `prefix` and a random suffix) on the PostgreSQL server at `serverUrl`:
 * empty, or a copy of the database named `template` (which must have no connection open).
 */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<EmptyPostgresDatabase> {
  const { default: postgres } = await import('pg');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new postgres.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`drop database if exists ${name}`) };
}
