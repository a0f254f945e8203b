import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The leagues area keeps no rows of its own: the simulators answer from the ids and keys in the
 * clubs' account records (seeded with the clubs) and build their data from those. Kept so the
 * seed runs every area the same way.
 */
export async function seedLeagues(_db: Kysely<Database>): Promise<void> {}
