import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Seeds the commerce area for the seeded clubs. Idempotent: rows that exist are left alone. */
export async function seedCommerce(_db: Kysely<Database>): Promise<void> {}
