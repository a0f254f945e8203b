import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `work` in one transaction: a service composes repository calls in it, each given the
 * transaction, and all of them commit together or none does.
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(work);
}
